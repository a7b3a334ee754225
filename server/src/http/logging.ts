/**
 * Structured request logs (pino-http) and the request id. Every response carries X-Request-Id and
 * every log line written through `request.log` (or `context.log`) carries it as `reqId`. Log lines
 * hold method, route and status — never headers, bodies, query strings, uids or e-mail addresses,
 * which may be personal data.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Logger, pino } from 'pino';
import { pinoHttp } from 'pino-http';

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
    .slice(0, 200);
}

const QUOTED = /'[^']*'|"[^"]*"/g;
const EMAIL = /[^\s@'"<>]+@[^\s@'"<>]+/g;

/** Database and library errors quote the values involved (duplicate e-mail addresses, SQL parameters). */
export function redact(text: string | undefined): string | undefined {
  return text?.replace(EMAIL, '[email]').replace(QUOTED, "'…'");
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

export function createRequestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const id = requestIdOf(request);
      response.setHeader('X-Request-Id', id);
      return id;
    },
    customAttributeKeys: { reqId: 'reqId' },
    quietReqLogger: true,
    autoLogging: { ignore: (request) => request.url === '/healthz' || Boolean(request.url?.startsWith('/assets/')) },
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, path: safePath(request.url) }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      err: serializeError,
    },
    // A client that goes away (Apollo Client cancels superseded queries) is not a server error.
    customLogLevel: (_request, response, error) =>
      !response.writableFinished
        ? 'info'
        : error || response.statusCode >= 500
          ? 'error'
          : response.statusCode >= 400
            ? 'warn'
            : 'info',
    customErrorMessage: (_request, response) =>
      response.writableFinished ? 'request failed' : 'request aborted by the client',
  });
}

/** The process logger: errors pass through the same redacting serializer. */
export function createLogger(level: string): Logger {
  return pino({ level, serializers: { err: serializeError } });
}
