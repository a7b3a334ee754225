/**
 * Secure by default: every Query and Mutation field declares who may call it with @Access.
 * The operation guard (operation-guard.ts) checks the rule before execution; a root field without a
 * rule is refused, and assertEveryOperationHasAccess() stops the server at start if one was
 * forgotten.
 */
import type { Role } from '@portal/shared';
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { Extensions } from 'type-graphql';

/** 'public': anyone; 'signedIn': any verified caller; otherwise the listed roles. */
export type AccessRule = 'public' | 'signedIn' | Role;

export const Access = (...rules: AccessRule[]) => Extensions({ access: rules });

/**
 * Marks a Query field as sensitive (personal data): its caller's token is checked for revocation
 * and a disabled account with the Auth backend on every call. Every Mutation is sensitive anyway.
 */
export const Sensitive = () => Extensions({ sensitive: true });

/**
 * Marks a Query field an API key may not call even though it only reads: the account's own
 * credentials and sign-ins (its keys, devices). Mutations are refused to keys anyway.
 */
export const SessionOnly = () => Extensions({ sessionOnly: true });

/**
 * Marks a Query field whose answer depends only on its arguments and the search read model, so
 * the result cache (read/answer-cache.ts) may answer a repeat of it from memory.
 */
export const FromReadModel = () => Extensions({ readModel: true });

export function isAllowed(rules: readonly AccessRule[], role: Role): boolean {
  if (rules.includes('public')) return true;
  if (role === 'anonymous') return false;
  return rules.includes('signedIn') || rules.includes(role);
}

function rootTypes(schema: GraphQLSchema): GraphQLObjectType[] {
  return [schema.getQueryType(), schema.getMutationType()].filter((t): t is GraphQLObjectType => Boolean(t));
}

interface RootFieldExtensions {
  access?: AccessRule[];
  sensitive?: boolean;
  /** @SessionOnly(): refused to API keys. */
  sessionOnly?: boolean;
  rateLimit?: string;
  /** @FromReadModel() (read/answer-cache.ts). */
  readModel?: boolean;
}

export function extensionsOf(type: GraphQLObjectType, fieldName: string): RootFieldExtensions {
  return (type.getFields()[fieldName]?.extensions ?? {}) as RootFieldExtensions;
}

export function accessOf(type: GraphQLObjectType, fieldName: string): readonly AccessRule[] | undefined {
  return extensionsOf(type, fieldName).access;
}

export function assertEveryOperationHasAccess(schema: GraphQLSchema): void {
  for (const type of rootTypes(schema)) {
    for (const name of Object.keys(type.getFields())) {
      if (!accessOf(type, name)) throw new Error(`${type.name}.${name} has no @Access rule`);
    }
  }
}

function collectRootFields(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  out: FieldNode[] = [],
): FieldNode[] {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) out.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) collectRootFields(selection.selectionSet, fragments, out);
    else {
      const fragment = fragments[selection.name.value];
      if (fragment) collectRootFields(fragment.selectionSet, fragments, out);
    }
  }
  return out;
}

/** The names of an operation's root fields, through its fragments. */
export function rootFieldNames(document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  return collectRootFields(operation.selectionSet, fragments).map((field) => field.name.value);
}
