/**
 * Precompressed client files: the build writes `.br` and `.gz` beside each compressible asset
 * (client/build/precompress.ts); a request that accepts one of them gets it as it is, so nothing
 * is compressed per request. The page shell (index.html with the runtime config) is compressed
 * once at start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof ENCODINGS)[number]['name'];

/** Brotli whenever the browser takes it (as every current one does), else gzip, else none. */
function preferredEncoding(request: Request, available: (name: Encoding) => boolean): Encoding | null {
  return (
    ENCODINGS.map((e) => e.name).find((name) => available(name) && request.acceptsEncodings(name) === name) ?? null
  );
}

function listFiles(dir: string): Set<string> {
  try {
    return new Set(fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => f.split(path.sep).join('/')));
  } catch {
    return new Set();
  }
}

/**
 * Before `express.static` on `dir`: points a request at the compressed twin of its file and sets
 * the headers serve-static would otherwise derive from the twin's name.
 */
export function precompressedAssets(dir: string) {
  const files = listFiles(dir);
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let name: string;
    try {
      name = decodeURIComponent(request.path).replace(/^\//, '');
    } catch {
      return next();
    }
    const twins = ENCODINGS.filter((e) => files.has(name + e.suffix));
    if (twins.length === 0) return next();
    response.vary('Accept-Encoding');
    const encoding = preferredEncoding(request, (e) => twins.some((t) => t.name === e));
    if (!encoding) return next();
    const suffix = ENCODINGS.find((e) => e.name === encoding)!.suffix;
    response.type(path.extname(name));
    response.setHeader('Content-Encoding', encoding);
    request.url = `/${name}${suffix}`;
    next();
  };
}

const BROTLI = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 };
const QUICK_BROTLI = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The page shell, compressed once; sent in the best encoding the browser takes. */
export function compressedDocument(html: string) {
  const raw = Buffer.from(html);
  return documentSender(raw, {
    br: zlib.brotliCompressSync(raw, { params: BROTLI }),
    gzip: zlib.gzipSync(raw, { level: 9 }),
  });
}

/**
 * The same, compressed off the event loop (in libuv's pool): for a page made while the server
 * answers others (a search page rendered with its results, web/search-pages.ts), where
 * Brotli's best quality would hold every other request for tens of milliseconds.
 */
export async function compressedDocumentAsync(html: string, effort: 'best' | 'quick' = 'best') {
  const raw = Buffer.from(html);
  // 'quick' (a page few visitors get): Brotli's quality 5 takes a few milliseconds of a pool
  // thread where 11 takes tens, for a page a few percent larger.
  const [br, gz] = await Promise.all([
    brotli(raw, { params: effort === 'best' ? BROTLI : QUICK_BROTLI }),
    gzip(raw, { level: effort === 'best' ? 9 : 6 }),
  ]);
  return documentSender(raw, { br, gzip: gz });
}

export type DocumentSender = (request: Request, response: Response) => void;

function documentSender(raw: Buffer, variants: Record<Encoding, Buffer>): DocumentSender {
  return (request: Request, response: Response): void => {
    response.vary('Accept-Encoding');
    response.type('html');
    const encoding = preferredEncoding(request, () => true);
    if (!encoding) {
      response.send(raw);
      return;
    }
    response.setHeader('Content-Encoding', encoding);
    response.send(variants[encoding]);
  };
}
