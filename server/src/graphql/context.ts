/** What every resolver receives: who is calling, with which role, and the services. */
import type { Role } from '@portal/shared';
import type { Logger } from 'pino';
import type { RateLimitName } from '../rate-limit/limits';
import type { Services } from '../services';
import type { UserProfile } from '../modules/user/user-profile.entity';

export interface Viewer {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** Custom claims from the ID token (operator: true marks provider staff). */
  claims: Record<string, unknown>;
}

export interface Context {
  requestId: string;
  ip: string;
  /** The caller's ID token, kept for revocation checks on sensitive operations. */
  idToken: string | null;
  viewer: Viewer | null;
  profile: UserProfile | null;
  role: Role;
  services: Services;
  /** The request's logger: every line carries the request id. Never log personal data. */
  log: Logger;
  /**
   * Counts this call against a named limit (rate-limit/limits.ts), per account first and per IP
   * second; throws RATE_LIMITED (429, Retry-After) when exhausted. One line in a service:
   * `await context.rateLimit('inquiry')`.
   */
  rateLimit(name: RateLimitName): Promise<void>;
  /**
   * Signed-in callers only: throws UNAUTHENTICATED when the token was revoked or its account
   * disabled or deleted (auth/session.ts). `sensitive` always asks the Auth backend; otherwise a
   * recent answer may be reused (AUTH_STATUS_CACHE_SECONDS).
   */
  assertSession?(options: { sensitive: boolean }): Promise<void>;
  /**
   * The caller's profile and role read now, when the context reused a recent read of them
   * (AUTH_STATUS_CACHE_SECONDS; null otherwise); the request guard applies them to the
   * operation's context (Apollo copies the context per operation) before a sensitive operation.
   */
  refreshStanding?(): Promise<Pick<Context, 'profile' | 'role'> | null>;
}
