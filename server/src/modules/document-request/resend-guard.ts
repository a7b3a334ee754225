/**
 * Resend protection: Back from the completion screen to a filled confirmation form, then
 * 「この内容で送信する」, makes a new submission (a new idempotency key) with the content just sent,
 * and would mail the vendor twice. The same content sent by the same user within
 * RESEND_WINDOW_MINUTES is refused with RECENTLY_SENT until the user confirms the resend.
 * "The same content" is the same solutions with the same choices and text, in any order.
 */
import type { EntityManager } from 'typeorm';
import { AppError } from '../../lib/app-error';
import { DocumentRequest } from './document-request.entity';

export const RESEND_WINDOW_MINUTES = 10;

interface ItemContent {
  solutionId: number;
  inquiryTypes: string[];
  contactMeans: string[];
  contents: string;
}

/** One string per submission's content, independent of item and choice order. */
export function contentSignature(items: readonly ItemContent[]): string {
  return JSON.stringify(
    items
      .map((item) => [
        item.solutionId,
        [...item.inquiryTypes].sort(),
        [...item.contactMeans].sort(),
        item.contents.trim(),
      ])
      .sort((a, b) => Number(a[0]) - Number(b[0])),
  );
}

export function recentlySentMessage(minutes: number): string {
  return `同じ内容の資料請求を${minutes}分前に送信しています。もう一度送信しますか？`;
}

/**
 * Throws RECENTLY_SENT when the requester sent `items` within the window. Recent requests are
 * read by requester (indexed) and judged here, so the time comparison is the same on every database.
 */
export async function assertNotRecentlySent(
  manager: EntityManager,
  requesterUid: string,
  items: readonly ItemContent[],
  now: Date,
): Promise<void> {
  const since = now.getTime() - RESEND_WINDOW_MINUTES * 60_000;
  const recent = await manager.getRepository(DocumentRequest).find({
    where: { requesterUid },
    relations: { items: true },
    order: { createdAt: 'DESC', id: 'DESC' },
    take: 50,
  });
  const submissions = new Map<string, { at: number; items: ItemContent[] }>();
  for (const request of recent) {
    const at = new Date(request.createdAt).getTime();
    if (at < since) continue;
    const submission = submissions.get(request.idempotencyKey) ?? { at, items: [] };
    submission.items.push(...request.items);
    submissions.set(request.idempotencyKey, submission);
  }
  const wanted = contentSignature(items);
  for (const { at, items: sent } of submissions.values()) {
    if (contentSignature(sent) !== wanted) continue;
    const minutes = Math.max(1, Math.round((now.getTime() - at) / 60_000));
    throw new AppError('RECENTLY_SENT', recentlySentMessage(minutes));
  }
}
