import { appError } from '../../lib/app-error';

/** Record ids in URLs are positive integers; anything else cannot name a record. */
export function parseRecordId(id: string): number {
  if (!/^\d{1,10}$/.test(id)) throw appError('NOT_FOUND');
  return Number(id);
}
