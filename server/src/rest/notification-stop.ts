/**
 * POST /api/notifications/stop?token=…: the RFC 8058 one-click stop a notification mail names in
 * its List-Unsubscribe header (mail programs POST `List-Unsubscribe=One-Click`, form-encoded,
 * without signing in). It stops exactly the kind of mail the token was issued with, for its user
 * (modules/notification/notification-stop-links.ts); errors answer in the REST envelope.
 */
import express, { type Router } from 'express';
import type { ContextBuilder } from '../graphql/build-context';
import { AppError, appError } from '../lib/app-error';
import { restErrorOf } from './respond';

export const NOTIFICATION_STOP_ROUTE = '/notifications/stop';

export function createNotificationStopRouter(buildContext: ContextBuilder): Router {
  const router = express.Router();
  router.post(
    NOTIFICATION_STOP_ROUTE,
    express.urlencoded({ extended: false, limit: '1kb' }),
    async (request, response) => {
      try {
        const context = await buildContext(request, { sensitive: false });
        const token = typeof request.query.token === 'string' ? request.query.token : '';
        if (!token) {
          throw appError(
            'BAD_USER_INPUT',
            '停止のためのトークンがありません。メールのリンクをそのまま開いてください。',
          );
        }
        const result = await context.services.notifications.stop(token, context.viewer?.uid ?? null);
        response.set('Cache-Control', 'no-store').json({ success: true, data: result, error: null });
      } catch (thrown) {
        if (!(thrown instanceof AppError)) request.log?.error({ err: thrown }, 'notification stop failed');
        const { status, error } = restErrorOf(thrown);
        response.status(status).json({ success: false, data: null, error });
      }
    },
  );
  return router;
}
