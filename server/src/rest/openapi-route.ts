/** GET /api/openapi.json: the OpenAPI document (openapi.ts), made once per process, public. */
import express, { type Router } from 'express';
import { OPENAPI_ROUTE } from './file-route-docs';
import { openApiText } from './openapi';

export function createOpenApiRouter(): Router {
  const router = express.Router();
  let body: Buffer | null = null;
  router.get(OPENAPI_ROUTE, (_request, response) => {
    body ??= Buffer.from(openApiText());
    response.setHeader('Cache-Control', 'public, max-age=300');
    response.status(200).type('application/json').send(body);
  });
  return router;
}
