/**
 * Runs before any resolver, for GraphQL and the REST façade alike (REST executes through the same
 * Apollo server):
 *   1. a signed-in caller's token is checked for revocation and a disabled account
 *      (context.assertSession, the check every route shares; always for mutations and @Sensitive
 *      queries, which also re-read the caller's profile and role when the context reused a recent
 *      read of them),
 *   2. every root field's @Access rule is applied (a field without one is refused),
 *   3. every root field's @RateLimit is counted.
 * Afterwards it reports database outages to the monitor, logs unexpected errors with the request
 * id, and gives whole-request failures their HTTP status (503 with Retry-After).
 */
import type { ApolloServerPlugin, GraphQLRequestContextDidResolveOperation } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { isDatabaseBusy, isDatabaseUnavailable } from '../db/errors';
import { appError, RETRY_AFTER_SECONDS } from '../lib/app-error';
import { isRateLimitName } from '../rate-limit/limits';
import { extensionsOf, isAllowed, rootFieldNames } from './access';
import { API_KEY_READ_ONLY } from './build-context';
import type { Context } from './context';
import { graphqlErrorOf } from './domain-errors';
import { isExpectedError } from './errors';

export interface OperationGuardOptions {
  /** Whether introspection (__schema, __type) is allowed for this caller. */
  introspection: (context: Context) => boolean;
  /** Told about errors that mean the database is unreachable. */
  onDatabaseError: (error: unknown) => void;
}

/**
 * Checks one operation before execution. `request.personal` is set as soon as it is known, so a
 * refused mutation's answer is kept out of caches too.
 */
async function checkOperation(
  options: OperationGuardOptions,
  { operation, document, schema, contextValue }: GraphQLRequestContextDidResolveOperation<Context>,
  request: { personal: boolean },
): Promise<void> {
  if (!operation) throw appError('BAD_USER_INPUT');
  const type = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!type || operation.operation === 'subscription') throw appError('FORBIDDEN');
  const fields = rootFieldNames(document, operation);
  request.personal = operation.operation === 'mutation' || fields.some((name) => extensionsOf(type, name).sensitive);
  const personal = request.personal;

  if (contextValue.assertSession) {
    await contextValue.assertSession({ sensitive: personal });
    const standing = personal ? await contextValue.refreshStanding?.() : null;
    if (standing) Object.assign(contextValue, standing);
  }

  // An API key reads: no writes, account changes or the account's own credentials.
  const byKey = contextValue.apiKeyId !== undefined;
  if (byKey && operation.operation === 'mutation') throw appError('FORBIDDEN', API_KEY_READ_ONLY);

  const limits: string[] = [];
  for (const name of fields) {
    if (name === '__typename') continue;
    if (name === '__schema' || name === '__type') {
      if (!options.introspection(contextValue)) throw appError('FORBIDDEN');
      continue;
    }
    const { access, rateLimit, sessionOnly } = extensionsOf(type, name);
    if (!access) throw appError('FORBIDDEN');
    if (byKey && sessionOnly)
      throw appError('FORBIDDEN', 'この情報はAPIキーでは取得できません。ポータルにログインしてご覧ください。');
    if (!isAllowed(access, contextValue.role)) {
      // A role held back for the second factor says so, and the client asks for the code.
      const pending = contextValue.secondFactor?.required === true && !contextValue.secondFactor.verifiedAt;
      if (pending) throw appError('SECOND_FACTOR_REQUIRED');
      throw appError(contextValue.role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
    if (rateLimit) limits.push(rateLimit);
  }
  for (const name of limits) {
    if (!isRateLimitName(name)) throw new Error(`unknown rate limit "${name}"`);
    await contextValue.rateLimit(name);
  }
}

export function operationGuard(options: OperationGuardOptions): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      // Personal data (@Sensitive queries, mutations' answers) is kept out of every HTTP cache,
      // the browser's on a shared office PC included.
      const request = { personal: false };
      return {
        async didResolveOperation(requestContext) {
          try {
            await checkOperation(options, requestContext, request);
          } catch (error) {
            // Auth, the session check and the rate limiter throw domain errors: map them here.
            throw graphqlErrorOf(error);
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
          if (request.personal) response.http.headers.set('cache-control', 'private, no-store');
          if (response.body.kind !== 'single') return;
          const codes = (response.body.singleResult.errors ?? []).map((e) => e.extensions?.code);
          if (codes.includes('SERVICE_UNAVAILABLE')) {
            response.http.status = 503;
            response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
          } else if (codes.includes('RATE_LIMITED')) {
            response.http.status = 429;
          }
        },
      };
    },
  };
}
