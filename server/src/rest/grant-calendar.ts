/**
 * GET /api/grants/{id}/calendar.ics: a grant's deadline as an iCalendar file (text/calendar),
 * public like the grant list; the 公募要領 link only for a caller who may read the grant's detail.
 * Bytes, not JSON, so it is its own router; errors answer in the REST façade's envelope.
 */
import express, { type Router } from 'express';
import { textAccessOf } from '../auth/text-access';
import type { ContextBuilder } from '../graphql/build-context';
import { AppError } from '../lib/app-error';
import { attachmentDisposition } from '../lib/content-disposition';
import { restErrorOf } from './respond';

export const GRANT_CALENDAR_ROUTE = '/grants/:id/calendar.ics';

export function createGrantCalendarRouter(buildContext: ContextBuilder, portalUrl: string): Router {
  const router = express.Router();
  router.get(GRANT_CALENDAR_ROUTE, async (request, response) => {
    try {
      const context = await buildContext(request);
      const access = textAccessOf(context.role);
      const file = await context.services.grants.calendar(String(request.params.id), portalUrl, access);
      response.set({
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': attachmentDisposition(file.fileName),
        'Cache-Control': 'no-cache',
        // The file depends on who asks (the 公募要領 link).
        Vary: 'Authorization',
        'X-Content-Type-Options': 'nosniff',
      });
      response.send(file.body);
    } catch (thrown) {
      // restErrorOf answers anything but a domain error with a plain 500; only those are logged.
      if (!(thrown instanceof AppError)) request.log?.error({ err: thrown }, 'grant calendar failed');
      const { status, error } = restErrorOf(thrown);
      response.status(status).json({ success: false, data: null, error });
    }
  });
  return router;
}
