/**
 * Whether a caller may run an operation: the one authorisation function of the API. The operation
 * guard (operation-guard.ts) calls it before every execution and the answer replay
 * (read/answer-replay.ts) before every replay, with the root fields' rules read from the schema at
 * that moment, so a rule holds for an answer executed and an answer replayed alike:
 *   1. a signed-in caller's session is checked (revocation, a disabled account; asking the Auth
 *      backend now for a personal operation, whose caller's standing is then read again),
 *   2. an API key only reads, and not the fields kept to a session (@SessionOnly),
 *   3. every root field's @Access rule is applied (a field without one is refused),
 *   4. every root field's @RateLimit is counted.
 * A refusal is thrown as the domain error the normal path answers with.
 */
import type { Role } from '@portal/shared';
import type { GraphQLObjectType } from 'graphql';
import { appError } from '../lib/app-error';
import { isRateLimitName, type RateLimitName } from '../rate-limit/limits';
import { type AccessRule, extensionsOf, isAllowed } from './access';
import { API_KEY_READ_ONLY } from './build-context';

const SESSION_ONLY = 'この情報はAPIキーでは取得できません。ポータルにログインしてご覧ください。';

/** One root field's rules as declared on the schema (access.ts). */
export interface RootFieldRules {
  name: string;
  access?: readonly AccessRule[];
  rateLimit?: string;
  sensitive?: boolean;
  sessionOnly?: boolean;
}

export interface OperationToAdmit {
  kind: 'query' | 'mutation';
  fields: readonly RootFieldRules[];
}

/** The caller as the authorisation sees them. */
export interface Admittee {
  role: Role;
  /** Calls with an API key. */
  byKey: boolean;
  /** Their role is held back until this session passes the second factor. */
  secondFactorPending: boolean;
  /** A signed-in caller's session check; `sensitive`: ask the Auth backend now. */
  assertSession?: (options: { sensitive: boolean }) => Promise<void>;
  /** A personal operation's caller's role read again now, when the one held may be a recent read. */
  refreshRole?: () => Promise<Role>;
  /** Whether introspection (__schema, __type) is allowed. */
  introspection: () => boolean;
  rateLimit: (name: RateLimitName) => Promise<void>;
}

/** The rules of `names` on `type` as the schema holds them now. */
export function rulesOf(type: GraphQLObjectType, names: readonly string[]): RootFieldRules[] {
  return names.map((name) => ({ name, ...extensionsOf(type, name) }));
}

/** A mutation, or a query of a @Sensitive field: personal data, kept out of every cache. */
export function isPersonal({ kind, fields }: OperationToAdmit): boolean {
  return kind === 'mutation' || fields.some((field) => field.sensitive === true);
}

/** Throws the refusal, or counts the rate limits and returns. */
export async function admitOperation(operation: OperationToAdmit, caller: Admittee): Promise<void> {
  let role = caller.role;
  if (caller.assertSession) {
    const personal = isPersonal(operation);
    await caller.assertSession({ sensitive: personal });
    if (personal && caller.refreshRole) role = await caller.refreshRole();
  }
  if (caller.byKey && operation.kind === 'mutation') throw appError('FORBIDDEN', API_KEY_READ_ONLY);

  const limits: string[] = [];
  for (const field of operation.fields) {
    if (field.name === '__typename') continue;
    if (field.name === '__schema' || field.name === '__type') {
      if (!caller.introspection()) throw appError('FORBIDDEN');
      continue;
    }
    if (!field.access) throw appError('FORBIDDEN');
    if (caller.byKey && field.sessionOnly) throw appError('FORBIDDEN', SESSION_ONLY);
    if (!isAllowed(field.access, role)) {
      // A role held back for the second factor says so, and the client asks for the code.
      if (caller.secondFactorPending) throw appError('SECOND_FACTOR_REQUIRED');
      throw appError(role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
    if (field.rateLimit) limits.push(field.rateLimit);
  }
  for (const name of limits) {
    if (!isRateLimitName(name)) throw new Error(`unknown rate limit "${name}"`);
    await caller.rateLimit(name);
  }
}
