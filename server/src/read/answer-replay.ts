/**
 * Replays answers of the search read model at the HTTP layer. A GET whose every operation the
 * result cache (read/answer-cache.ts) calls dependent on the caller's role alone, and which
 * succeeded, is kept as its bytes and the headers the API layers set, for that role; the same GET
 * again (same URL and the headers that shape an answer) by a caller of the same role is answered
 * from them without the JSON parser, the REST router, Apollo's pipeline and the execution of 20
 * items, which cost a cached search most of its CPU.
 *
 * Two places replay. In Express (`middleware`), after the layers every request passes (request
 * log, metrics, security headers, CORS, compression). In front of Express (`front`), once an
 * answer went out for the same variant of the request (its encoding and Origin): the bytes and
 * every header as they went on the wire (answer-wire.ts), with only the request log, the metrics
 * and a new X-Request-Id made again; Express's routing and its layers were a third of a replayed
 * answer's CPU, profiled. A conditional GET, or a process draining, always takes Express's path.
 *
 * Both admit the caller through the operation guard's own authorisation (graphql/admission.ts),
 * with the root fields' rules as the schema holds them at the replay: a bearer token is verified
 * as the context builder does, the caller's role is read as it reads it (`standingOf`), and the
 * session check, every @Access rule and every rate limit are then the guard's. Anything that does
 * not pass (a bad token, a refusal, a limit reached, the database away, no answer kept for the
 * caller's role) goes on to the normal path, which gives the refusal its usual answer.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { ROLES, type Role } from '@portal/shared';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Viewer } from '../auth/caller';
import type { SessionCheck } from '../auth/session';
import type { Identity } from '../auth/identity';
import type { UserProfile } from '../modules/profile/profile.entity';
import { apiKeyOf } from '../auth/api-key-token';
import { bearerToken } from '../auth/bearer';
import { admitOperation, rulesOf } from '../graphql/admission';
import { type AnswerNote, startAnswerNote } from './answer-note';
import type { RateLimiter } from '../rate-limit/limiter';
import { type Wire, captureWire, variantOf, wireBytes } from './answer-wire';
import { type AnswerBody, carriedBody, carryBody } from './cached-answer';

interface Answer {
  status: number;
  headers: [string, string | number | readonly string[]][];
  /** Its bytes, with the ETag and compressed forms compression makes of them once (cached-answer.ts). */
  body: AnswerBody;
  /** The operations it answered, admitted again for every replay. */
  admissions: AnswerNote['admissions'];
  /** The listings its search results list (answer-note.ts). */
  shown: readonly number[];
  /** The REST route that answered, for the metrics' label (http/metrics.ts). */
  route: unknown;
  /** As sent, per variant of the request (variantOf). */
  wires: Map<string, Wire>;
}

/** A signed-in caller as a replay reads them. */
export interface ReplayStanding {
  role: Role;
  profile: UserProfile | null;
}

export interface AnswerReplayOptions {
  generation: () => number;
  /** Most answers kept (least recently used go first); 0 turns replay off. */
  maxEntries: number;
  /** Most bytes of answers kept (default 64 MB). */
  maxBytes?: number;
  identity: Identity;
  session: SessionCheck;
  /**
   * A verified caller's role and profile as the context builder would read them now, or null when
   * only the normal path can tell (their address moved). Without it, no signed-in caller is
   * replayed to.
   */
  standingOf?: (viewer: Viewer) => Promise<ReplayStanding | null>;
  /** Told of the listings a replayed answer lists (graphql/impression-counter.ts). */
  onShown?: (caller: ReplayStanding, ids: readonly number[]) => void;
  rateLimiter: RateLimiter;
  databaseAvailable: () => boolean;
  /** The metrics' operation of an answer as Express sent it (http/metrics.ts), kept for the front replay. */
  operationOf: (request: Request) => string;
  onReplay?: () => void;
}

/** What the front replay does for every request it answers, as Express's first layers would. */
export interface FrontLayers {
  /** The request log and X-Request-Id (http/logging.ts). */
  log: (request: IncomingMessage, response: ServerResponse) => void;
  /** The metrics, under the operation the answer was counted under (http/metrics.ts). */
  track: (response: ServerResponse, operation: string) => void;
  /** The client's address as Express reads it (its trust proxy setting). */
  clientIp: (request: IncomingMessage) => string;
  /** While draining, answers close their connection: Express's path does that. */
  draining: () => boolean;
}

export interface AnswerReplay {
  middleware: RequestHandler;
  /** `app` behind the front replay. */
  front(app: RequestListener, layers: FrontLayers): RequestListener;
}

/** Request headers that change an answer besides its URL (the rest are handled before this layer). */
const SHAPING = ['accept', 'content-type', 'apollo-require-preflight', 'x-apollo-operation-name'] as const;

/** `url`: the address as the request arrived (Express's originalUrl). Without the role: see `roleKey`. */
function keyOf(url: string, request: IncomingMessage): string {
  let key = url;
  for (const name of SHAPING) key += `\u0000${request.headers[name] ?? ''}`;
  return key;
}

/** An answer is kept for the role it was made for, and serves that role only. */
const roleKey = (key: string, role: Role) => `${key}\u0000${role}`;

const SIGNED_IN_ROLES = ROLES.filter((role) => role !== 'anonymous');

/** Who a replay answers: the normal path's uid (for rate limits), role and token (for the session check). */
interface ReplayCaller extends ReplayStanding {
  uid: string | null;
  idToken: string | null;
}

export function answerReplay(options: AnswerReplayOptions): AnswerReplay {
  const answers = new Map<string, Answer>();
  const maxBytes = options.maxBytes ?? 64 * 2 ** 20;
  let bytes = 0;
  let generation = options.generation();

  /**
   * The request's key without the role (none after a write), and whether an answer is kept under
   * it for some role the caller may have: a visitor's is one look-up; a signed-in caller's role
   * is read only when there is something to replay.
   */
  function lookup(url: string, request: IncomingMessage): [string, boolean] {
    const current = options.generation();
    if (current !== generation) {
      answers.clear();
      bytes = 0;
      generation = current;
    }
    const key = keyOf(url, request);
    const signedIn = options.standingOf ? SIGNED_IN_ROLES : [];
    const roles = request.headers.authorization ? signedIn : (['anonymous'] as const);
    return [key, roles.some((role) => answers.has(roleKey(key, role)))];
  }

  /** The caller as the normal path would see them, or null when it must decide (a bad token, say). */
  async function callerOf(request: IncomingMessage): Promise<ReplayCaller | null> {
    // An API key is counted, looked up and audited on the normal path only.
    if (!options.databaseAvailable() || apiKeyOf(request) !== null) return null;
    const header = request.headers.authorization;
    if (!header) return { uid: null, role: 'anonymous', profile: null, idToken: null };
    const idToken = bearerToken(header);
    if (!idToken || !options.standingOf) return null;
    const viewer = await options.identity.verify(idToken);
    const standing = await options.standingOf(viewer);
    return standing === null ? null : { ...standing, uid: viewer.uid, idToken };
  }

  /**
   * The answer kept under `key` for this caller's role, if `usable`, with the caller admitted to
   * its operations (their rate limits counted) and the answer refreshed as the most recently used.
   * Null: the normal path must decide; 'missing': nothing usable is kept for the caller's role. A
   * refusal rejects.
   */
  async function admit(
    key: string,
    request: IncomingMessage,
    ip: string,
    usable: (answer: Answer) => boolean,
  ): Promise<[string, Answer] | 'missing' | null> {
    const caller = await callerOf(request);
    if (!caller) return null;
    const kept = roleKey(key, caller.role);
    const answer = answers.get(kept);
    if (!answer || !usable(answer)) return 'missing';
    const { idToken, uid } = caller;
    for (const { type, fields } of answer.admissions) {
      await admitOperation(
        { kind: 'query', fields: rulesOf(type, fields) },
        {
          role: caller.role,
          byKey: false,
          // The role read is the context builder's; a role held back makes a refusal the normal path answers.
          secondFactorPending: false,
          assertSession: idToken ? (check) => options.session.assertActive(idToken, check) : undefined,
          introspection: () => false,
          rateLimit: (name) => options.rateLimiter.consume(name, { uid, ip }),
        },
      );
    }
    // Refresh its place in the insertion order, which is the eviction order.
    answers.delete(kept);
    answers.set(kept, answer);
    if (answer.shown.length > 0) options.onShown?.(caller, answer.shown);
    return [kept, answer];
  }

  /** Keeps the answer's bytes as sent for this request's variant, while the answer is still kept. */
  function wireOf(key: string, answer: Answer, request: Request, response: Response) {
    captureWire(request, response, (wire) => {
      if (answers.get(key) !== answer || wire.body.length > maxBytes / 16) return;
      const variant = variantOf(request);
      bytes += wire.body.length - (answer.wires.get(variant)?.body.length ?? 0);
      answer.wires.set(variant, { ...wire, operation: options.operationOf(request) });
    });
  }

  /** Requests the front replay refused: Express's path answers them without checking them again. */
  const refused = new WeakSet<IncomingMessage>();

  /** `answerAnew`: the normal path, keeping what it answers (nothing is kept for the caller's role yet). */
  function replay(key: string, request: Request, response: Response, next: NextFunction, answerAnew: () => void): void {
    admit(key, request, request.ip ?? request.socket.remoteAddress ?? '', () => true).then(
      (admitted) => {
        if (admitted === 'missing') return answerAnew();
        if (!admitted) return next();
        const [kept, answer] = admitted;
        options.onReplay?.();
        if (answer.route) request.route = answer.route;
        wireOf(kept, answer, request, response);
        for (const [name, value] of answer.headers) response.setHeader(name, value);
        carryBody(response, answer.body);
        response.status(answer.status).send(answer.body.raw);
      },
      // A refusal (bad token, revoked session, limit reached) is answered by the normal path.
      () => next(),
    );
  }

  function keep(key: string, answer: Answer): void {
    if (answer.body.raw.length > maxBytes / 16) return;
    drop(key);
    while (answers.size >= options.maxEntries || bytes + answer.body.raw.length > maxBytes) {
      drop(answers.keys().next().value!);
    }
    answers.set(key, answer);
    bytes += answer.body.raw.length;
  }

  function drop(key: string): void {
    const answer = answers.get(key);
    if (!answer) return;
    answers.delete(key);
    bytes -= answer.body.raw.length + wireBytes(answer.wires);
  }

  const middleware: RequestHandler = (request, response, next) => {
    if (options.maxEntries <= 0 || request.method !== 'GET') return next();
    const [key, found] = lookup(request.originalUrl, request);
    const answerAnew = () => keepAnswer(key, request, response, next);
    if (found && !refused.has(request)) return replay(key, request, response, next, answerAnew);
    answerAnew();
  };

  /** The normal path, whose answer is kept for the caller's role when it may be replayed. */
  function keepAnswer(key: string, request: Request, response: Response, next: NextFunction): void {
    const note = startAnswerNote(response);
    const before = new Set(response.getHeaderNames());
    const send = response.send.bind(response);
    response.send = (body?: unknown) => {
      const whole = note.operations > 0 && note.replayable === note.operations;
      if (whole && response.statusCode === 200 && (typeof body === 'string' || Buffer.isBuffer(body))) {
        // An answer computed while a write was applied belongs to no generation: not kept.
        if (options.generation() === generation && note.role && !response.getHeader('set-cookie')) {
          const sent = (Buffer.isBuffer(body) && carriedBody(response, body)) || {
            raw: typeof body === 'string' ? Buffer.from(body) : body,
          };
          const headers = response
            .getHeaderNames()
            .filter((name) => !before.has(name))
            .map((name) => [name, response.getHeader(name)!] as Answer['headers'][number]);
          const answer: Answer = {
            status: 200,
            headers,
            body: sent,
            admissions: note.admissions,
            shown: note.shown,
            route: request.route,
            wires: new Map(),
          };
          const kept = roleKey(key, note.role);
          keep(kept, answer);
          wireOf(kept, answer, request, response);
          carryBody(response, sent);
          return send(sent.raw);
        }
      }
      return send(body);
    };
    next();
  }

  function front(app: RequestListener, layers: FrontLayers): RequestListener {
    const normally = (request: IncomingMessage, response: ServerResponse) => {
      refused.add(request);
      app(request, response);
    };
    return (request, response) => {
      const url = request.url ?? '';
      const eligible =
        options.maxEntries > 0 &&
        request.method === 'GET' &&
        (url.startsWith('/graphql?') || url.startsWith('/api/')) &&
        !request.headers['if-none-match'] &&
        !request.headers['if-modified-since'] &&
        !layers.draining();
      const [key, found] = eligible ? lookup(url, request) : ['', false];
      if (!found) return app(request, response);
      const variant = variantOf(request);
      admit(key, request, layers.clientIp(request), (answer) => answer.wires.has(variant)).then(
        (admitted) => {
          // Kept for this role but not yet as sent for this variant: Express replays and captures it.
          if (admitted === 'missing') return app(request, response);
          if (!admitted) return normally(request, response);
          const wire = admitted[1].wires.get(variant)!;
          layers.log(request, response);
          layers.track(response, wire.operation);
          options.onReplay?.();
          // Merged with X-Request-Id, which the log set; the rest as the first answer sent them.
          response.writeHead(wire.status, wire.headers);
          response.end(wire.body);
        },
        () => normally(request, response),
      );
    };
  }

  return { middleware, front };
}
