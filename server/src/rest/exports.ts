/**
 * Exports as CSV (UTF-8 with BOM) or .xlsx (docs/api.md, "Exports"). Files, not JSON, so they are
 * their own router; refusals answer in the REST façade's envelope.
 *
 *   GET /api/service/{section}/export?format=csv|xlsx&…   the search's own parameters and access rule
 *   GET /api/shortlists/{id}/export?format=…              members of the list's municipality
 *   GET /api/request/export?format=…                      the caller's own request history
 *   GET /api/vendor/requests/export?format=…              the vendor's own company's received requests
 *   GET /api/insights/export?format=…&from&to&listingId   listing insights (listingInsights' own rule)
 */
import { isSection, type Section } from '@portal/shared';
import express, { type Request, type Response, type Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Context } from '../graphql/context';
import type { ContextBuilder } from '../graphql/build-context';
import { accessOf, isAllowed } from '../graphql/access';
import { AppError, appError, invalidInput } from '../lib/app-error';
import { exportFormatOf, sendTable } from '../lib/table-export';
import { exportLimitOf, type ExportFile } from '../modules/export/export.service';
import { isRateLimitName } from '../rate-limit/limits';
import { parseSearchParams, type RawQuery } from './params';
import { restErrorOf } from './respond';
import { textAccessOf } from '../auth/text-access';

export const SEARCH_EXPORT_ROUTE = '/service/:section/export';
export const SHORTLIST_EXPORT_ROUTE = '/shortlists/:id/export';
export const REQUEST_HISTORY_EXPORT_ROUTE = '/request/export';
export const RECEIVED_REQUESTS_EXPORT_ROUTE = '/vendor/requests/export';
export const INSIGHTS_EXPORT_ROUTE = '/insights/export';

/** The search each section's export repeats: its rule and rate limit are the export's. */
const SEARCH_FIELD: Record<Section, string> = {
  solutions: 'searchSolutions',
  grants: 'searchGrants',
  cases: 'searchCases',
};

/** Applies a Query field's @Access and @RateLimit to a caller, as the operation guard does. */
async function applyFieldRule(schema: GraphQLSchema, field: string, context: Context): Promise<void> {
  const type = schema.getQueryType()!;
  const rules = accessOf(type, field) ?? [];
  if (!isAllowed(rules, context.role)) throw appError(context.role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
  const limit = type.getFields()[field]?.extensions?.rateLimit;
  if (typeof limit === 'string' && isRateLimitName(limit)) await context.rateLimit(limit);
}

type Producer = (request: Request, context: Context) => Promise<ExportFile> | ExportFile;

export function createExportRouter(buildContext: ContextBuilder, schema: GraphQLSchema): Router {
  const router = express.Router();
  const route = (path: string, personal: boolean, produce: Producer) =>
    router.get(path, async (request: Request, response: Response) => {
      try {
        const query = request.query as RawQuery;
        // The format first: a wrong one is the caller's mistake whoever they are.
        const format = exportFormatOf(query.format);
        // Personal lists: a revoked token or a disabled account is refused at once, like @Sensitive.
        const context = await buildContext(request, { sensitive: personal });
        if (!personal) await context.assertSession?.({ sensitive: false });
        const { table, fileBaseName } = await produce(request, context);
        await sendTable(response, table, format, fileBaseName);
      } catch (thrown) {
        if (response.headersSent) {
          request.log?.error({ err: thrown }, 'export cut short');
          response.destroy();
          return;
        }
        if (!(thrown instanceof AppError)) request.log?.error({ err: thrown }, 'export failed');
        const { status, error } = restErrorOf(thrown);
        response.status(status).json({ success: false, data: null, error });
      }
    });

  route(SEARCH_EXPORT_ROUTE, false, async (request, context) => {
    const section = String(request.params.section);
    if (!isSection(section)) {
      throw invalidInput({ section: '検索区分は solutions・grants・cases のいずれかで指定してください' });
    }
    const query = request.query as RawQuery;
    const limit = exportLimitOf(query.limit);
    const { criteria, errors } = parseSearchParams(query);
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    await applyFieldRule(schema, SEARCH_FIELD[section], context);
    return context.services.exports.searchResults(section, criteria, limit, textAccessOf(context.role));
  });
  route(SHORTLIST_EXPORT_ROUTE, true, (request, context) =>
    context.services.exports.shortlist(context, String(request.params.id)),
  );
  route(REQUEST_HISTORY_EXPORT_ROUTE, true, (_request, context) => context.services.exports.requestHistory(context));
  route(RECEIVED_REQUESTS_EXPORT_ROUTE, true, (_request, context) =>
    context.services.exports.receivedRequests(context),
  );
  route(INSIGHTS_EXPORT_ROUTE, true, async (request, context) => {
    await applyFieldRule(schema, 'listingInsights', context);
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    const query = request.query as Record<string, unknown>;
    return context.services.insights.exportTable(context, {
      from: text(query.from),
      to: text(query.to),
      listingId: text(query.listingId),
    });
  });
  return router;
}
