/**
 * Cross-origin access. By default the API is same-origin only: no CORS headers are sent, so a
 * browser on another site cannot read answers or send the preflighted requests every API call
 * needs (JSON bodies, Authorization). CORS_ORIGINS names exact origins that may.
 */
import cors from 'cors';
import type { RequestHandler } from 'express';

export function crossOrigin(allowed: readonly string[]): RequestHandler {
  if (allowed.length === 0) {
    return (request, response, next) => {
      // A preflight from another origin gets a plain refusal instead of reaching the API.
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        response.status(204).setHeader('Vary', 'Origin').end();
        return;
      }
      next();
    };
  }
  const origins = new Set(allowed);
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && origins.has(origin)),
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'Apollo-Require-Preflight'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
}
