/**
 * Idempotency keys of submissions, derived from the basket itself: each item records when it was
 * added, and the basket is mirrored between tabs, so every tab showing the same basket computes
 * the same key — a double click, a retried POST and a second tab all send one key, and the server
 * answers each with the first submission. Sent items leave the basket; adding one again gives it a
 * new time, hence a new key. A solution requested on its own without being in the basket gets a
 * random key for the screen (double clicks and retries still share it).
 */
import type { BasketItem } from './basket-store';

/** FNV-1a over UTF-16 code units with a given offset basis: 8 hex digits. */
function fnv1a(text: string, basis: number): string {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function submissionKeyFor(items: readonly Pick<BasketItem, 'uid' | 'addedAt'>[]): string {
  const identity = items.map((item) => `${item.uid}@${item.addedAt ?? 0}`).join('|');
  const newest = Math.max(0, ...items.map((item) => item.addedAt ?? 0));
  return `b${newest.toString(36)}-${fnv1a(identity, 0x811c9dc5)}${fnv1a(identity, 0x050c5d1f)}`;
}

export function randomSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return `r${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
