/** Executes the REST table through the in-process Apollo server (same schema, same rules). */
import type { ApolloServer } from '@apollo/server';
import express, { type Request, type Response, type Router } from 'express';
import type { Context } from '../graphql/context';
import type { ContextBuilder } from '../graphql/build-context';
import { RETRY_AFTER_SECONDS } from '../lib/app-error';
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
 * A successful answer's body, serialized and encoded once per result object: the result cache
 * (read/answer-cache.ts) hands out the same object for a repeated query, so a popular search
 * is not serialized again for each caller (http/compress-json.ts keeps its ETag and compressed
 * forms per body in turn).
 */
function sendData(response: Response, route: RestRoute, plan: Plan, data: Record<string, unknown>, bodies: Bodies) {
  let body = bodies.get(data);
  if (!body) {
    body = Buffer.from(JSON.stringify(envelope(route, plan.present(data), null)));
    bodies.set(data, body);
  }
  // The header as type('json') would set it, without its MIME-table lookup on every answer.
  response.status(200).setHeader('Content-Type', 'application/json; charset=utf-8');
  response.send(body);
}

/** Per route, keyed by the operation's result: one route runs several operations (search, detail). */
type Bodies = WeakMap<object, Buffer>;

export function createRestRouter(apollo: ApolloServer<Context>, buildContext: ContextBuilder): Router {
  const router = express.Router();
  for (const route of REST_ROUTES) {
    const bodies: Bodies = new WeakMap();
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
      sendData(response, route, plan, (data ?? {}) as Record<string, unknown>, bodies);
    });
  }
  return router;
}
