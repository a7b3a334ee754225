/**
 * POST /api/insights/events: the browser's listing-insight reports (docs/insights.md), a JSON body
 * `{ "event": "impression", "listingIds": ["12", …] }`. The same rule and rate limit as the
 * `recordListingEvents` mutation, without GraphQL's parse, validation and execution: a report
 * follows nearly every results page a municipal user sees, so it must cost less than the search.
 * Answers once the report is buffered; the count is written later, off the request path.
 */
import express, { type Router } from 'express';
import type { ContextBuilder } from '../graphql/build-context';
import { AppError, appError, invalidInput } from '../lib/app-error';
import { restErrorOf } from './respond';

export const LISTING_EVENTS_ROUTE = '/insights/events';

export function createListingEventsRouter(buildContext: ContextBuilder): Router {
  const router = express.Router();
  router.post(LISTING_EVENTS_ROUTE, express.json({ limit: '16kb' }), async (request, response) => {
    try {
      const context = await buildContext(request, { sensitive: false });
      if (!context.viewer) throw appError('UNAUTHENTICATED');
      // A key reads for internal tools; it speaks for no browser.
      if (context.apiKeyId !== undefined) throw appError('FORBIDDEN', 'APIキーでは送れません。');
      await context.rateLimit('search');
      const body = (request.body ?? {}) as { event?: unknown; listingIds?: unknown };
      const ids = body.listingIds;
      if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' || typeof id === 'number')) {
        throw invalidInput({ listingIds: 'listingIds は掲載IDの配列で指定してください' });
      }
      context.services.insights.report(context, String(body.event ?? ''), ids.map(String));
      response.set('Cache-Control', 'no-store').json({ success: true, data: true, error: null });
    } catch (thrown) {
      if (!(thrown instanceof AppError)) request.log?.error({ err: thrown }, 'listing events failed');
      const { status, error } = restErrorOf(thrown);
      response.status(status).json({ success: false, data: null, error });
    }
  });
  return router;
}
