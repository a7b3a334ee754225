/**
 * GET /api/request/{uid}/documents/{itemId}: a requested document, streamed through the server
 * (never a public storage address) to its requester or an operator, with the type its content
 * showed at upload and its Japanese file name; a Range answers 206 (PDF viewers fetch in parts). Errors answer in the REST façade's envelope.
 */
import { ERROR_MESSAGES } from '@portal/shared';
import express, { type Router } from 'express';
import type { ContextBuilder } from '../graphql/build-context';
import { AppError } from '../lib/app-error';
import { attachmentDisposition } from '../lib/content-disposition';
import { restErrorOf } from './respond';
import { sendOpened } from './send-file';

export const DOCUMENT_DOWNLOAD_ROUTE = '/request/:uid/documents/:itemId';

export function createDocumentDownloadRouter(buildContext: ContextBuilder): Router {
  const router = express.Router();
  router.get(DOCUMENT_DOWNLOAD_ROUTE, async (request, response) => {
    try {
      // Personal files: a revoked token or a disabled account is refused at once, like @Sensitive.
      const context = await buildContext(request, { sensitive: true });
      const { opened, fileName } = await context.services.documentRequests.openDocument(
        context,
        String(request.params.uid),
        String(request.params.itemId),
        request.headers.range,
      );
      response.set({
        'Content-Disposition': attachmentDisposition(fileName),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      await sendOpened(response, opened);
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
