/**
 * Record ids in URLs and API arguments: decimal integers of at most ten digits (what the
 * database's INT keys hold). The client's routes and the server's checks read this one pattern.
 */
export const RECORD_ID_PATTERN = /^\d{1,10}$/;

export function isRecordId(value: string): boolean {
  return RECORD_ID_PATTERN.test(value);
}

/** The record id a string names, or null when it cannot name a record. */
export function parseRecordId(value: string): number | null {
  return isRecordId(value) ? Number(value) : null;
}
