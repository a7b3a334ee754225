/**
 * Structured request logs and the request id. Every response carries X-Request-Id and
 * every log line written through `request.log` (or `context.log`) carries it as `reqId`. Log lines
 * hold method, route and status — never headers, bodies, query strings, uids or e-mail addresses,
 * which may be personal data.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { type Logger, pino } from 'pino';
import { API_KEY_PATTERN } from '../auth/api-key-token';

/** A caller-supplied id is kept only when it is short and plain, so it cannot forge log lines. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const supplied = request.headers['x-request-id'];
  return typeof supplied === 'string' && SAFE_REQUEST_ID.test(supplied) ? supplied : randomUUID();
}

/** Path without the query string, with identifiers of people replaced by a placeholder. */
export function safePath(url: string | undefined): string {
  return (url ?? '')
    .split('?')[0]!
    .replace(/^\/api\/(auth|users)\/(?!edit$|mun-register$)[^/]+/, '/api/$1/:uid')
    .replace(API_KEY_PATTERN, 'jpk_…')
    .slice(0, 200);
}

const QUOTED = /'[^']*'|"[^"]*"/g;
const EMAIL = /[^\s@'"<>]+@[^\s@'"<>]+/g;

/** Database and library errors quote the values involved (duplicate e-mail addresses, SQL parameters). */
export function redact(text: string | undefined): string | undefined {
  return text?.replace(EMAIL, '[email]').replace(QUOTED, "'…'").replace(API_KEY_PATTERN, 'jpk_…');
}

export function serializeError(error: unknown) {
  if (!error || typeof error !== 'object') return { message: String(error) };
  const e = error as { name?: string; code?: unknown; errno?: unknown; message?: string; stack?: string };
  return {
    type: e.name,
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.errno !== undefined ? { errno: e.errno } : {}),
    message: redact(e.message),
    stack: redact(e.stack),
  };
}

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id (X-Request-Id). */
    id: string;
    /** A logger whose lines carry the request id as `reqId`. */
    log: Logger;
  }
}

const PARENT = Symbol('the logger request.log derives from');
const CHILD = Symbol('request.log, once made');
type Logged = IncomingMessage & { [PARENT]?: Logger; [CHILD]?: Logger };
const accessorOn = new WeakSet<object>();

/**
 * `request.log` is a getter on the request's prototype (Express's app.request, portal-server.ts),
 * defined once, not on each request: a getter defined per request gave every request a hidden
 * class of its own, which V8 keeps beyond the request, and its garbage then outlived young
 * collections (about 12 KB per request with Express's per-request setPrototypeOf, measured on
 * /healthz). Its data lives on the request under symbols, which all requests share.
 */
function withLogAccessor(request: IncomingMessage): void {
  const prototype = Object.getPrototypeOf(request) as object;
  if (accessorOn.has(prototype)) return;
  accessorOn.add(prototype);
  Object.defineProperty(prototype, 'log', {
    configurable: true,
    enumerable: false,
    get(this: Logged): Logger | undefined {
      const parent = this[PARENT];
      return parent && (this[CHILD] ??= parent.child({ reqId: this.id }));
    },
  });
}

const NOT_LOGGED = (url: string | undefined) => url === '/healthz' || Boolean(url?.startsWith('/assets/'));

/**
 * The request id, `request.log` and one line per request (method, safe path, status, time), as
 * pino-http wrote them, at a fraction of its cost per request (profiled on answers the result
 * cache gives: pino-http's two child loggers per request, its serializers and listeners were a
 * tenth of the server's CPU). The child logger is made only when something logs through it.
 */
export function createRequestLogger(logger: Logger) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const id = requestIdOf(request);
    request.id = id;
    response.setHeader('X-Request-Id', id);
    (request as Logged)[PARENT] = logger;
    withLogAccessor(request);
    // Routers below rewrite request.url (mount paths): the line names the path as it arrived.
    const url = request.url;
    if (!NOT_LOGGED(url)) {
      const started = performance.now();
      const done = () => {
        response.removeListener('close', done);
        response.removeListener('finish', done);
        const finished = response.writableFinished;
        const status = response.statusCode;
        // A client that goes away (Apollo Client cancels superseded queries) is not a server error.
        const level = !finished ? 'info' : status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
        const line = {
          reqId: id,
          req: { method: request.method, path: safePath(url) },
          res: { statusCode: status },
          responseTime: Math.round(performance.now() - started),
        };
        const message = !finished
          ? 'request aborted by the client'
          : status >= 500
            ? 'request failed'
            : 'request completed';
        logger[level](line, message);
      };
      response.once('finish', done);
      response.once('close', done);
    }
    next();
  };
}

/**
 * The process logger: errors pass through the same redacting serializer. Lines go to stdout in
 * batches (4 KB, or every half second), not one write each: a synchronous write per request line
 * was a twentieth of a cached answer's CPU. pino writes out what is left when the process exits.
 */
export function createLogger(level: string): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), 500).unref();
  return pino({ level, serializers: { err: serializeError } }, destination);
}
