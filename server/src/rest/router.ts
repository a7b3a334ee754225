/** Executes the REST table through the in-process Apollo server (same schema, same rules). */
import type { ApolloServer } from '@apollo/server';
import express, { type Request, type Response, type Router } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { Context } from '../graphql/context';
import type { ContextBuilder } from '../graphql/build-context';
import { restError, toRestError, type RestError } from './respond';
import { REST_ROUTES, type RestRoute } from './routes';

function send(response: Response, route: RestRoute, status: number, payload: unknown, error: RestError | null) {
  const body =
    route.shape === 'envelope'
      ? { success: !error, data: error ? null : (payload ?? null), error }
      : error
        ? { contents: null, error }
        : { contents: payload };
  response.status(status).json(body);
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
        const { status, error } = toRestError([thrown as GraphQLFormattedError]);
        return send(response, route, status, null, error);
      }
      const result = await apollo.executeOperation(
        { query: plan.query, variables: plan.variables ?? {} },
        { contextValue },
      );
      if (result.body.kind !== 'single') throw new Error('incremental delivery is not used by the REST façade');
      // Headers the operation set (Retry-After on RATE_LIMITED and SERVICE_UNAVAILABLE).
      for (const [name, value] of result.http.headers) if (name !== 'content-type') response.setHeader(name, value);
      const { data, errors } = result.body.singleResult;
      if (errors?.length) {
        const { status, error } = toRestError(errors);
        return send(response, route, status, null, error);
      }
      send(response, route, 200, plan.present((data ?? {}) as Record<string, unknown>), null);
    });
  }
  return router;
}
