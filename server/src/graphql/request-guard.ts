/**
 * Runs before any resolver, for GraphQL and the REST façade alike (REST executes through the same
 * Apollo server):
 *   1. a signed-in caller's token is checked for revocation and a disabled account
 *      (context.assertSession, the check every route shares; always for mutations and @Sensitive queries, which also re-read the
 *      caller's profile and role when the context reused a recent read of them),
 *   2. every root field's @Access rule is applied (a field without one is refused),
 *   3. every root field's @RateLimit is counted.
 * Afterwards it reports database outages to the monitor, logs unexpected errors with the request
 * id, and gives whole-request failures their HTTP status (503 with Retry-After).
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { isDatabaseBusy, isDatabaseUnavailable } from '../http/availability';
import { appError } from '../lib/app-error';
import { isRateLimitName } from '../rate-limit/limits';
import { extensionsOf, isAllowed, rootFieldNames } from './access';
import type { Context } from './context';
import { isExpectedError } from './errors';

export interface RequestGuardOptions {
  /** Whether introspection (__schema, __type) is allowed for this caller. */
  introspection: (context: Context) => boolean;
  /** Told about errors that mean the database is unreachable. */
  onDatabaseError: (error: unknown) => void;
}

export function requestGuard(options: RequestGuardOptions): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      // Personal data (@Sensitive queries, mutations' answers) is kept out of every HTTP cache,
      // the browser's on a shared office PC included.
      let personal = false;
      return {
        async didResolveOperation({ operation, document, schema, contextValue }) {
          if (!operation) throw appError('BAD_USER_INPUT');
          const type = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
          if (!type || operation.operation === 'subscription') throw appError('FORBIDDEN');
          const fields = rootFieldNames(document, operation);
          personal = operation.operation === 'mutation' || fields.some((name) => extensionsOf(type, name).sensitive);

          if (contextValue.assertSession) {
            await contextValue.assertSession({ sensitive: personal });
            const standing = personal ? await contextValue.refreshStanding?.() : null;
            if (standing) Object.assign(contextValue, standing);
          }

          const limits: string[] = [];
          for (const name of fields) {
            if (name === '__typename') continue;
            if (name === '__schema' || name === '__type') {
              if (!options.introspection(contextValue)) throw appError('FORBIDDEN');
              continue;
            }
            const { access, rateLimit } = extensionsOf(type, name);
            if (!access) throw appError('FORBIDDEN');
            if (!isAllowed(access, contextValue.role)) {
              throw appError(contextValue.role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
            }
            if (rateLimit) limits.push(rateLimit);
          }
          for (const name of limits) {
            if (!isRateLimitName(name)) throw new Error(`unknown rate limit "${name}"`);
            await contextValue.rateLimit(name);
          }
        },

        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            const original = unwrapResolverError(error);
            if (isDatabaseUnavailable(original) || isDatabaseBusy(original)) {
              options.onDatabaseError(original);
              contextValue.log.warn({ err: original }, 'database unavailable');
            } else if (!isExpectedError(error)) {
              contextValue.log.error({ err: original, path: error.path }, 'unexpected GraphQL error');
            }
          }
        },

        async willSendResponse({ response, operation, contextValue }) {
          // A write may change someone's standing (a profile, a company's approval).
          if (operation?.operation === 'mutation') contextValue.services.profiles.forgetRecent();
          if (personal) response.http.headers.set('cache-control', 'private, no-store');
          if (response.body.kind !== 'single') return;
          const codes = (response.body.singleResult.errors ?? []).map((e) => e.extensions?.code);
          if (codes.includes('SERVICE_UNAVAILABLE')) {
            response.http.status = 503;
            response.http.headers.set('retry-after', '5');
          } else if (codes.includes('RATE_LIMITED')) {
            response.http.status = 429;
          }
        },
      };
    },
  };
}
