/**
 * The browser's two stops of a federated sign-in, outside /api because they are page
 * navigations, not API calls: GET /sso/oidc/start?municipality=<code> sends the browser to the
 * municipality's IdP, and GET /sso/oidc/callback (the redirect URI registered at the IdP) takes
 * its answer and sends the browser to /auth/sso with a one-time code in the fragment (never in a
 * log or a Referer). Every refusal lands on the sign-in page with a reason it explains.
 */
import express, { type Router } from 'express';
import type { ContextBuilder } from '../graphql/build-context';
import { AppError } from '../lib/app-error';
import { SsoRefused } from '../modules/sso/sso-login.service';

/** Mounted at /sso (app.ts); the callback is SSO_CALLBACK_PATH. */
const refusedTo = (reason: string) => `/auth/login?sso_error=${encodeURIComponent(reason)}`;

export function createSingleSignOnRouter(buildContext: ContextBuilder): Router {
  const router = express.Router();
  router.get('/oidc/start', async (request, response) => {
    response.set('Cache-Control', 'no-store');
    try {
      const context = await buildContext(request);
      await context.rateLimit('secondFactor');
      const code = typeof request.query.municipality === 'string' ? request.query.municipality : '';
      response.redirect(303, await context.services.ssoLogins.start(code));
    } catch (thrown) {
      if (!(thrown instanceof AppError)) request.log?.error({ err: thrown }, 'single sign-on start failed');
      const reason = thrown instanceof AppError && thrown.code === 'NOT_FOUND' ? 'unknown' : 'unavailable';
      response.redirect(303, refusedTo(reason));
    }
  });
  router.get('/oidc/callback', async (request, response) => {
    response.set('Cache-Control', 'no-store');
    try {
      const context = await buildContext(request);
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const handoff = await context.services.ssoLogins.callback(query);
      response.redirect(303, `/auth/sso#code=${handoff}`);
    } catch (thrown) {
      if (thrown instanceof SsoRefused) {
        // The relying-party library wraps what failed (its `cause`): logged too, for the IdP's operator.
        const detail = thrown.cause instanceof Error && thrown.cause.cause instanceof Error ? thrown.cause.cause : null;
        request.log?.warn(
          { reason: thrown.reason, err: thrown.cause, detail: detail?.message },
          'single sign-on refused',
        );
        return void response.redirect(303, refusedTo(thrown.reason));
      }
      request.log?.error({ err: thrown }, 'single sign-on callback failed');
      response.redirect(303, refusedTo('unavailable'));
    }
  });
  return router;
}
