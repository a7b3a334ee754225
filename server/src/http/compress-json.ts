/**
 * Compresses API answers (GraphQL and REST JSON) for clients that accept it, brotli before gzip:
 * a page of 20 search results is ~18 KB of JSON and ~2.4 KB compressed, which is what a slow
 * municipal network feels. A body the answer cache holds (read/answer-cache.ts) comes carried on
 * the response (read/cached-answer.ts) and keeps its ETag and compressed forms itself; of other
 * text bodies, those of recent ones sent more than once are kept: a popular search is compressed
 * once or twice, not once per request. Streams and files (res.end) pass untouched.
 */
import zlib from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type AnswerBody, carriedBody } from '../read/cached-answer';

type Encoding = 'br' | 'gzip';

/** Below this, compression saves less than it costs. */
const MIN_BYTES = 1024;
/** Above this, compress off the event loop and keep nothing (fetch-all answers). */
const SYNC_MAX_BYTES = 256 * 1024;
const KEPT_BODIES = 256;
/**
 * A text body is kept only from its second sending: most answers go out once (an executed search
 * the result cache does not hold, the long tail of searches), and keeping each for the next 256
 * answers promoted ~40 KB per request into the old generation. The first sending leaves only a
 * fingerprint, a number, so nothing of the body stays alive.
 */
const SEEN_BODIES = 1024;

/** FNV-1a over the length and every 8th character: cheap, and a collision only keeps a body. */
function fingerprint(text: string): number {
  let hash = 0x811c9dc5 ^ text.length;
  for (let i = 0; i < text.length; i += 8) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** The quality an Accept-Encoding header gives `name` (0: not accepted). */
export function encodingQuality(header: string | undefined, name: Encoding): number {
  if (!header) return 0;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [item = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(item.trim(), q === undefined ? 1 : Number(q));
  }
  return accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0);
}

export function preferredEncoding(header: string | undefined): Encoding | null {
  if (encodingQuality(header, 'br') > 0) return 'br';
  return encodingQuality(header, 'gzip') > 0 ? 'gzip' : null;
}

function compressSync(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: 6 });
}

function compressAsync(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') {
      zlib.brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }, done);
    } else zlib.gzip(body, { level: 6 }, done);
  });
}

/** A body as sent: its bytes, their ETag and compressed forms, each made on first use. */
type Kept = AnswerBody;

function isSmall(body: string | Buffer): boolean {
  if (Buffer.isBuffer(body)) return body.length < MIN_BYTES;
  // A character is 1 to 3 UTF-8 bytes: count only when the length leaves it open.
  if (body.length >= MIN_BYTES) return false;
  return body.length * 3 < MIN_BYTES || Buffer.byteLength(body) < MIN_BYTES;
}

/** What the middleware leaves on a response for `send` to compress with. */
interface Compressing {
  encoding: Encoding | null;
  request: Request;
  next: NextFunction;
  kept: (body: string | Buffer, response: Response) => Kept;
}
const COMPRESSING = Symbol('compress-json');
type Compressible = Response & { [COMPRESSING]?: Compressing };
type Send = (this: Response, body?: unknown) => Response;
const wrapped = new WeakSet<object>();

/**
 * `send` is wrapped once, on the response's prototype (Express's app.response, portal-server.ts),
 * and finds its settings on the response under a symbol. Wrapping it on each response, with a
 * function made per request, kept that request's garbage past young collections: without the
 * per-response wrapper a search promoted about 310 KB per scavenge instead of 855 KB (one
 * connection, result cache off, measured). Responses that did not pass the middleware
 * send as Express does.
 */
function wrapSend(response: Response): void {
  const prototype = Object.getPrototypeOf(response) as Response;
  if (wrapped.has(prototype)) return;
  wrapped.add(prototype);
  const original = prototype.send as Send;
  prototype.send = function send(this: Compressible, body?: unknown) {
    const compressing = this[COMPRESSING];
    return compressing ? compressedSend(this, compressing, original, body) : original.call(this, body);
  } as Response['send'];
}

function compressedSend(
  response: Response,
  { encoding, request, next, kept }: Compressing,
  original: Send,
  body: unknown,
): Response {
  const send = (value: unknown) => original.call(response, value);
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) return send(body);
  if (isSmall(body) || response.getHeader('Content-Encoding')) return send(body);
  response.vary('Accept-Encoding');
  const type = response.getHeader('Content-Type');
  // Express names the charset of strings only; these go out as bytes.
  if (typeof body === 'string' && typeof type === 'string' && !/charset=/i.test(type)) {
    response.setHeader('Content-Type', `${type}; charset=utf-8`);
  }
  if (body.length > SYNC_MAX_BYTES) {
    const raw = typeof body === 'string' ? Buffer.from(body) : body;
    if (!encoding) return send(raw);
    response.setHeader('Content-Encoding', encoding);
    compressAsync(raw, encoding).then(send, (error: unknown) => next(error));
    return response;
  }
  const entry = kept(body, response);
  // The ETag Express would compute, once per body (of the uncompressed bytes: a weak tag).
  const etagOf = request.app.get('etag fn') as ((body: Buffer) => string) | undefined;
  if (etagOf && !response.getHeader('ETag')) response.setHeader('ETag', (entry.etag ??= etagOf(entry.raw)));
  if (!encoding || response.statusCode === 204 || response.statusCode === 304) return send(entry.raw);
  response.setHeader('Content-Encoding', encoding);
  return send((entry[encoding] ??= compressSync(entry.raw, encoding)));
}

export function compressJson(): RequestHandler {
  const byText = new Map<string, Kept>();
  const seen = new Set<number>();

  const kept = (body: string | Buffer, response: Response): Kept => {
    if (Buffer.isBuffer(body)) return carriedBody(response, body) ?? { raw: body };
    let entry = byText.get(body);
    if (entry) return entry;
    const print = fingerprint(body);
    if (!seen.delete(print)) {
      if (seen.size >= SEEN_BODIES) seen.delete(seen.values().next().value!);
      seen.add(print);
      return { raw: Buffer.from(body) };
    }
    if (byText.size >= KEPT_BODIES) byText.delete(byText.keys().next().value!);
    byText.set(body, (entry = { raw: Buffer.from(body) }));
    return entry;
  };

  return (request: Request, response: Response, next) => {
    wrapSend(response);
    const encoding = request.method === 'HEAD' ? null : preferredEncoding(request.headers['accept-encoding']);
    (response as Compressible)[COMPRESSING] = { encoding, request, next, kept };
    next();
  };
}
