/**
 * New document versions: a listing's PDF is never rewritten, a replacement gets a new storage
 * key. A requester who downloaded the old file sees 「資料が更新されました」 on /request/list
 * (RequestedDocument.documentUpdated) and gets one mail, unless they turned it off on the member
 * page. The mails are stored in the publishing transaction, so they go exactly when the new
 * version goes live. The requester then downloads the current version from the list without a
 * new request: the listing's live file, to the requester of that item only.
 */
import { isRecordId, nowSeconds } from '@portal/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { enqueueMail } from '../../mail/outbox';
import type { Opened } from '../../storage/open-range';
import { recordAudit } from '../audit/audit.service';
import { deliveryTargets } from '../notification/delivery-targets';
import { saveNotificationStopLink } from '../notification/notification-stop-links';
import { UserProfile } from '../profile/profile.entity';
import { DocumentRequestItem } from './document-request.entity';
import { documentUpdatedMail } from './request-lifecycle.mails';

export function documentPath(requestUid: string, itemId: number | string): string {
  return `/api/request/${encodeURIComponent(requestUid)}/documents/${itemId}`;
}

/** Where the requester of an item downloads the listing's current document. */
export function currentDocumentPath(requestUid: string, itemId: number | string): string {
  return `${documentPath(requestUid, itemId)}/current`;
}

/** A viewer that fetches a PDF in ranges downloads it once: on the range that starts the file. */
export function startsFile(opened: Opened): boolean {
  return opened.status === 200 || (opened.status === 206 && opened.file.range?.start === 0);
}

/** Downloaded, and the listing now has another file: the notice, and where the new one is. */
export function updatedDocument(item: DocumentRequestItem): {
  documentUpdated: boolean;
  currentDownloadPath: string | null;
} {
  const updated =
    item.downloadedAt != null && item.solution?.documentKey != null && item.solution.documentKey !== item.documentKey;
  return {
    documentUpdated: updated,
    currentDownloadPath: updated ? currentDocumentPath(item.request.uid, item.id) : null,
  };
}

/** The listing's live document, for the requester of one of its request items. */
export interface CurrentDocument {
  item: DocumentRequestItem;
  key: string;
  name: string;
}

/**
 * The current document of the listing an item requested, or null unless the caller is the
 * item's requester and the listing is published with a document. The live columns hold the
 * published version, so a change waiting for review is never served.
 */
export async function currentDocumentOf(
  dataSource: DataSource,
  requesterUid: string,
  requestUid: string,
  itemId: string,
): Promise<CurrentDocument | null> {
  if (!isRecordId(itemId)) return null;
  const item = await dataSource
    .getRepository(DocumentRequestItem)
    .findOne({ where: { id: Number(itemId) }, relations: { request: true, solution: true } });
  if (!item || item.request.uid !== requestUid || item.request.requesterUid !== requesterUid) return null;
  const { solution } = item;
  if (solution.status !== 'published' || !solution.documentKey) return null;
  return { item, key: solution.documentKey, name: solution.documentName ?? `${solution.title}.pdf` };
}

/**
 * The requester now holds the current file: the item follows it, so the notice ends and the next
 * replacement is pointed out again. Conditional, so the ranges of one download (or two tabs)
 * move it and audit it once.
 */
export async function takeCurrentDocument(dataSource: DataSource, current: CurrentDocument): Promise<void> {
  const { item } = current;
  await dataSource.transaction(async (manager) => {
    const moved = await manager
      .createQueryBuilder()
      .update(DocumentRequestItem)
      .set({
        documentKey: current.key,
        documentName: current.name,
        downloadedAt: nowSeconds(),
      })
      .where('id = :id AND (document_key IS NULL OR document_key <> :key)', { id: item.id, key: current.key })
      .execute();
    if (moved.affected !== 1) return;
    await recordAudit(manager, {
      actorUid: item.request.requesterUid,
      action: 'document_request.document-renewed',
      entityType: 'document_request',
      entityId: item.request.uid,
      data: { itemId: item.id, from: item.documentName, to: current.name },
    });
  });
}

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
    // The account address and a verified second address, each unless a mail server refused it.
    const targets = await deliveryTargets(manager, profile);
    if (targets.length === 0) continue;
    const name = `${profile.organization} ${profile.lastName} ${profile.firstName}`.trim();
    const token = await saveNotificationStopLink(manager, profile.uid, 'document-update', new Date());
    for (const email of targets) {
      await enqueueMail(manager, documentUpdatedMail({ email, name }, listing, publicUrl, token));
    }
    sent += 1;
  }
  return sent;
}
