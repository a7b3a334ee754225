/**
 * GET /api/request/{uid}/documents/{itemId}: a requested document, streamed through the server
 * (never a public storage address) to its requester or an operator, with the type its content
 * showed at upload and its Japanese file name; a Range answers 206 (PDF viewers fetch in parts).
 * `…/current`: the listing's current document, once replaced, to that item's requester only
 * (document-versions.ts). Errors answer in the REST façade's envelope.
 */
import { ERROR_MESSAGES } from '@portal/shared';
import express, { type Request, type Response, type Router } from 'express';
import type { ContextBuilder } from '../graphql/build-context';
import type { Context } from '../graphql/context';
import { AppError } from '../lib/app-error';
import { attachmentDisposition } from '../lib/content-disposition';
import type { DocumentFile } from '../modules/document-request/document-request.service';
import { restErrorOf } from './respond';
import { sendOpened } from './send-file';

export const DOCUMENT_DOWNLOAD_ROUTE = '/request/:uid/documents/:itemId';
export const CURRENT_DOCUMENT_ROUTE = '/request/:uid/documents/:itemId/current';

type Opener = (context: Context, uid: string, itemId: string, range: string | undefined) => Promise<DocumentFile>;

export function createDocumentDownloadRouter(buildContext: ContextBuilder): Router {
  const router = express.Router();
  const serve = (open: Opener) => async (request: Request, response: Response) => {
    try {
      // Personal files: a revoked token or a disabled account is refused at once, like @Sensitive.
      const context = await buildContext(request, { sensitive: true });
      const { opened, fileName } = await open(
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
  };
  router.get(
    DOCUMENT_DOWNLOAD_ROUTE,
    serve((context, uid, itemId, range) => context.services.documentRequests.openDocument(context, uid, itemId, range)),
  );
  router.get(
    CURRENT_DOCUMENT_ROUTE,
    serve((context, uid, itemId, range) =>
      context.services.documentRequests.openCurrentDocument(context, uid, itemId, range),
    ),
  );
  return router;
}
