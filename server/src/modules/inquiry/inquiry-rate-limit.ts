/**
 * How many inquiries one account and one client IP may send: the named limit `inquiry` of
 * rate-limit/limits.ts (per signed-in account, per IP generously; in memory, or in Redis shared by
 * every app process). The address typed into the form is never the key: anyone can type anyone's
 * address, and its owner must not find their own inquiry refused. What that address is protected
 * from instead is a flood of receipts (`inquiryReceipt`). A refusal keeps its 429 and Retry-After
 * but says in Japanese what happened.
 */
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../rate-limit/limiter';

export interface InquiryLimitSubject {
  /** The signed-in account, or null for a visitor (who meets only the IP limit). */
  uid: string | null;
  ip: string;
}

export interface InquiryRateLimit {
  /** Counts one inquiry; throws RATE_LIMITED with a Japanese message when a limit is used up. */
  consume(subject: InquiryLimitSubject): Promise<void>;
  /** Counts one receipt to an unverified address; false once that address has had its share. */
  mayMailReceipt(email: string, ip: string): Promise<boolean>;
}

export const INQUIRY_LIMIT_MESSAGE =
  'お問い合わせの送信が短時間に続いたため、受け付けを一時停止しています。1時間ほどおいてから再度お試しください。お急ぎの場合はお電話でお問い合わせください。';

export function addressKey(email: string): string {
  return `inquiry-address:${email.trim().toLowerCase()}`;
}

function isRateLimited(error: unknown): error is AppError {
  return error instanceof AppError && error.code === 'RATE_LIMITED';
}

export function limitInquiriesWith(limiter: RateLimiter): InquiryRateLimit {
  return {
    async consume(subject) {
      try {
        await limiter.consume('inquiry', subject);
      } catch (error) {
        if (isRateLimited(error)) {
          throw new AppError('RATE_LIMITED', INQUIRY_LIMIT_MESSAGE, { retryAfter: error.retryAfter });
        }
        throw error;
      }
    },
    async mayMailReceipt(email, ip) {
      try {
        await limiter.consume('inquiryReceipt', { uid: addressKey(email), ip });
        return true;
      } catch (error) {
        if (isRateLimited(error)) return false;
        throw error;
      }
    },
  };
}
