/**
 * A user's frequency per kind of mail. Stored per kind (notification_preferences); a kind without
 * a row has its initial frequency (shared notifications/kinds.ts). 「ダウンロードした資料の更新」
 * is the profile's existing flag (notify_document_updates), so the profile form and this page
 * show one setting.
 */
import {
  NOTIFICATION_KIND_ROWS,
  NOTIFICATION_KINDS,
  type NotificationFrequency,
  type NotificationKind,
} from '@portal/shared';
import type { EntityManager } from 'typeorm';
import { UserProfile } from '../profile/profile.entity';
import { NotificationItem } from './notification-item.entity';
import { NotificationPreference } from './notification-preference.entity';

export async function frequenciesOf(
  manager: EntityManager,
  uid: string,
): Promise<Record<NotificationKind, NotificationFrequency>> {
  const rows = await manager.getRepository(NotificationPreference).findBy({ userUid: uid });
  const chosen = new Map(rows.map((row) => [row.kind, row.frequency]));
  const profile = await manager.getRepository(UserProfile).findOne({
    select: { uid: true, notifyDocumentUpdates: true },
    where: { uid },
  });
  const result = {} as Record<NotificationKind, NotificationFrequency>;
  for (const kind of NOTIFICATION_KINDS) {
    result[kind] = chosen.get(kind) ?? NOTIFICATION_KIND_ROWS[kind].initial;
  }
  if (profile) result['document-update'] = profile.notifyDocumentUpdates ? 'immediate' : 'never';
  return result;
}

export async function frequencyOf(
  manager: EntityManager,
  uid: string,
  kind: NotificationKind,
): Promise<NotificationFrequency> {
  if (kind === 'document-update') return (await frequenciesOf(manager, uid))[kind];
  const row = await manager.getRepository(NotificationPreference).findOneBy({ userUid: uid, kind });
  return row?.frequency ?? NOTIFICATION_KIND_ROWS[kind].initial;
}

export async function setFrequency(
  manager: EntityManager,
  uid: string,
  kind: NotificationKind,
  frequency: NotificationFrequency,
): Promise<void> {
  if (kind === 'document-update') {
    await manager.getRepository(UserProfile).update({ uid }, { notifyDocumentUpdates: frequency !== 'never' });
    return;
  }
  if (frequency === 'never') {
    // Nothing waiting for a digest goes out after the user said no.
    await manager
      .getRepository(NotificationItem)
      .update({ userUid: uid, kind, status: 'pending' }, { status: 'dropped' });
  }
  // An upsert that every database takes: the row is the user's and kind's alone.
  await manager.getRepository(NotificationPreference).upsert({ userUid: uid, kind, frequency }, ['userUid', 'kind']);
}
