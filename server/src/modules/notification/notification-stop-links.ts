/**
 * The stop link of a notification mail: one opaque token per mail (alert-token.ts: 24 random
 * bytes, kept as its SHA-256) naming the user and the one kind of mail it stops. Its page asks
 * before stopping; its RFC 8058 one-click POST stops at once. Either sets that kind to 「受け取らない」
 * for that user and nothing else. A forged or expired token, or one used by another signed-in
 * user, changes nothing and says so.
 */
import { NOTIFICATION_KIND_ROWS, type NotificationKind } from '@portal/shared';
import { type DataSource, type EntityManager, LessThan } from 'typeorm';
import { appError } from '../../lib/app-error';
import { formatJst } from '../../mail/format';
import { newStopToken, STOP_LINK_DAYS, stopTokenHash } from '../alert/alert-token';
import { recordAudit } from '../audit/audit.service';
import { NotificationStopLink } from './notification-stop-link.entity';
import { setFrequency } from './preferences';

const DAY_MS = 86_400_000;
const KEPT_AFTER_EXPIRY_DAYS = 90;

export const NOTIFICATION_STOP_MESSAGES = {
  invalid:
    'このリンクは正しくありません。メールのリンクをそのまま開くか、ログインして「メールの設定」から止めてください。',
  expired: 'このリンクは有効期限が切れています。ログインして「メールの設定」から止めてください。',
  foreign: 'このリンクは別の利用者あてのメールのものです。何も変更していません。',
} as const;

export interface NotificationStopOutcome {
  kind: NotificationKind;
  message: string;
}

/** Stores the link with its mail; returns the token the mail carries. */
export async function saveNotificationStopLink(
  manager: EntityManager,
  uid: string,
  kind: NotificationKind,
  now: Date,
): Promise<string> {
  const token = newStopToken();
  await manager.getRepository(NotificationStopLink).insert({
    tokenHash: stopTokenHash(token)!,
    userUid: uid,
    kind,
    expiresAt: new Date(now.getTime() + STOP_LINK_DAYS * DAY_MS),
    usedAt: null,
  });
  return token;
}

export async function forgetOldNotificationStopLinks(dataSource: DataSource, now: Date): Promise<void> {
  await dataSource
    .getRepository(NotificationStopLink)
    .delete({ expiresAt: LessThan(new Date(now.getTime() - KEPT_AFTER_EXPIRY_DAYS * DAY_MS)) });
}

export async function useNotificationStopLink(
  dataSource: DataSource,
  token: string,
  signedInUid: string | null,
  now = new Date(),
): Promise<NotificationStopOutcome> {
  const hash = stopTokenHash(token);
  return dataSource.transaction(async (manager) => {
    const links = manager.getRepository(NotificationStopLink);
    const link = hash ? await links.findOneBy({ tokenHash: hash }) : null;
    if (!link) throw appError('BAD_USER_INPUT', NOTIFICATION_STOP_MESSAGES.invalid);
    if (link.expiresAt.getTime() < now.getTime()) throw appError('BAD_USER_INPUT', NOTIFICATION_STOP_MESSAGES.expired);
    if (signedInUid !== null && signedInUid !== link.userUid) {
      throw appError('FORBIDDEN', NOTIFICATION_STOP_MESSAGES.foreign);
    }
    const label = NOTIFICATION_KIND_ROWS[link.kind].label;
    if (link.usedAt) {
      return {
        kind: link.kind,
        message: `このリンクは${formatJst(link.usedAt)}に使われ、そのとき「${label}」のメールを止めました。その後の設定はこのリンクでは変わりません。`,
      };
    }
    // Of two uses at once (the mail program's one-click and the page), the first to record wins.
    const taken = await links
      .createQueryBuilder()
      .update()
      .set({ usedAt: now })
      .where('token_hash = :hash AND used_at IS NULL', { hash: link.tokenHash })
      .execute();
    if (taken.affected === 1) {
      await setFrequency(manager, link.userUid, link.kind, 'never');
      await recordAudit(manager, {
        actorUid: null,
        action: 'notification.stopped',
        entityType: 'user',
        entityId: link.userUid,
        data: { kind: link.kind, via: 'stop-link' },
      });
    }
    return {
      kind: link.kind,
      message: `「${label}」のメールを止めました。ほかの種類のメールはこれまでどおり届きます。`,
    };
  });
}
