/** Executes the REST table through the in-process Apollo server (same schema, same rules). */
import type { ApolloServer } from '@apollo/server';
import express, { type Request, type Response, type Router } from 'express';
import type { Context } from '../graphql/context';
import type { ContextBuilder } from '../graphql/build-context';
import { RETRY_AFTER_SECONDS } from '../lib/app-error';
import { type CachedAnswer, carryBody } from '../read/cached-answer';
import { restError, restErrorOf, toRestError, type RestError } from './respond';
import { REST_ROUTES, type Plan, type RestRoute } from './routes';
import { streamPages } from './stream';

function envelope(route: RestRoute, payload: unknown, error: RestError | null) {
  return route.shape === 'envelope'
    ? { success: !error, data: error ? null : (payload ?? null), error }
    : error
      ? { contents: null, error }
      : { contents: payload };
}

function send(response: Response, route: RestRoute, status: number, payload: unknown, error: RestError | null) {
  if (status === 503 && !response.hasHeader('retry-after')) response.setHeader('Retry-After', `${RETRY_AFTER_SECONDS}`);
  response.status(status).json(envelope(route, payload, error));
}

/**
 * A successful answer's body, serialized once per answer the answer cache (read/answer-cache.ts)
 * holds: it keeps the route's body with the result, so a popular search is not serialized again
 * for each caller, and the body carries its ETag and compressed forms (http/compress-json.ts).
 */
function sendData(
  response: Response,
  route: RestRoute,
  plan: Plan,
  data: Record<string, unknown>,
  cached?: CachedAnswer,
) {
  const kept = cached?.result.data === data ? cached : undefined;
  const form = `${route.method} ${route.path}`;
  let body = kept?.bodies.get(form);
  if (!body) {
    body = { raw: Buffer.from(JSON.stringify(envelope(route, plan.present(data), null))) };
    kept?.bodies.set(form, body);
  }
  // The header as type('json') would set it, without its MIME-table lookup on every answer.
  response.status(200).setHeader('Content-Type', 'application/json; charset=utf-8');
  carryBody(response, body);
  response.send(body.raw);
}

export function createRestRouter(apollo: ApolloServer<Context>, buildContext: ContextBuilder): Router {
  const router = express.Router();
  for (const route of REST_ROUTES) {
    router[route.method](route.path, async (request: Request, response: Response) => {
      const plan = route.plan(request);
      if ('errors' in plan) {
        const { status, error } = restError(plan.code ?? 'BAD_USER_INPUT', Object.values(plan.errors)[0], plan.errors);
        return send(response, route, status, null, error);
      }
      let contextValue: Context;
      try {
        contextValue = await buildContext(request);
      } catch (thrown) {
        const { status, error } = restErrorOf(thrown);
        return send(response, route, status, null, error);
      }
      const execute = (variables: Record<string, unknown>, context: Context) =>
        apollo.executeOperation({ query: plan.query, variables }, { contextValue: context });
      const result = await execute(plan.variables ?? {}, contextValue);
      if (result.body.kind !== 'single') throw new Error('incremental delivery is not used by the REST façade');
      // Headers the operation set (Retry-After on RATE_LIMITED and SERVICE_UNAVAILABLE).
      for (const [name, value] of result.http.headers) if (name !== 'content-type') response.setHeader(name, value);
      const { data, errors } = result.body.singleResult;
      if (errors?.length) {
        const { status, error } = toRestError(errors);
        return send(response, route, status, null, error);
      }
      if (plan.pages) {
        // One fetch-all is one search for the rate limits, however many pages it takes.
        const later = { ...contextValue, rateLimit: async () => {} };
        return streamPages(request, response, data ?? {}, plan.pages, async (variables) => {
          const page = await execute(variables, later);
          if (page.body.kind === 'single' && !page.body.singleResult.errors?.length) {
            return page.body.singleResult.data ?? null;
          }
          request.log.warn(
            { errors: page.body.kind === 'single' ? page.body.singleResult.errors : null },
            'fetch-all cut short',
          );
          return null;
        });
      }
      sendData(response, route, plan, (data ?? {}) as Record<string, unknown>, contextValue.cachedAnswer);
    });
  }
  return router;
}
