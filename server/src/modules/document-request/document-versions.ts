/**
 * New document versions (issue 24): a listing's PDF is never rewritten, a replacement gets a new
 * storage key. A requester who downloaded the old file sees 「資料が更新されました」 on
 * /request/list (RequestedDocument.documentUpdated) and gets one mail, unless they opted out in
 * their member settings. The mails are stored in the publishing transaction, so they go exactly
 * when the new version goes live.
 */
import type { EntityManager } from 'typeorm';
import { enqueueMail } from '../../mail/outbox';
import { UserProfile } from '../profile/profile.entity';
import { DocumentRequestItem } from './document-request.entity';
import { documentUpdatedMail } from './request-lifecycle.mails';

export async function notifyDocumentReplaced(
  manager: EntityManager,
  listing: { id: number; title: string; companyName: string },
  oldKey: string | null,
  newKey: string | null,
  publicUrl: string,
): Promise<number> {
  if (!oldKey || !newKey || oldKey === newKey) return 0;
  const rows = (await manager
    .getRepository(DocumentRequestItem)
    .createQueryBuilder('item')
    .innerJoin('item.request', 'request')
    .select('DISTINCT request.requester_uid', 'uid')
    .where('item.solution_id = :id AND item.document_key = :oldKey AND item.downloaded_at IS NOT NULL', {
      id: listing.id,
      oldKey,
    })
    .getRawMany()) as { uid: string }[];
  if (rows.length === 0) return 0;
  const profiles = await manager.getRepository(UserProfile).find({
    where: rows.map((row) => ({ uid: row.uid, notifyDocumentUpdates: true })),
  });
  let sent = 0;
  for (const profile of profiles) {
    if (profile.withdrawnAt) continue;
    const name = `${profile.organization} ${profile.lastName} ${profile.firstName}`.trim();
    await enqueueMail(manager, documentUpdatedMail({ email: profile.email, name }, listing, publicUrl));
    sent += 1;
  }
  return sent;
}
