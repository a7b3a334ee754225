/**
 * Answers repeated read-model queries from memory. A root field marked @FromReadModel() answers
 * from its arguments, the caller's role and the search read model alone, so a query made only of
 * such fields has one answer per (document, variables, role) until the read model changes; the
 * read model's generation, bumped on every applied write (this process's or, through the change
 * log, another's), empties the cache. Popular searches, the unfiltered landing lists and paging
 * back and forth are then a map lookup instead of a search and the execution of 20 items.
 *
 * The role is part of every key: a keyword search matches and quotes only the text the role may
 * read (auth/text-access.ts), and a field may hold a caller to its own rule (suggestions), so an
 * answer made for one role never serves another.
 *
 * One argument does depend on who asks: `sameSize` (「自分の自治体と同規模」) reads the caller's
 * municipality. An operation that sets it (inline or in its variables) is keyed on the caller's
 * size classes as well (`viewerVariant`), so municipalities of one size share answers and no one
 * gets another size's; a caller without a municipality is answered (an error) uncached.
 *
 * It answers in `responseForOperation`, which Apollo runs after `didResolveOperation`: the
 * operation guard (session, @Access, @RateLimit) still runs for every request, cached or not.
 */
import { type ApolloServerPlugin, type GraphQLResponse, HeaderMap } from '@apollo/server';
import {
  type DocumentNode,
  type FormattedExecutionResult,
  type GraphQLObjectType,
  type OperationDefinitionNode,
  BREAK,
  visit,
} from 'graphql';
import { extensionsOf, rootFieldNames } from '../graphql/access';
import type { Context } from '../graphql/context';
import { isRateLimitName } from '../rate-limit/limits';
import type { CachedAnswer } from './cached-answer';

export interface AnswerCacheOptions {
  /** Changes whenever what the read model answers may have changed. */
  generation: () => number;
  /** Most answers kept (least recently used go first); 0 turns the cache off. */
  maxEntries: number;
  /** Told of every lookup of a cacheable operation (the hit-rate metric). */
  onLookup?: (hit: boolean) => void;
  /** The caller's part of the key of an operation that asks for `sameSize`; null: do not cache. */
  viewerVariant?: (context: Context) => Promise<string | null>;
}

/** The input field whose answer depends on the caller (search.types.ts). */
const VIEWER_FIELD = 'sameSize';

function mentionsViewerField(operation: OperationDefinitionNode): boolean {
  let found = false;
  visit(operation, {
    ObjectField(node) {
      if (node.name.value === VIEWER_FIELD) {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

function fromReadModelOnly(queryType: GraphQLObjectType, document: DocumentNode, operation: OperationDefinitionNode) {
  if (operation.operation !== 'query') return false;
  const fields = rootFieldNames(document, operation);
  return (
    fields.length > 0 &&
    fields.every((name) => name === '__typename' || extensionsOf(queryType, name).readModel === true)
  );
}

/**
 * The root fields a replay of this operation's answer admits its caller by (read/answer-replay.ts),
 * or null: never replayed. A field for some roles only needs the caller's profile: the normal path
 * decides.
 */
function replayFields(queryType: GraphQLObjectType, document: DocumentNode, operation: OperationDefinitionNode) {
  const fields = rootFieldNames(document, operation);
  for (const name of fields) {
    if (name === '__typename') continue;
    const { access, rateLimit } = extensionsOf(queryType, name);
    if (!access || !(access.includes('public') || access.includes('signedIn'))) return null;
    if (rateLimit && !isRateLimitName(rateLimit)) return null;
  }
  return fields;
}

export interface AnswerCache {
  /** The Apollo plugin that answers and keeps. */
  plugin: ApolloServerPlugin<Context>;
  /** Apollo's `stringifyResult`: a cached answer's text is made once. */
  stringify: (value: FormattedExecutionResult) => string;
}

export function answerCache(options: AnswerCacheOptions): AnswerCache {
  const answers = new Map<string, CachedAnswer>();
  /**
   * The cached answers by their data: Apollo wraps a cached result in a new envelope before it
   * stringifies it, so its data is what `stringify` can know it by.
   */
  const byData = new WeakMap<object, CachedAnswer>();
  let generation = options.generation();
  // Apollo keeps parsed documents, so a repeated query brings the same DocumentNode.
  const eligible = new WeakMap<OperationDefinitionNode, boolean>();
  const inlineViewerField = new WeakMap<OperationDefinitionNode, boolean>();
  const rules = new WeakMap<OperationDefinitionNode, ReturnType<typeof replayFields>>();

  const plugin: ApolloServerPlugin<Context> = {
    async requestDidStart({ contextValue }) {
      if (options.maxEntries <= 0) return;
      const note = contextValue.answer;
      if (note) note.operations++;
      let key: string | null = null;
      let hit = false;
      /** Set once the operation is known to be a read-model answer that depends on the role alone. */
      let replay: ReturnType<typeof replayFields> = null;
      let queryType: GraphQLObjectType | null = null;
      return {
        async responseForOperation({ operation, document, schema, queryHash, request, contextValue }) {
          let cacheable = eligible.get(operation);
          if (cacheable === undefined) {
            cacheable = fromReadModelOnly(schema.getQueryType()!, document, operation);
            eligible.set(operation, cacheable);
          }
          if (!cacheable) return null;
          const current = options.generation();
          if (current !== generation) {
            answers.clear();
            generation = current;
          }
          const variables = JSON.stringify(request.variables ?? {});
          let viewer = '';
          let inline = inlineViewerField.get(operation);
          if (inline === undefined) inlineViewerField.set(operation, (inline = mentionsViewerField(operation)));
          if (inline || variables.includes(`"${VIEWER_FIELD}":`)) {
            const variant = options.viewerVariant ? await options.viewerVariant(contextValue) : null;
            if (variant === null) return null;
            viewer = variant;
          }
          const role = contextValue.role;
          key = `${queryHash}\u0000${operation.name?.value ?? ''}\u0000${variables}\u0000${role}\u0000${viewer}`;
          if (note && viewer === '') {
            queryType = schema.getQueryType()!;
            if (!rules.has(operation)) rules.set(operation, replayFields(queryType, document, operation));
            replay = rules.get(operation)!;
          }
          const answer = answers.get(key);
          options.onLookup?.(answer !== undefined);
          if (!answer) return null;
          // Refresh its place in the insertion order, which is the eviction order.
          answers.delete(key);
          answers.set(key, answer);
          hit = true;
          contextValue.cachedAnswer = answer;
          const response: GraphQLResponse = {
            http: { status: undefined, headers: new HeaderMap() },
            body: { kind: 'single', singleResult: answer.result },
          };
          return response;
        },
        async willSendResponse({ response }) {
          if (!key || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (result.errors?.length || !result.data) return;
          if (note && replay && queryType) {
            note.replayable++;
            note.role = contextValue.role;
            note.admissions.push({ type: queryType, fields: replay });
          }
          if (hit) return;
          // An answer computed while a write was applied belongs to no generation: drop it.
          if (options.generation() !== generation) return;
          if (answers.size >= options.maxEntries) answers.delete(answers.keys().next().value!);
          const answer: CachedAnswer = { result, bodies: new Map() };
          answers.set(key, answer);
          byData.set(result.data, answer);
          contextValue.cachedAnswer = answer;
        },
      };
    },
  };

  const stringify = (value: FormattedExecutionResult): string => {
    const answer = !value.errors && !value.extensions && value.data ? byData.get(value.data) : undefined;
    if (!answer) return `${JSON.stringify(value)}\n`;
    return (answer.text ??= `${JSON.stringify(value)}\n`);
  };

  return { plugin, stringify };
}
