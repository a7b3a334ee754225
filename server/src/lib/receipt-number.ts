/**
 * 受付番号 read over the phone (inquiries and document requests): `R-<JST date>-<4 characters>`. The characters leave out those
 * that sound or look alike (0/O, 1/I/L, 5/S, 8/B, 2/Z, U/V), so a caller spelling it out is
 * understood; 23 characters give 279 841 numbers a day, and a collision is retried by the caller
 * of `receiptNumber` against the unique index.
 */
import { randomInt } from 'node:crypto';
import { japanDate } from '@portal/shared';

export const RECEIPT_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
const LENGTH = 4;

export function receiptNumber(now: Date = new Date()): string {
  const date = japanDate(now).replaceAll('-', '');
  let tail = '';
  for (let i = 0; i < LENGTH; i += 1) tail += RECEIPT_ALPHABET[randomInt(RECEIPT_ALPHABET.length)];
  return `R-${date}-${tail}`;
}

export const RECEIPT_NUMBER_PATTERN = new RegExp(`^R-\\d{8}-[${RECEIPT_ALPHABET}]{${LENGTH}}$`);
