/**
 * GET /api/request/{uid}/documents/{itemId}: a requested document, streamed through the server
 * (never a public storage address) to its requester or an operator, with the type its content
 * shows and its Japanese file name. Errors answer in the REST façade's envelope.
 */
import { ERROR_MESSAGES } from '@portal/shared';
import express, { type Router } from 'express';
import type { ContextBuilder } from '../graphql/build-context';
import { AppError } from '../lib/app-error';
import { attachmentDisposition } from '../lib/content-disposition';
import { restErrorOf } from './respond';
import { CONTENT_TYPES, detectFileKind } from '../storage/file-type';

export const DOCUMENT_DOWNLOAD_ROUTE = '/request/:uid/documents/:itemId';

export function createDocumentDownloadRouter(buildContext: ContextBuilder): Router {
  const router = express.Router();
  router.get(DOCUMENT_DOWNLOAD_ROUTE, async (request, response) => {
    try {
      // Personal files: a revoked token or a disabled account is refused at once, like @Sensitive.
      const context = await buildContext(request, { sensitive: true });
      const file = await context.services.documentRequests.openDocument(
        context,
        String(request.params.uid),
        String(request.params.itemId),
      );
      const kind = detectFileKind(file.body);
      response.set({
        'Content-Type': kind ? CONTENT_TYPES[kind] : 'application/octet-stream',
        'Content-Length': String(file.body.length),
        'Content-Disposition': attachmentDisposition(file.fileName),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      response.end(file.body);
    } catch (thrown) {
      if (!(thrown instanceof AppError)) {
        request.log?.error({ err: thrown }, 'document download failed');
        const body = { code: 'INTERNAL_SERVER_ERROR', message: ERROR_MESSAGES.INTERNAL_SERVER_ERROR };
        response.status(500).json({ success: false, data: null, error: body });
        return;
      }
      const { status, error } = restErrorOf(thrown);
      response.status(status).json({ success: false, data: null, error });
    }
  });
  return router;
}
