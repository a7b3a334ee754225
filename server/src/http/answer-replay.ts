/**
 * Replays answers of the search read model at the HTTP layer. A GET whose every operation the
 * result cache (graphql/result-cache.ts) calls viewer-independent, and which succeeded, is kept
 * as its bytes and the headers the API layers set; the same GET again (same URL and the headers
 * that shape an answer) is answered from them without the JSON parser, the REST router, Apollo's
 * pipeline and the execution of 20 items, which cost a cached search most of its CPU (issue 19).
 *
 * What every request passes still runs for a replay: the request log, metrics, security headers,
 * CORS and compression (they come before this layer), the database check, and the operation
 * guard's part that applies to these fields: a bearer token is verified and its session checked
 * exactly as the context builder and the guard do (auth/session.ts), and every root field's rate
 * limit is counted. Anything that does not pass (a bad token, a limit reached, the database
 * away) falls through to the normal path, which gives the refusal its usual answer.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { SessionCheck } from '../auth/session';
import type { Identity } from '../auth/identity';
import { bearerToken } from '../auth/bearer';
import { startAnswerNote } from '../graphql/answer-note';
import type { RateLimiter } from '../rate-limit/limiter';
import type { RateLimitName } from '../rate-limit/limits';

interface Answer {
  status: number;
  headers: [string, string | number | readonly string[]][];
  body: Buffer;
  limits: readonly RateLimitName[];
  signedIn: boolean;
  /** The REST route that answered, for the metrics' label (http/metrics.ts). */
  route: unknown;
}

export interface AnswerReplayOptions {
  generation: () => number;
  /** Most answers kept (least recently used go first); 0 turns replay off. */
  maxEntries: number;
  /** Most bytes of answers kept (default 64 MB). */
  maxBytes?: number;
  identity: Identity;
  session: SessionCheck;
  rateLimiter: RateLimiter;
  databaseAvailable: () => boolean;
  onReplay?: () => void;
}

/** Request headers that change an answer besides its URL (the rest are handled before this layer). */
const SHAPING = ['accept', 'content-type', 'apollo-require-preflight', 'x-apollo-operation-name'] as const;

function keyOf(request: Request): string {
  let key = `${request.originalUrl}\u0000${request.headers.authorization ? 'bearer' : ''}`;
  for (const name of SHAPING) key += `\u0000${request.headers[name] ?? ''}`;
  return key;
}

export function answerReplay(options: AnswerReplayOptions): RequestHandler {
  const answers = new Map<string, Answer>();
  const maxBytes = options.maxBytes ?? 64 * 2 ** 20;
  let bytes = 0;
  let generation = options.generation();

  async function passes(request: Request, answer: Answer): Promise<boolean> {
    if (!options.databaseAvailable()) return false;
    const header = request.headers.authorization;
    let uid: string | null = null;
    if (header) {
      const idToken = bearerToken(header);
      if (!idToken) return false;
      uid = (await options.identity.verify(idToken)).uid;
      await options.session.assertActive(idToken, { sensitive: false });
    } else if (answer.signedIn) return false;
    const ip = request.ip ?? request.socket.remoteAddress ?? '';
    for (const name of answer.limits) await options.rateLimiter.consume(name, { uid, ip });
    return true;
  }

  function replay(request: Request, response: Response, next: NextFunction, answer: Answer): void {
    passes(request, answer).then(
      (ok) => {
        if (!ok) return next();
        options.onReplay?.();
        if (answer.route) request.route = answer.route;
        for (const [name, value] of answer.headers) response.setHeader(name, value);
        response.status(answer.status).send(answer.body);
      },
      // A refusal (bad token, revoked session, limit reached) is answered by the normal path.
      () => next(),
    );
  }

  function keep(key: string, answer: Answer): void {
    if (answer.body.length > maxBytes / 16) return;
    drop(key);
    while (answers.size >= options.maxEntries || bytes + answer.body.length > maxBytes) {
      drop(answers.keys().next().value!);
    }
    answers.set(key, answer);
    bytes += answer.body.length;
  }

  function drop(key: string): void {
    const answer = answers.get(key);
    if (!answer) return;
    answers.delete(key);
    bytes -= answer.body.length;
  }

  return (request, response, next) => {
    if (options.maxEntries <= 0 || request.method !== 'GET') return next();
    const current = options.generation();
    if (current !== generation) {
      answers.clear();
      bytes = 0;
      generation = current;
    }
    const key = keyOf(request);
    const found = answers.get(key);
    if (found) {
      // Refresh its place in the insertion order, which is the eviction order.
      answers.delete(key);
      answers.set(key, found);
      return replay(request, response, next, found);
    }
    const note = startAnswerNote(request);
    const before = new Set(response.getHeaderNames());
    const send = response.send.bind(response);
    response.send = (body?: unknown) => {
      const whole = note.operations > 0 && note.replayable === note.operations;
      if (whole && response.statusCode === 200 && (typeof body === 'string' || Buffer.isBuffer(body))) {
        // An answer computed while a write was applied belongs to no generation: not kept.
        if (options.generation() === generation && !response.getHeader('set-cookie')) {
          const bytes = typeof body === 'string' ? Buffer.from(body) : body;
          const headers = response
            .getHeaderNames()
            .filter((name) => !before.has(name))
            .map((name) => [name, response.getHeader(name)!] as Answer['headers'][number]);
          keep(key, {
            status: 200,
            headers,
            body: bytes,
            limits: note.limits,
            signedIn: note.signedIn,
            route: request.route,
          });
          return send(bytes);
        }
      }
      return send(body);
    };
    next();
  };
}
