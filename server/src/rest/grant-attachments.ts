/**
 * GET /api/grants/{id}/attachments/{attachmentId}: a grant's PDF (公募要領 and others), streamed
 * through the server to those who may read the grant's detail, with its file name; a Range
 * answers 206 (PDF viewers fetch in parts). Errors answer in the REST façade's envelope.
 */
import express, { type Router } from 'express';
import type { ContextBuilder } from '../graphql/build-context';
import { AppError } from '../lib/app-error';
import { attachmentDisposition } from '../lib/content-disposition';
import { restErrorOf } from './respond';
import { sendOpened } from './send-file';

export const GRANT_ATTACHMENT_ROUTE = '/grants/:id/attachments/:attachmentId';

export function createGrantAttachmentRouter(buildContext: ContextBuilder): Router {
  const router = express.Router();
  router.get(GRANT_ATTACHMENT_ROUTE, async (request, response) => {
    try {
      const context = await buildContext(request, { sensitive: true });
      const { opened, fileName } = await context.services.grantAttachments.open(
        context,
        String(request.params.id),
        String(request.params.attachmentId),
        request.headers.range,
      );
      response.set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': attachmentDisposition(fileName),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      await sendOpened(response, opened);
    } catch (thrown) {
      if (!(thrown instanceof AppError)) request.log?.error({ err: thrown }, 'grant attachment download failed');
      const { status, error } = restErrorOf(thrown);
      response.status(status).json({ success: false, data: null, error });
    }
  });
  return router;
}
