/**
 * How a webhook is signed, and how a receiver verifies it (docs/webhooks.md): the signature is
 * HMAC-SHA256, keyed with the company's secret, over `<timestamp>.<body>`; the timestamp (Unix
 * seconds) travels in its own header, so a captured request replayed later falls outside the
 * window, and a receiver that remembers delivery ids refuses a replay inside it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-portal-signature';
export const TIMESTAMP_HEADER = 'x-portal-timestamp';
export const DELIVERY_HEADER = 'x-portal-delivery';
export const EVENT_HEADER = 'x-portal-event';
/** How far a timestamp may be from the receiver's clock. */
export const TOLERANCE_SECONDS = 300;

export function signature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}

export interface ReceivedWebhook {
  body: string;
  timestamp: string | undefined;
  signature: string | undefined;
  deliveryId?: string;
}

export type Verdict = 'valid' | 'bad-signature' | 'stale' | 'replayed';

/**
 * The receiver's check, as documented: the signature over this body and timestamp with this
 * secret, the timestamp within TOLERANCE_SECONDS of `now`, and (given `seen`) a delivery id not
 * accepted before.
 */
export function verifyWebhook(
  secret: string,
  received: ReceivedWebhook,
  now: Date = new Date(),
  seen?: Set<string>,
): Verdict {
  const timestamp = Number(received.timestamp);
  if (!received.timestamp || !Number.isInteger(timestamp) || !received.signature) return 'bad-signature';
  const expected = Buffer.from(signature(secret, timestamp, received.body));
  const given = Buffer.from(received.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad-signature';
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) return 'stale';
  if (seen && received.deliveryId) {
    if (seen.has(received.deliveryId)) return 'replayed';
    seen.add(received.deliveryId);
  }
  return 'valid';
}
