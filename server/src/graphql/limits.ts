/**
 * Limits on the shape of a GraphQL document, so one request cannot cost the server more than a
 * page of the portal does: depth, cost, aliases and directives (graphql-armor's validation
 * rules), tokens (graphql-js's own parser limit) and the size of the answer, lists counted by
 * the items they may return (answer-size.ts). Batched requests are refused by the
 * protocol checks (http/graphql-protocol.ts); Apollo's batching stays off. Each refusal answers 400
 * BAD_USER_INPUT with a Japanese message and `extensions.limit` naming the limit.
 */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import { answerSizeRule } from './answer-size';

/**
 * Sized well above what the portal's own screens and the REST façade send (the costliest REST
 * operation, a solution detail, costs about 70 and is 4 levels deep).
 */
export const GRAPHQL_LIMITS = {
  depth: 8,
  cost: 1000,
  aliases: 15,
  directives: 10,
  tokens: 3000,
  /**
   * Values in the answer (graphql/answer-size.ts), sized so no answer blocks the event loop near
   * 100 ms (`npm run bench:attack`): a REST fetch-all page of 500 holds ~6 000, the home page's
   * two searches ~4 600.
   */
  size: 8000,
} as const;

export type GraphQLLimitName = keyof typeof GRAPHQL_LIMITS;

const MESSAGES: Record<GraphQLLimitName, string> = {
  depth: `問い合わせの入れ子が深すぎます（最大 ${GRAPHQL_LIMITS.depth} 階層）。`,
  cost: `問い合わせの項目が多すぎます（計算量の上限 ${GRAPHQL_LIMITS.cost}）。`,
  aliases: `別名（エイリアス）が多すぎます（最大 ${GRAPHQL_LIMITS.aliases} 個）。`,
  directives: `ディレクティブが多すぎます（最大 ${GRAPHQL_LIMITS.directives} 個）。`,
  tokens: `問い合わせが長すぎます（最大 ${GRAPHQL_LIMITS.tokens} トークン）。`,
  size: `一度に取得する項目が多すぎます（最大 ${GRAPHQL_LIMITS.size} 項目）。件数（limit）を減らすか、ページに分けて取得してください。`,
};

export function limitError(limit: GraphQLLimitName, detail?: string): GraphQLError {
  return new GraphQLError(MESSAGES[limit], {
    extensions: { code: 'BAD_USER_INPUT', limit, max: GRAPHQL_LIMITS[limit], ...(detail ? { detail } : {}) },
  });
}

function reporter(limit: GraphQLLimitName) {
  return {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(limitError(limit, error.message)),
    ],
  };
}

export const limitValidationRules: ValidationRule[] = [
  maxDepthRule({ n: GRAPHQL_LIMITS.depth, ignoreIntrospection: true, ...reporter('depth') }),
  costLimitRule({ maxCost: GRAPHQL_LIMITS.cost, ignoreIntrospection: true, ...reporter('cost') }),
  maxAliasesRule({ n: GRAPHQL_LIMITS.aliases, ...reporter('aliases') }),
  maxDirectivesRule({ n: GRAPHQL_LIMITS.directives, ...reporter('directives') }),
  answerSizeRule(GRAPHQL_LIMITS.size, (context, size) =>
    context.reportError(limitError('size', `the answer may hold ${size} values`)),
  ),
];

/** graphql-js stops parsing past this many tokens (its message is mapped in errors.ts). */
export const limitParseOptions = { maxTokens: GRAPHQL_LIMITS.tokens };

/** graphql-js's wording when maxTokens is exceeded. */
export const TOKEN_LIMIT_MESSAGE = /Document contains more that? \d+ tokens/;
