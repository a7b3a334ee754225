/**
 * An API key in a URL is refused before anything reads it: URLs end up in proxy logs, browser
 * histories and Referer headers. The request log never writes query strings either (logging.ts).
 */
import type { NextFunction, Request, Response } from 'express';
import { apiKeyInUrl } from '../auth/api-key-token';

const MESSAGE =
  'APIキーはURLに含めないでください。Authorization ヘッダー（Bearer）か X-API-Key ヘッダーで送ってください。';

export function refuseApiKeyInUrl(request: Request, response: Response, next: NextFunction): void {
  if (!apiKeyInUrl(request.originalUrl)) return next();
  response.setHeader('Cache-Control', 'no-store');
  if (request.baseUrl === '/graphql') {
    response.status(401).json({ errors: [{ message: MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }] });
    return;
  }
  response.status(401).json({ success: false, data: null, error: { code: 'UNAUTHENTICATED', message: MESSAGE } });
}
