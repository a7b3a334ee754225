/**
 * A document request item's lifecycle as the vendor moves it (docs/requests-and-listings.md):
 * 受付 → 対応中 → 回答済 / 辞退. Read by the server's rule, the vendor's select and the requester's
 * screens, so every layer names and labels a status the same way.
 */
export const REQUEST_ITEM_STATUSES = [
  { code: 'received', label: '受付' },
  { code: 'in_progress', label: '対応中' },
  { code: 'answered', label: '回答済' },
  { code: 'declined', label: '辞退' },
] as const;
export type RequestItemStatus = (typeof REQUEST_ITEM_STATUSES)[number]['code'];

export function isRequestItemStatus(value: string): value is RequestItemStatus {
  return REQUEST_ITEM_STATUSES.some((status) => status.code === value);
}

export function requestItemStatusLabel(code: string): string {
  return REQUEST_ITEM_STATUSES.find((status) => status.code === code)?.label ?? code;
}

/** Answered and declined items are closed: the vendor has given its answer. */
export function isClosedRequestItemStatus(code: string): boolean {
  return code === 'answered' || code === 'declined';
}

/**
 * Which moves a vendor may make: forward only, and a closed item stays closed, so the requester's
 * "answered at" never changes behind their back. Setting the current status again is a no-op.
 */
export function canMoveRequestItem(from: string, to: string): boolean {
  if (!isRequestItemStatus(to)) return false;
  if (from === to) return true;
  if (isClosedRequestItemStatus(from)) return false;
  if (from === 'in_progress') return to !== 'received';
  return true;
}

/** Business days a vendor has to open a request before one reminder is mailed. */
export const REQUEST_REMINDER_BUSINESS_DAYS = 3;
