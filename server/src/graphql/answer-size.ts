/**
 * The size of the answer a document asks for, counted before it runs: every field counts once
 * per item of each list around it. A paged list (a field with a `limit` argument) counts the items
 * it may return: a literal limit, the default when it is left out, the most allowed when it comes
 * from a variable (variables are not known while validating). Other lists count one item, as the
 * cost rule does. A field whose work is not its answer (a keyword search walks the index) adds
 * its @AnswerWeight. graphql-armor's cost rule weighs the shape of a document, not its lists; this
 * weighs what the answer holds, which is what a fetch-all amplification costs.
 */
import {
  type FieldNode,
  type GraphQLField,
  type GraphQLNamedType,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { Extensions } from 'type-graphql';
import { LIST_PAGE_MAX } from '../modules/search/search.types';

/** Marks a field as costing `values` answer values beyond its own answer. */
export const AnswerWeight = (values: number) => Extensions({ answerWeight: values });

/**
 * An uncached search at 100 000 records per section takes ~15 ms on the event loop: the three
 * that fit in one request (with their pages) stay well under 100 ms (bench/lib/attack.mjs).
 */
export const SEARCH_WEIGHT = 2000;

/** Object and interface types have output fields; the rest (scalars, unions…) select none directly. */
type Composite = Pick<GraphQLNamedType, 'name'> & { getFields?: () => Record<string, unknown> };

/** `[Item!]!` → list; the named type is the type's name without brackets and `!`. */
function isList(field: GraphQLField<unknown, unknown>): boolean {
  return String(field.type).startsWith('[');
}

function namedType(context: ValidationContext, name: string): Composite | undefined {
  return (context.getSchema().getType(name.replace(/[[\]!]/g, '')) as Composite | null | undefined) ?? undefined;
}

function itemsOf(field: GraphQLField<unknown, unknown>, node: FieldNode): number {
  if (!isList(field)) return 1;
  const limit = field.args.find((arg) => arg.name === 'limit');
  if (!limit) return 1;
  const given = node.arguments?.find((arg) => arg.name.value === 'limit')?.value;
  if (!given) return typeof limit.defaultValue === 'number' ? limit.defaultValue : LIST_PAGE_MAX;
  return given.kind === Kind.INT ? Math.max(1, Number(given.value)) : LIST_PAGE_MAX;
}

/** Values of the answer under `selections` of `type`, each counted `times`. */
function sizeOf(
  context: ValidationContext,
  type: Composite,
  selections: SelectionSetNode,
  times: number,
  seen: Set<string>,
): number {
  let size = 0;
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = type.getFields?.()[selection.name.value] as GraphQLField<unknown, unknown> | undefined;
      const weight = field?.extensions?.answerWeight;
      size += times * (1 + (typeof weight === 'number' ? weight : 0));
      if (field && selection.selectionSet) {
        const child = namedType(context, String(field.type));
        const items = times * itemsOf(field, selection);
        if (child) size += sizeOf(context, child, selection.selectionSet, items, seen);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const inner = selection.typeCondition ? namedType(context, selection.typeCondition.name.value) : type;
      if (inner) size += sizeOf(context, inner, selection.selectionSet, times, seen);
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      if (!fragment || seen.has(name)) continue; // cycles are refused by graphql-js's own rule
      const inner = namedType(context, fragment.typeCondition.name.value);
      if (inner) size += sizeOf(context, inner, fragment.selectionSet, times, new Set([...seen, name]));
    }
  }
  return size;
}

export function answerSizeRule(
  max: number,
  reject: (context: ValidationContext, size: number) => void,
): ValidationRule {
  return (context) => ({
    OperationDefinition(node) {
      const root = context.getSchema().getRootType(node.operation);
      if (!root) return;
      const size = sizeOf(context, root as Composite, node.selectionSet, 1, new Set());
      if (size > max) reject(context, size);
    },
  });
}
