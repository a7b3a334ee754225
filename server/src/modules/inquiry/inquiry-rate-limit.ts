/**
 * How many inquiries one e-mail address and one client IP may send: the named limit `inquiry` of
 * rate-limit/limits.ts (per address as its "account" count, per IP generously; in memory, or in
 * Redis shared by every app process). The inquiry service's one call site goes through this
 * interface; a refusal keeps its 429 and Retry-After but says in Japanese what happened.
 */
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../rate-limit/limiter';

export interface InquiryLimitSubject {
  email: string;
  ip: string;
}

export interface InquiryRateLimit {
  /** Counts one inquiry; throws RATE_LIMITED with a Japanese message when a limit is used up. */
  consume(subject: InquiryLimitSubject): Promise<void>;
}

export const INQUIRY_LIMIT_MESSAGE =
  'お問い合わせの送信が短時間に続いたため、受け付けを一時停止しています。1時間ほどおいてから再度お試しください。お急ぎの場合はお電話でお問い合わせください。';

/** The address counts as the account: a visitor has none, and a member may write for others. */
export function addressKey(email: string): string {
  return `inquiry-address:${email.trim().toLowerCase()}`;
}

export function limitInquiriesWith(limiter: RateLimiter): InquiryRateLimit {
  return {
    async consume({ email, ip }) {
      try {
        await limiter.consume('inquiry', { uid: addressKey(email), ip });
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') {
          throw new AppError('RATE_LIMITED', INQUIRY_LIMIT_MESSAGE, { retryAfter: error.retryAfter });
        }
        throw error;
      }
    },
  };
}
