/**
 * The GraphQL edge's one mapping of the domain error (lib/app-error.ts) to a GraphQLError: the
 * code, the fields and Retry-After as extensions, the HTTP status for Apollo. Applied where a
 * domain error can reach Apollo: every field resolver (mapDomainErrors, once at schema build),
 * the context builder (graphqlContext) and the operation guard.
 */
import { HeaderMap } from '@apollo/server';
import { type GraphQLFieldResolver, GraphQLError, type GraphQLSchema, isInterfaceType, isObjectType } from 'graphql';
import { AppError } from '../lib/app-error';

export function toGraphQLError(error: AppError): GraphQLError {
  const headers = error.retryAfter ? new HeaderMap([['retry-after', String(error.retryAfter)]]) : undefined;
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: {
      code: error.code,
      ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}),
      http: { status: error.status, ...(headers ? { headers } : {}) },
      ...(error.fields ? { fields: error.fields } : {}),
    },
  });
}

/** A domain error as a GraphQLError; anything else unchanged (formatError hides it). */
export function graphqlErrorOf(error: unknown): unknown {
  return error instanceof AppError ? toGraphQLError(error) : error;
}

function rethrow(error: unknown): never {
  throw graphqlErrorOf(error);
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

function mapped<S, C>(resolve: GraphQLFieldResolver<S, C>): GraphQLFieldResolver<S, C> {
  return (source, args, context, info) => {
    try {
      const result: unknown = resolve(source, args, context, info);
      // Synchronous fields stay synchronous: most fields of a search page are plain reads.
      return isThenable(result) ? Promise.resolve(result).catch(rethrow) : result;
    } catch (error) {
      return rethrow(error);
    }
  };
}

/** Wraps every field resolver of the schema so a service's domain error reaches Apollo mapped. */
export function mapDomainErrors(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.resolve) field.resolve = mapped(field.resolve);
    }
  }
  return schema;
}
