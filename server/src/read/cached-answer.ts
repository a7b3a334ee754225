/**
 * The answer cache's value (answer-cache.ts) and how its bodies travel to the layers that send
 * them: a response that sends a body the cache holds carries it on its locals, so compression
 * (http/compress-json.ts) makes its ETag and compressed forms once, into the cached value itself.
 */
import type { Response } from 'express';
import type { FormattedExecutionResult } from 'graphql';

/** A body as sent: its bytes, their ETag and compressed forms, each made on first use. */
export interface AnswerBody {
  raw: Buffer;
  etag?: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** One answer the cache holds: the result, and its bodies as they are made for sending. */
export interface CachedAnswer {
  result: FormattedExecutionResult;
  /** Its GraphQL JSON text (Apollo's stringifyResult). */
  text?: string;
  /** Its REST envelope per route (rest/router.ts): one route runs several operations (search, detail). */
  bodies: Map<string, AnswerBody>;
}

/** The body `response` is about to send, for the layers after (compression) to use. */
export function carryBody(response: Response, body: AnswerBody): void {
  response.locals.answerBody = body;
}

/** The body carried for `sent`, or undefined when `sent` is not it. */
export function carriedBody(response: Response, sent: Buffer): AnswerBody | undefined {
  const body = response.locals.answerBody as AnswerBody | undefined;
  return body?.raw === sent ? body : undefined;
}
