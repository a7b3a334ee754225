/**
 * The server makes requests and responses with the Express app's prototypes, so Express does not
 * have to change them per request (portal-server.ts), and they still work as Express's own.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createPortalServer } from './portal-server';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('the portal server', () => {
  it('hands Express requests and responses that already have its prototypes, and they behave as Express’s', async () => {
    const app = express();
    app.get('/answer', (request, response) => {
      response.status(201).json({ path: request.path, query: request.query, accepts: request.accepts('json') });
    });
    const arrived: { request: object | null; response: object | null }[] = [];
    const server = createPortalServer(app, (request, response) => {
      // Before Express has touched them.
      arrived.push({ request: Object.getPrototypeOf(request), response: Object.getPrototypeOf(response) });
      app(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/answer?q=1`, {
      headers: { accept: 'application/json' },
    });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ path: '/answer', query: { q: '1' }, accepts: 'json' });
    expect(arrived).toEqual([{ request: app.request, response: app.response }]);
  });
});
