/** Builds the request context from the Authorization header (Bearer Firebase ID token). */
import type { Role } from '@portal/shared';
import type { Request } from 'express';
import { apiKeyOf, hashApiKey } from '../auth/api-key-token';
import { bearerToken } from '../auth/bearer';
import type { Identity } from '../auth/identity';
import { answerNoteOf } from '../read/answer-note';
import { deriveRole, sameAddress } from '../auth/roles';
import { withheldRole } from '../auth/second-factor-standing';
import { isDatabaseBusy, isDatabaseUnavailable } from '../db/errors';
import { AppError, appError } from '../lib/app-error';
import type { SessionCheck } from '../auth/session';
import type { DeviceSessions } from '../modules/session/session.service';
import type { RateLimiter } from '../rate-limit/limiter';
import type { Services } from '../services';
import type { Viewer } from '../auth/caller';
import type { UserProfile } from '../modules/profile/profile.entity';
import type { Context } from './context';
import { graphqlErrorOf } from './domain-errors';

/**
 * `fresh`: read the caller's profile now. Otherwise a profile read within `profileMaxAgeMs` may
 * be reused, and the operation guard re-reads it for sensitive operations (refreshStanding).
 * `sensitive`: also ask the Auth backend now whether the token was revoked or its account
 * disabled or deleted (implies `fresh`). Routes outside GraphQL (uploads, files, downloads) ask
 * for this; GraphQL operations reach the same check through `context.assertSession`.
 */
export const API_KEY_READ_ONLY =
  'APIキーでは情報の取得（読み取り）だけができます。変更はポータルにログインして行ってください。';

export type ContextBuilder = (request: Request, options?: { fresh?: boolean; sensitive?: boolean }) => Promise<Context>;

/**
 * The builder as Apollo's context function: a refusal (a bad token, the database away) reaches
 * Apollo as a GraphQLError with its status; the REST routes call the builder itself.
 */
export function graphqlContext(buildContext: ContextBuilder) {
  return async ({ req }: { req: Request }): Promise<Context> => {
    try {
      return await buildContext(req);
    } catch (error) {
      throw graphqlErrorOf(error);
    }
  };
}

/**
 * The verified address is no longer the profile's: the context builder makes the profile follow it.
 * A withdrawn profile follows nothing: its address was erased on purpose, and the token still
 * naming the old one (an open tab, until it expires) must not write it back.
 */
function addressMoved(viewer: Viewer, profile: UserProfile | null): boolean {
  return Boolean(
    profile &&
    !profile.withdrawnAt &&
    viewer.emailVerified &&
    viewer.email &&
    !sameAddress(profile.email, viewer.email),
  );
}

/**
 * A verified caller's role and profile as the context builder reads them (the same profile read,
 * reused as long), for the HTTP answer replay; null when their address moved, which only the
 * builder's path follows.
 */
export function createStandingReader(deps: {
  services: Services;
  trialDomains: readonly string[];
  profileMaxAgeMs?: number;
}): (viewer: Viewer) => Promise<{ role: Role; profile: UserProfile | null } | null> {
  return async (viewer) => {
    const profile = await deps.services.profiles.findRecent(viewer.uid, deps.profileMaxAgeMs ?? 0);
    if (addressMoved(viewer, profile)) return null;
    const secondFactor = await deps.services.secondFactor.standingOf(viewer, profile);
    const role = withheldRole(deriveRole(viewer, profile, { trialDomains: deps.trialDomains }), secondFactor);
    return { role, profile };
  };
}

export function createContextBuilder(deps: {
  identity: Identity;
  /** The one revocation and disabled-account check every route shares. */
  session: SessionCheck;
  /** Records the signed-in device a token comes from (a member's 「ログイン中の端末」). */
  devices?: DeviceSessions;
  services: Services;
  trialDomains: readonly string[];
  rateLimiter: RateLimiter;
  /** AUTH_STATUS_CACHE_SECONDS in ms: how long a caller's profile may be reused (0: never). */
  profileMaxAgeMs?: number;
  onDatabaseError?: (error: unknown) => void;
}): ContextBuilder {
  const readProfile = async (viewer: Viewer, idToken: string, maxAgeMs: number) => {
    const profiles = deps.services.profiles;
    try {
      const profile = await profiles.findRecent(viewer.uid, maxAgeMs);
      // The verified address moved on (changed outside the portal, or the client never said so):
      // the profile, and the municipal rights bound to its address, follow it now. That is a
      // write on the token's word, so the token must first pass the revocation check that a
      // write needs (a deleted or disabled account's token is refused before anything is stored).
      if (!addressMoved(viewer, profile)) return profile;
      await deps.session.assertActive(idToken, { sensitive: true });
      const followed = await profiles.followAddress(viewer);
      profiles.forgetRecent();
      return followed;
    } catch (error) {
      if (isDatabaseUnavailable(error) || isDatabaseBusy(error)) {
        deps.onDatabaseError?.(error);
        throw appError('SERVICE_UNAVAILABLE');
      }
      throw error;
    }
  };
  const readSecondFactor = async (viewer: Viewer, profile: UserProfile | null) => {
    try {
      return await deps.services.secondFactor.standingOf(viewer, profile);
    } catch (error) {
      if (isDatabaseUnavailable(error) || isDatabaseBusy(error)) {
        deps.onDatabaseError?.(error);
        throw appError('SERVICE_UNAVAILABLE');
      }
      throw error;
    }
  };
  /**
   * An API key's caller: counted against its key's limit first, then looked up with its owner's
   * account and profile as they are now, so the key acts with the owner's current role. Operator
   * claims are not carried (a key never acts as an operator), and the second factor was confirmed
   * when the key was made. Keys read: any GraphQL query the role allows, GET on /api.
   */
  const buildForKey = async (request: Request, secret: string, anonymous: Context): Promise<Context> => {
    const path = (request.originalUrl || request.url).split('?')[0] ?? '';
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (!(path === '/graphql' || (reads && path.startsWith('/api/')))) {
      throw appError('FORBIDDEN', API_KEY_READ_ONLY);
    }
    await deps.rateLimiter.consume('apiKey', { uid: `api-key:${hashApiKey(secret).slice(0, 24)}`, ip: anonymous.ip });
    let holder;
    try {
      holder = await deps.services.apiKeys.authenticate(secret);
    } catch (error) {
      if (isDatabaseUnavailable(error) || isDatabaseBusy(error)) {
        deps.onDatabaseError?.(error);
        throw appError('SERVICE_UNAVAILABLE');
      }
      throw error;
    }
    const { account, profile, key } = holder;
    const viewer: Viewer = { uid: account.uid, email: account.email, emailVerified: account.emailVerified, claims: {} };
    return {
      ...anonymous,
      viewer,
      profile,
      role: deriveRole(viewer, profile, { trialDomains: deps.trialDomains }),
      apiKeyId: key.id,
      rateLimit: (name) => deps.rateLimiter.consume(name, { uid: account.uid, ip: anonymous.ip }),
    };
  };
  const build = async (request: Request, fresh: boolean, sensitive: boolean): Promise<Context> => {
    const requestId = String(request.id);
    const ip = request.ip ?? request.socket.remoteAddress ?? '';
    const anonymous = {
      requestId,
      ip,
      idToken: null,
      services: deps.services,
      log: request.log,
      viewer: null,
      profile: null,
      role: 'anonymous' as const,
      answer: answerNoteOf(request),
    };
    const apiKey = apiKeyOf(request);
    if (apiKey !== null) {
      return buildForKey(request, apiKey, { ...anonymous, rateLimit: () => Promise.resolve() });
    }
    const header = request.headers.authorization;
    if (!header) {
      return { ...anonymous, rateLimit: (name) => deps.rateLimiter.consume(name, { uid: null, ip }) };
    }
    const idToken = bearerToken(header);
    if (!idToken) throw appError('UNAUTHENTICATED', '認証情報の形式が正しくありません。再度ログインしてください。');
    const viewer = await deps.identity.verify(idToken);
    await deps.devices?.seen(viewer, { userAgent: String(request.headers['user-agent'] ?? ''), ip });
    const assertSession = (options: { sensitive: boolean }) => deps.session.assertActive(idToken, options);
    if (sensitive) await assertSession({ sensitive: true });
    const maxAgeMs = fresh ? 0 : (deps.profileMaxAgeMs ?? 0);
    const profile = await readProfile(viewer, idToken, maxAgeMs);
    // A role that needs the second factor is held back until this session passed it (every route).
    const secondFactor = await readSecondFactor(viewer, profile);
    const context: Context = {
      ...anonymous,
      idToken,
      viewer,
      profile,
      secondFactor,
      role: withheldRole(deriveRole(viewer, profile, { trialDomains: deps.trialDomains }), secondFactor),
      rateLimit: (name) => deps.rateLimiter.consume(name, { uid: viewer.uid, ip }),
      assertSession,
      refreshStanding: async () => {
        if (maxAgeMs <= 0) return null;
        const current = await readProfile(viewer, idToken, 0);
        return {
          profile: current,
          role: withheldRole(deriveRole(viewer, current, { trialDomains: deps.trialDomains }), secondFactor),
        };
      },
    };
    return context;
  };
  return async (request, options = {}) => {
    try {
      const sensitive = options.sensitive ?? false;
      return await build(request, sensitive || (options.fresh ?? false), sensitive);
    } catch (error) {
      if (error instanceof AppError) {
        // The file routes answer a refusal in their own envelope; a limit's wait reaches the client on every route.
        if (error.retryAfter && request.res && !request.res.headersSent) {
          request.res.setHeader('Retry-After', String(error.retryAfter));
        }
        throw error;
      }
      request.log.error({ err: error }, 'building the request context failed');
      throw appError('INTERNAL_SERVER_ERROR');
    }
  };
}
