/**
 * The files of a request for information (modules/rfi/): GET /api/rfis/{id}/spec (the 仕様書 PDF:
 * the municipality and the invited vendors), GET /api/rfis/{id}/answers/{invitationId}/quote (a
 * vendor's quote PDF: the municipality and that vendor alone), GET
 * /api/rfis/{id}/comparison/export?format=csv|xlsx&years=N (the comparison for 決裁 files: the
 * municipality). Streamed through the server (never a public address), private, with the
 * Japanese file name; errors answer in the REST façade's envelope. Uploads go through
 * POST /api/uploads?purpose=rfi (listing-files.ts).
 */
import { japanDate } from '@portal/shared';
import express, { type Request, type Response, type Router } from 'express';
import type { ContextBuilder } from '../graphql/build-context';
import { AppError, invalidInput } from '../lib/app-error';
import { attachmentDisposition } from '../lib/content-disposition';
import { EXPORT_FORMAT_MESSAGE, EXPORT_FORMATS, type ExportFormat, sendTable } from '../lib/table-export';
import type { DocumentFile } from '../modules/document-request/document-request.service';
import { restErrorOf } from './respond';
import { sendOpened } from './send-file';

export const RFI_SPEC_ROUTE = '/rfis/:id/spec';
export const RFI_QUOTE_ROUTE = '/rfis/:id/answers/:invitationId/quote';
export const RFI_EXPORT_ROUTE = '/rfis/:id/comparison/export';

function fail(request: Request, response: Response, thrown: unknown): void {
  if (!(thrown instanceof AppError)) request.log?.error({ err: thrown }, 'request-for-information file failed');
  const { status, error } = restErrorOf(thrown);
  response.status(status).json({ success: false, data: null, error });
}

/** 「見積比較_<件名>_20261124」: safe for every file system, the day in Japan. */
function fileBaseName(title: string, now: Date): string {
  const safe = title.replace(/[\\/:*?"<>|\p{Cc}\p{Cf}]/gu, '').slice(0, 40);
  return `見積比較_${safe}_${japanDate(now).replaceAll('-', '')}`;
}

export function createRfiFilesRouter(buildContext: ContextBuilder): Router {
  const router = express.Router();
  const serve =
    (open: (request: Request, context: Awaited<ReturnType<ContextBuilder>>) => Promise<DocumentFile>) =>
    async (request: Request, response: Response) => {
      try {
        const context = await buildContext(request, { sensitive: true });
        const { opened, fileName } = await open(request, context);
        response.set({
          'Content-Disposition': attachmentDisposition(fileName),
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        });
        await sendOpened(response, opened);
      } catch (thrown) {
        fail(request, response, thrown);
      }
    };
  router.get(
    RFI_SPEC_ROUTE,
    serve((request, context) =>
      context.services.rfiDocuments.openSpec(context, String(request.params.id), request.headers.range),
    ),
  );
  router.get(
    RFI_QUOTE_ROUTE,
    serve((request, context) =>
      context.services.rfiDocuments.openQuote(
        context,
        String(request.params.id),
        String(request.params.invitationId),
        request.headers.range,
      ),
    ),
  );
  router.get(RFI_EXPORT_ROUTE, async (request, response) => {
    try {
      const context = await buildContext(request, { sensitive: true });
      const format = String(request.query.format ?? 'xlsx') as ExportFormat;
      if (!EXPORT_FORMATS.includes(format)) throw invalidInput({ format: EXPORT_FORMAT_MESSAGE });
      const years = Number(request.query.years ?? 5);
      const sheet = await context.services.rfiDocuments.exportSheet(context, String(request.params.id), years);
      await sendTable(
        response,
        { sheetName: '見積比較', columns: sheet.columns, rows: sheet.rows },
        format,
        fileBaseName(sheet.title, new Date()),
      );
    } catch (thrown) {
      fail(request, response, thrown);
    }
  });
  return router;
}
