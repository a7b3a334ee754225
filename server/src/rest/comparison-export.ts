/**
 * GET /api/service/solutions/compare/export?ids=…&format=csv|xlsx: the comparison table
 * (modules/comparison/) as a file, under the same rule as the comparison page (solution detail's).
 * Bytes, not JSON, so it is its own router; errors answer in the REST façade's envelope.
 */
import { japanDate } from '@portal/shared';
import express, { type Router } from 'express';
import type { ContextBuilder } from '../graphql/build-context';
import { AppError, invalidInput } from '../lib/app-error';
import { type ExportFormat, sendTable } from '../lib/table-export';
import { comparisonSheet } from '../modules/comparison/comparison-table';
import { parseComparisonIds } from '../modules/comparison/comparison.service';
import { restErrorOf } from './respond';

export const COMPARISON_EXPORT_ROUTE = '/service/solutions/compare/export';

const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

/** 「ソリューション比較_20261124」: the day in Japan, when the file is attached to a 起案. */
function fileBaseName(now: Date): string {
  const day = japanDate(now).replaceAll('-', '');
  return `ソリューション比較_${day}`;
}

export function createComparisonExportRouter(buildContext: ContextBuilder): Router {
  const router = express.Router();
  router.get(COMPARISON_EXPORT_ROUTE, async (request, response) => {
    try {
      const context = await buildContext(request);
      const format = String(request.query.format ?? 'csv') as ExportFormat;
      if (!FORMATS.includes(format)) throw invalidInput({ format: '形式は csv か xlsx を指定してください。' });
      const table = await context.services.comparison.compare(context, parseComparisonIds(request.query.ids));
      const sheet = comparisonSheet(table);
      await sendTable(response, { sheetName: 'ソリューション比較', ...sheet }, format, fileBaseName(new Date()));
    } catch (thrown) {
      // restErrorOf answers anything but a domain error with a plain 500; only those are logged.
      if (!(thrown instanceof AppError)) request.log?.error({ err: thrown }, 'comparison export failed');
      const { status, error } = restErrorOf(thrown);
      response.status(status).json({ success: false, data: null, error });
    }
  });
  return router;
}
