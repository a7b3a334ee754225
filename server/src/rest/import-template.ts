/**
 * GET /api/imports/template/{grants|cases}?format=csv|xlsx: the operator's import template (its
 * Japanese headers and an example row). Operators only; refusals answer in the REST envelope.
 */
import express, { type Router } from 'express';
import type { ContextBuilder } from '../graphql/build-context';
import { AppError, appError } from '../lib/app-error';
import { exportFormatOf, sendTable } from '../lib/table-export';
import { templateOf } from '../modules/import/import-template';
import { restErrorOf } from './respond';

export const IMPORT_TEMPLATE_ROUTE = '/imports/template/:kind';

export function createImportTemplateRouter(buildContext: ContextBuilder): Router {
  const router = express.Router();
  router.get(IMPORT_TEMPLATE_ROUTE, async (request, response) => {
    try {
      const format = exportFormatOf(request.query.format);
      const context = await buildContext(request, { sensitive: false });
      if (context.role === 'anonymous') throw appError('UNAUTHENTICATED');
      if (context.role !== 'operator') throw appError('FORBIDDEN');
      const { table, fileBaseName } = templateOf(String(request.params.kind));
      await sendTable(response, table, format, fileBaseName);
    } catch (thrown) {
      if (!(thrown instanceof AppError)) request.log?.error({ err: thrown }, 'import template failed');
      const { status, error } = restErrorOf(thrown);
      response.status(status).json({ success: false, data: null, error });
    }
  });
  return router;
}
