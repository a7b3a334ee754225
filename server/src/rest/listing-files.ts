/**
 * Listing files over HTTP. POST /api/uploads?purpose=thumbnail|image|video|document takes the
 * raw file (the name in X-File-Name, percent-encoded) from a vendor or an operator and answers
 * `{ success, data: { key, name, kind, url, size }, error }`; the editor then refers to the key.
 * The caller (with the shared session check), the purpose and the declared Content-Length are
 * judged before the body is read, and a refusal closes the connection soon after its answer, so an
 * unread body of up to 50 MB is never taken in; the service enforces the cap while the body
 * streams.
 * GET /api/files/{owner}/{name} serves a listing's images and videos, never its document, with
 * long caching (keys are random and never reused) and a sandboxing CSP, so an SVG opened on its
 * own cannot run script even if one slipped past the upload check. It streams from the store and
 * answers a Range with 206 (videos seek).
 * POST /api/uploads?purpose=rfi takes a request for information's PDF (municipal staff, vendors).
 * POST /api/uploads?purpose=import takes an operator's import file (CSV, .xlsx or a jGrants JSON)
 * the same way; previewImport and runImport then name its key.
 */
import { ERROR_MESSAGES, isUploadPurpose } from '@portal/shared';
import express, { type Request, type Response, type Router } from 'express';
import type { ContextBuilder } from '../graphql/build-context';
import { AppError, invalidInput } from '../lib/app-error';
import { admitImportUpload, storeImportUpload } from '../modules/import/import-uploads';
import { admitUpload, storeUpload } from '../modules/listing/listing-uploads';
import { admitRfiUpload, storeRfiUpload } from '../modules/rfi/rfi-files';
import { FILE_ROUTE, fileKey, parseFileKey } from '../modules/solution/file-urls';
import { restErrorOf } from './respond';
import { CONTENT_TYPES } from '../storage/file-type';
import { openRange } from '../storage/open-range';
import { sendOpened } from './send-file';

export const UPLOAD_ROUTE = '/uploads';
const NOT_FOUND = { code: 'NOT_FOUND', message: 'ファイルが見つかりません。' };

/** How long the rest of a refused body is read and thrown away before the socket is closed. */
const LINGER_MS = 1000;

/**
 * A refused upload's body is never read in full: once the answer is out, what the client still
 * sends is discarded for LINGER_MS (so its TCP stack has the answer before the socket closes;
 * closing at once would reset the connection and could lose the answer), then the socket closes.
 */
function dropUnreadBody(request: Request, response: Response): void {
  if (request.complete) return;
  response.once('finish', () => {
    const socket = request.socket;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    request.once('end', () => clearTimeout(timer));
    socket.once('close', () => clearTimeout(timer));
    request.resume();
  });
}

function fail(request: Request, response: Response, thrown: unknown): void {
  dropUnreadBody(request, response);
  if (!(thrown instanceof AppError)) {
    request.log?.error({ err: thrown }, 'listing file request failed');
    const error = { code: 'INTERNAL_SERVER_ERROR', message: ERROR_MESSAGES.INTERNAL_SERVER_ERROR };
    response.status(500).json({ success: false, data: null, error });
    return;
  }
  const { status, error } = restErrorOf(thrown);
  if (thrown.retryAfter) response.setHeader('Retry-After', String(thrown.retryAfter));
  response.status(status).json({ success: false, data: null, error });
}

/** The declared body length, or null when the body is chunked. */
function declaredLength(request: Request): number | null {
  const header = request.headers['content-length'];
  return header !== undefined && /^\d{1,15}$/.test(header) ? Number(header) : null;
}

function decodedName(header: string | undefined): string {
  try {
    return decodeURIComponent(header ?? '');
  } catch {
    return '';
  }
}

export function createListingFilesRouter(buildContext: ContextBuilder): Router {
  const router = express.Router();

  router.post(UPLOAD_ROUTE, async (request, response) => {
    try {
      const context = await buildContext(request, { sensitive: true });
      const purpose = request.query.purpose;
      const body = () => request.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>;
      const name = () => decodedName(request.header('x-file-name'));
      if (purpose === 'import') {
        // The operator's import files (modules/import/import-uploads.ts): kept for the preview, never served.
        await admitImportUpload(context, declaredLength(request));
        const stored = await storeImportUpload(context.services.storage, context, body(), name());
        return void response.status(201).json({ success: true, data: stored, error: null });
      }
      if (purpose === 'rfi') {
        // A request for information's 仕様書 or a vendor's quote (modules/rfi/rfi-files.ts): PDF, never served publicly.
        await admitRfiUpload(context, declaredLength(request));
        const stored = await storeRfiUpload(context.services.storage, context, body(), name());
        return void response.status(201).json({ success: true, data: stored, error: null });
      }
      if (!isUploadPurpose(purpose)) {
        throw invalidInput({ purpose: 'purpose は thumbnail・image・video・document のいずれかで指定してください' });
      }
      await admitUpload(context.services.companies, context, purpose, declaredLength(request));
      // Reading stops at the first chunk past the cap without destroying the socket, so the
      // refusal still reaches the client.
      const stored = await storeUpload(context.services.storage, context, purpose, body(), name());
      response.status(201).json({ success: true, data: stored, error: null });
    } catch (thrown) {
      fail(request, response, thrown);
    }
  });

  router.get(FILE_ROUTE, async (request, response) => {
    try {
      const [name, extension] = String(request.params.name).split('.');
      const key = fileKey(String(request.params.owner), name ?? '', (extension ?? '') as never);
      const parsed = parseFileKey(key);
      // Public files need no caller, but a token that was revoked is refused here as everywhere.
      const context = await buildContext(request, { sensitive: true });
      const opened =
        parsed && parsed.kind !== 'pdf' ? await openRange(context.services.storage, key, request.headers.range) : null;
      if (!parsed || !opened) return void response.status(404).json({ success: false, data: null, error: NOT_FOUND });
      response.set({
        'Content-Type': CONTENT_TYPES[parsed.kind],
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'Content-Disposition': 'inline',
      });
      await sendOpened(response, opened);
    } catch (thrown) {
      fail(request, response, thrown);
    }
  });
  return router;
}
