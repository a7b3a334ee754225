/**
 * Listing files over HTTP. POST /api/uploads?purpose=thumbnail|image|video|document takes the
 * raw file (the name in X-File-Name, percent-encoded) from a vendor or an operator and answers
 * `{ success, data: { key, name, kind, url, size }, error }`; the editor then refers to the key.
 * GET /api/files/{owner}/{name} serves a listing's images and videos, never its document, with
 * long caching (keys are random and never reused) and a sandboxing CSP, so an SVG opened on its
 * own cannot run script even if one slipped past the upload check.
 */
import { ERROR_MESSAGES, isUploadPurpose, UPLOAD_LIMITS } from '@portal/shared';
import express, { type Request, type Response, type Router } from 'express';
import type { ContextBuilder } from '../graphql/build-context';
import { AppError, invalidInput } from '../lib/app-error';
import { storeUpload } from '../modules/listing/listing-uploads';
import { FILE_ROUTE, fileKey, parseFileKey } from '../modules/solution/file-urls';
import { restErrorOf } from './respond';
import { CONTENT_TYPES } from '../storage/file-type';

export const UPLOAD_ROUTE = '/uploads';
const NOT_FOUND = { code: 'NOT_FOUND', message: 'ファイルが見つかりません。' };

function fail(request: Request, response: Response, thrown: unknown): void {
  if (!(thrown instanceof AppError)) {
    request.log?.error({ err: thrown }, 'listing file request failed');
    const error = { code: 'INTERNAL_SERVER_ERROR', message: ERROR_MESSAGES.INTERNAL_SERVER_ERROR };
    response.status(500).json({ success: false, data: null, error });
    return;
  }
  const { status, error } = restErrorOf(thrown);
  response.status(status).json({ success: false, data: null, error });
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
  // One byte over the largest cap, so the service (not the parser) names the cap in its message.
  const raw = express.raw({ type: () => true, limit: UPLOAD_LIMITS.videoBytes + 1 });

  router.post(UPLOAD_ROUTE, raw, async (request, response) => {
    try {
      const context = await buildContext(request, { fresh: true });
      const purpose = request.query.purpose;
      if (!isUploadPurpose(purpose)) {
        throw invalidInput({ purpose: 'purpose は thumbnail・image・video・document のいずれかで指定してください' });
      }
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const stored = await storeUpload(
        context.services.storage,
        context,
        purpose,
        body,
        decodedName(request.header('x-file-name')),
      );
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
      const context = await buildContext(request, { fresh: true });
      const file = parsed && parsed.kind !== 'pdf' ? await context.services.storage.read(key) : null;
      if (!parsed || !file) return void response.status(404).json({ success: false, data: null, error: NOT_FOUND });
      response.set({
        'Content-Type': CONTENT_TYPES[parsed.kind],
        'Content-Length': String(file.body.length),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'Content-Disposition': 'inline',
      });
      response.end(file.body);
    } catch (thrown) {
      fail(request, response, thrown);
    }
  });
  return router;
}
