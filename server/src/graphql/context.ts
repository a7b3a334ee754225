/** What every resolver receives: the caller (auth/caller.ts) plus the request and the services. */
import type { Logger } from 'pino';
import type { Caller } from '../auth/caller';
import type { AnswerNote } from '../read/answer-note';
import type { CachedAnswer } from '../read/cached-answer';
import type { Services } from '../services';

export interface Context extends Caller {
  requestId: string;
  /** The caller's ID token, kept for revocation checks on sensitive operations. */
  idToken: string | null;
  services: Services;
  /** The request's logger: every line carries the request id. Never log personal data. */
  log: Logger;
  /**
   * Signed-in callers only: throws UNAUTHENTICATED when the token was revoked or its account
   * disabled or deleted (auth/session.ts). `sensitive` always asks the Auth backend; otherwise a
   * recent answer may be reused (AUTH_STATUS_CACHE_SECONDS).
   */
  assertSession?(options: { sensitive: boolean }): Promise<void>;
  /**
   * The caller's profile and role read now, when the context reused a recent read of them
   * (AUTH_STATUS_CACHE_SECONDS; null otherwise); the operation guard applies them to the
   * operation's context (Apollo copies the context per operation) before a sensitive operation.
   */
  refreshStanding?(): Promise<Pick<Caller, 'profile' | 'role'> | null>;
  /**
   * Set when the caller is an API key (auth/api-key-token.ts): the operation guard refuses it
   * mutations and @SessionOnly fields.
   */
  apiKeyId?: number;
  /** For a GET the HTTP layer may replay: what the result cache learns of its operations. */
  answer?: AnswerNote;
  /** The answer cache's value for the operation's answer, once it holds one (read/answer-cache.ts). */
  cachedAnswer?: CachedAnswer;
}
