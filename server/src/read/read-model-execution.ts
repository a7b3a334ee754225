/**
 * Executes an operation made only of @FromReadModel root fields (the search pages, the home page's
 * lists and counts) without graphql-js's per-field machinery. A search page is about 800 fields;
 * graphql-js builds an info object, a path and an argument object for each of them and completes
 * each through several calls, which profiles put at about a fifth of an executed search's CPU and
 * 40 % of what it allocates (profiled on the bench's workload). Below the root, every field of these answers is
 * a plain property of the object a service returned, so the operation compiles once (per parsed
 * document, which Apollo keeps) into a plan of response keys, property names and leaf
 * serializers, and each answer is a walk of that plan.
 *
 * The plan covers exactly what it can answer the way graphql-js would: fields without their own
 * resolver or arguments, object, list, non-null, scalar and enum types, fragments on the type
 * itself, no directives. Anything else compiles to null, and an answer the plan cannot give (a
 * variable or argument graphql would refuse, a resolver that throws, a null where the schema
 * promises a value, a value a scalar does not serialize) falls back to Apollo's own execution,
 * which answers it as it always did: root resolvers here are reads, so running one again only
 * costs time. read-model-execution.test.ts holds every client document to graphql-js's answers.
 */
import { type ApolloServerPlugin, type GraphQLResponse, HeaderMap } from '@apollo/server';
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  getArgumentValues,
  getVariableValues,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
} from 'graphql';
import { extensionsOf } from '../graphql/access';
import type { Context } from '../graphql/context';

/** How one value is completed: a leaf's serializer, a list, a non-null check or an object's fields. */
type Completion =
  | { kind: 'leaf'; serialize: (value: unknown) => unknown }
  | { kind: 'list'; of: Completion }
  | { kind: 'nonNull'; of: Completion }
  | { kind: 'object'; typename: string; fields: PlanField[] };

interface PlanField {
  key: string;
  /** The property read from the parent; null for __typename. */
  property: string | null;
  completion: Completion | null;
}

interface RootField {
  key: string;
  field: GraphQLField<unknown, unknown> | null;
  nodes: FieldNode[];
  completion: Completion | null;
}

interface Plan {
  queryType: GraphQLObjectType;
  roots: RootField[];
  fragments: Record<string, FragmentDefinitionNode>;
}

/** Thrown inside a walk when graphql-js would answer differently: the request falls back. */
const FALLBACK = Symbol('fallback');

/** The fields of a selection set on `type` by response key, merged as graphql-js merges them; null: not plannable. */
function collectFields(
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  into = new Map<string, FieldNode[]>(),
): Map<string, FieldNode[]> | null {
  for (const selection of selectionSet.selections) {
    if (selection.directives?.length) return null;
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const nodes = into.get(key);
      if (nodes) nodes.push(selection);
      else into.set(key, [selection]);
      continue;
    }
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments[selection.name.value];
    if (!fragment) return null;
    if (fragment.typeCondition && fragment.typeCondition.name.value !== type.name) return null;
    if (!collectFields(type, fragment.selectionSet, fragments, into)) return null;
  }
  return into;
}

function completionOf(
  type: GraphQLOutputType,
  nodes: FieldNode[],
  fragments: Record<string, FragmentDefinitionNode>,
): Completion | null {
  if (isNonNullType(type)) {
    const of = completionOf(type.ofType, nodes, fragments);
    return of && { kind: 'nonNull', of };
  }
  if (isListType(type)) {
    const of = completionOf(type.ofType, nodes, fragments);
    return of && { kind: 'list', of };
  }
  if (isScalarType(type) || isEnumType(type)) return { kind: 'leaf', serialize: (value) => type.serialize(value) };
  if (!isObjectType(type) || type.isTypeOf) return null;
  const merged = new Map<string, FieldNode[]>();
  for (const node of nodes) {
    if (!node.selectionSet || !collectFields(type, node.selectionSet, fragments, merged)) return null;
  }
  const fields: PlanField[] = [];
  for (const [key, fieldNodes] of merged) {
    const name = fieldNodes[0]!.name.value;
    if (name === '__typename') {
      fields.push({ key, property: null, completion: null });
      continue;
    }
    const field = type.getFields()[name];
    if (!field || field.resolve || field.args.length > 0) return null;
    const completion = completionOf(field.type, fieldNodes, fragments);
    if (!completion) return null;
    fields.push({ key, property: name, completion });
  }
  return { kind: 'object', typename: type.name, fields };
}

/** The operation's plan, or null when it is not a read-model query the plan can answer. */
export function compileReadModelPlan(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): Plan | null {
  const queryType = schema.getQueryType();
  if (operation.operation !== 'query' || !queryType) return null;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  const selected = collectFields(queryType, operation.selectionSet, fragments);
  if (!selected || selected.size === 0) return null;
  const roots: RootField[] = [];
  for (const [key, nodes] of selected) {
    const name = nodes[0]!.name.value;
    if (name === '__typename') {
      roots.push({ key, field: null, nodes, completion: null });
      continue;
    }
    const field = queryType.getFields()[name];
    if (!field?.resolve || extensionsOf(queryType, name).readModel !== true) return null;
    // Two nodes of one key must ask the same arguments; graphql's validation already ensured it.
    const completion = completionOf(field.type, nodes, fragments);
    if (!completion) return null;
    roots.push({ key, field, nodes, completion });
  }
  return { queryType, roots, fragments };
}

function complete(completion: Completion, value: unknown): unknown {
  switch (completion.kind) {
    case 'nonNull':
      if (value === null || value === undefined) throw FALLBACK;
      return complete(completion.of, value);
    case 'list': {
      if (value === null || value === undefined) return null;
      if (!Array.isArray(value)) throw FALLBACK;
      const out = new Array<unknown>(value.length);
      for (let i = 0; i < value.length; i++) out[i] = complete(completion.of, value[i]);
      return out;
    }
    case 'leaf': {
      if (value === null || value === undefined) return null;
      const serialized = completion.serialize(value);
      if (serialized === undefined) throw FALLBACK;
      return serialized;
    }
    case 'object': {
      if (value === null || value === undefined) return null;
      if (typeof value !== 'object') throw FALLBACK;
      const source = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const field of completion.fields) {
        if (field.property === null) {
          out[field.key] = completion.typename;
          continue;
        }
        const property = source[field.property];
        // graphql-js's default resolver would call a method; these answers hold none.
        if (typeof property === 'function') throw FALLBACK;
        out[field.key] = complete(field.completion!, property);
      }
      return out;
    }
  }
}

/** The operation's data as graphql-js would give it, or null to let graphql-js answer. */
export async function executeReadModelPlan(
  plan: Plan,
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
  context: Context,
): Promise<Record<string, unknown> | null> {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors) return null;
  try {
    const values = await Promise.all(
      plan.roots.map((root) => {
        if (!root.field) return plan.queryType.name;
        const args = getArgumentValues(root.field, root.nodes[0]!, coerced.coerced);
        const info: GraphQLResolveInfo = {
          fieldName: root.field.name,
          fieldNodes: root.nodes,
          returnType: root.field.type,
          parentType: plan.queryType,
          path: { prev: undefined, key: root.key, typename: plan.queryType.name },
          schema,
          fragments: plan.fragments,
          rootValue: undefined,
          operation,
          variableValues: coerced.coerced,
        };
        return root.field.resolve!(undefined, args, context, info);
      }),
    );
    const data: Record<string, unknown> = {};
    plan.roots.forEach((root, index) => {
      data[root.key] = root.completion ? complete(root.completion, values[index]) : values[index];
    });
    return data;
  } catch {
    return null;
  }
}

/**
 * The Apollo plugin. It goes after the result cache (plugins answer in order, the first answer
 * wins), so a cached answer is still a lookup and an executed one is still kept; the operation
 * guard has run before either (didResolveOperation).
 */
export function readModelExecution(
  options: {
    /** Each compiled read-model query: answered by its plan, or left to graphql-js (metrics). */
    onExecuted?: (path: 'plan' | 'graphql') => void;
  } = {},
): ApolloServerPlugin<Context> {
  const plans = new WeakMap<OperationDefinitionNode, Plan | null>();
  return {
    async requestDidStart() {
      return {
        async responseForOperation({ operation, document, schema, request, contextValue }) {
          let plan = plans.get(operation);
          if (plan === undefined) plans.set(operation, (plan = compileReadModelPlan(schema, document, operation)));
          if (!plan) return null;
          const data = await executeReadModelPlan(plan, schema, operation, request.variables, contextValue);
          options.onExecuted?.(data ? 'plan' : 'graphql');
          if (!data) return null;
          const response: GraphQLResponse = {
            http: { status: undefined, headers: new HeaderMap() },
            body: { kind: 'single', singleResult: { data } },
          };
          return response;
        },
      };
    },
  };
}
