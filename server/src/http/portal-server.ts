/**
 * The portal's HTTP server. Express gives every request and response its app's prototypes
 * (`app.request`, `app.response`) with Object.setPrototypeOf on each request, and V8 does not
 * take that lightly: measured on a bare Express 5 app with one route on Node 20 (a 150 MB heap,
 * one connection), every request then left about 15 KB that outlived two young-generation
 * collections, so each scavenge copied and promoted ~3.5 MB and paused 8–11 ms instead of under
 * 2, old space filled with request garbage, and requests per second fell by a third. Here the
 * server makes its requests and responses with those prototypes to begin with, so Express's
 * setPrototypeOf finds them in place and changes nothing (the fix proposed in expressjs/express#5998).
 * Every request takes this path, the front replay's too (read/answer-replay.ts).
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

type Construct<T> = (this: T, ...args: unknown[]) => void;

export function expressMessageClasses(
  app: Express,
): Required<Pick<http.ServerOptions, 'IncomingMessage' | 'ServerResponse'>> {
  // Function constructors, not classes: a class's prototype cannot be replaced by app.request.
  function PortalRequest(this: http.IncomingMessage, socket: Socket): void {
    (http.IncomingMessage as unknown as Construct<http.IncomingMessage>).call(this, socket);
  }
  PortalRequest.prototype = app.request;
  function PortalResponse(this: http.ServerResponse, request: http.IncomingMessage, options?: object): void {
    (http.ServerResponse as unknown as Construct<http.ServerResponse>).call(this, request, options);
  }
  PortalResponse.prototype = app.response;
  return {
    IncomingMessage: PortalRequest as unknown as typeof http.IncomingMessage,
    ServerResponse: PortalResponse as unknown as typeof http.ServerResponse,
  };
}

/** The server for `handler`, which hands what it does not answer itself to `app`. */
export function createPortalServer(app: Express, handler: http.RequestListener): http.Server {
  return http.createServer(expressMessageClasses(app), handler);
}
