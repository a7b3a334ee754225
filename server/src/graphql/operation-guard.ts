/**
 * Runs before any resolver, for GraphQL and the REST façade alike (REST executes through the same
 * Apollo server), and admits the operation (admission.ts): the session check every route shares
 * (context.assertSession; mutations and @Sensitive queries also re-read the caller's profile and
 * role when the context reused a recent read of them), every root field's @Access rule and its
 * @RateLimit.
 * Afterwards it reports database outages to the monitor, logs unexpected errors with the request
 * id, and gives whole-request failures their HTTP status (503 with Retry-After).
 */
import type { ApolloServerPlugin, GraphQLRequestContextDidResolveOperation } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { isDatabaseBusy, isDatabaseUnavailable } from '../db/errors';
import { appError, RETRY_AFTER_SECONDS } from '../lib/app-error';
import { rootFieldNames } from './access';
import { admitOperation, isPersonal, rulesOf } from './admission';
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
 * Checks one operation before execution (admission.ts). `request.personal` is set as soon as it
 * is known, so a refused mutation's answer is kept out of caches too.
 */
async function checkOperation(
  options: OperationGuardOptions,
  { operation, document, schema, contextValue }: GraphQLRequestContextDidResolveOperation<Context>,
  request: { personal: boolean },
): Promise<void> {
  if (!operation) throw appError('BAD_USER_INPUT');
  const type = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!type || operation.operation === 'subscription') throw appError('FORBIDDEN');
  const toAdmit = { kind: operation.operation, fields: rulesOf(type, rootFieldNames(document, operation)) };
  request.personal = isPersonal(toAdmit);
  const context = contextValue;
  await admitOperation(toAdmit, {
    role: context.role,
    byKey: context.apiKeyId !== undefined,
    secondFactorPending: context.secondFactor?.required === true && !context.secondFactor.verifiedAt,
    assertSession: context.assertSession && ((options) => context.assertSession!(options)),
    refreshRole: async () => {
      const standing = await context.refreshStanding?.();
      if (standing) Object.assign(context, standing);
      return context.role;
    },
    introspection: () => options.introspection(context),
    rateLimit: (name) => context.rateLimit(name),
  });
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
