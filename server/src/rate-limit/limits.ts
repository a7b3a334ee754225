/**
 * The named rate limits. Each limit counts per signed-in account first and per client IP second;
 * anonymous callers meet only the IP limit. IP limits are generous because a whole prefecture's
 * municipal offices reach the internet through one shared gateway (自治体情報セキュリティクラウド):
 * hundreds of staff behind one address must not lock each other out.
 *
 * Adding a limit: add a row here, then either decorate a resolver field with
 * `@RateLimit('name')` or call `await context.rateLimit('name')` inside a service.
 */

export interface Window {
  /** Requests allowed per window. */
  points: number;
  /** Window length in seconds. */
  seconds: number;
}

export interface NamedLimit {
  account: Window;
  ip: Window;
}

export const RATE_LIMITS = {
  /** Keyword and filter searches, including the fetch-all lists. */
  search: { account: { points: 300, seconds: 60 }, ip: { points: 6000, seconds: 60 } },
  /** Member registration (mun-register) and later sign-up calls. */
  registration: { account: { points: 10, seconds: 3600 }, ip: { points: 300, seconds: 3600 } },
  /** Inquiries to the operator or a vendor (anonymous callers allowed, so the IP limit matters). */
  inquiry: { account: { points: 20, seconds: 3600 }, ip: { points: 300, seconds: 3600 } },
  /**
   * Receipts mailed to an address its sender has not verified, counted per address as the
   * "account": past it the inquiry is still accepted but no receipt goes out, so naming an
   * address can neither flood its mailbox nor lock its owner out.
   */
  inquiryReceipt: { account: { points: 5, seconds: 3600 }, ip: { points: 300, seconds: 3600 } },
  /** Document and solution requests. */
  request: { account: { points: 60, seconds: 3600 }, ip: { points: 2000, seconds: 3600 } },
  /**
   * Listing file uploads (POST /api/uploads), counted before the body is read: a full listing
   * needs about a dozen files, so 60 an hour leaves room for retries and second thoughts.
   */
  upload: { account: { points: 60, seconds: 3600 }, ip: { points: 600, seconds: 3600 } },
  /**
   * Second-factor codes (TOTP or recovery) and single sign-on starts: ten tries in five minutes
   * leave a six-digit code about one chance in 100 000 a window.
   */
  secondFactor: { account: { points: 10, seconds: 300 }, ip: { points: 600, seconds: 300 } },
  /** A second delivery address's code mails and their checks: a few addresses and typos an hour. */
  deliveryAddress: { account: { points: 10, seconds: 3600 }, ip: { points: 300, seconds: 3600 } },
  /**
   * Every request made with an API key, counted per key as the "account" (docs/api-keys.md): a
   * morning pull of a few hundred records stays well inside it, a runaway loop does not.
   */
  apiKey: { account: { points: 120, seconds: 60 }, ip: { points: 6000, seconds: 60 } },
} satisfies Record<string, NamedLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimitTable = Record<RateLimitName, NamedLimit>;

export function isRateLimitName(value: unknown): value is RateLimitName {
  return typeof value === 'string' && Object.hasOwn(RATE_LIMITS, value);
}

const OVERRIDE = /^([a-z][a-zA-Z]*)\.(account|ip)=(\d{1,9})\/(\d{1,7})$/;

/**
 * Applies the RATE_LIMITS setting ("search.account=120/60,inquiry.ip=100/3600") to the table.
 * Throws an Error whose message names the bad entry.
 */
export function resolveRateLimits(overrides: string): RateLimitTable {
  const table = structuredClone(RATE_LIMITS) as RateLimitTable;
  for (const entry of overrides
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const match = OVERRIDE.exec(entry);
    if (!match) throw new Error(`"${entry}" is not of the form name.account=points/seconds`);
    const [, name, scope, points, seconds] = match;
    if (!isRateLimitName(name)) {
      throw new Error(`"${name}" is not a rate limit (known: ${Object.keys(RATE_LIMITS).join(', ')})`);
    }
    if (Number(seconds) < 1) throw new Error(`"${entry}" needs a window of at least one second`);
    table[name][scope as 'account' | 'ip'] = { points: Number(points), seconds: Number(seconds) };
  }
  return table;
}
