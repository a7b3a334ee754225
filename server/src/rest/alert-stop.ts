/**
 * POST /api/alerts/stop?token=…: the RFC 8058 one-click stop an alert mail names in its
 * List-Unsubscribe header (mail programs POST `List-Unsubscribe=One-Click`, form-encoded, without
 * signing in). The mail's one-time token is the only authority (modules/alert/alert-stop-links.ts);
 * errors answer in the REST envelope. The mail's own links open the page /mypage/alerts/stop
 * instead, which asks before stopping.
 */
import express, { type Router } from 'express';
import type { ContextBuilder } from '../graphql/build-context';
import { AppError, appError } from '../lib/app-error';
import { searchIdOf } from '../modules/alert/alert-stop-links';
import { restErrorOf } from './respond';

export const ALERT_STOP_ROUTE = '/alerts/stop';

export function createAlertStopRouter(buildContext: ContextBuilder): Router {
  const router = express.Router();
  router.post(ALERT_STOP_ROUTE, express.urlencoded({ extended: false, limit: '1kb' }), async (request, response) => {
    try {
      const context = await buildContext(request, { sensitive: false });
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      if (!token)
        throw appError('BAD_USER_INPUT', '停止のためのトークンがありません。メールのリンクをそのまま開いてください。');
      const result = await context.services.alerts.stop(
        token,
        searchIdOf(request.query.search),
        context.viewer?.uid ?? null,
      );
      response.set('Cache-Control', 'no-store').json({ success: true, data: result, error: null });
    } catch (thrown) {
      // restErrorOf answers anything but a domain error with a plain 500; only those are logged.
      if (!(thrown instanceof AppError)) request.log?.error({ err: thrown }, 'alert stop failed');
      const { status, error } = restErrorOf(thrown);
      response.status(status).json({ success: false, data: null, error });
    }
  });
  return router;
}
