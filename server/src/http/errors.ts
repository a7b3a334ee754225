/**
 * The last Express error handler: body-parser failures (malformed JSON, too large, bad charset)
 * answer 4xx with a Japanese message in the shape of the API that was called; anything else is a
 * 500 without details, logged with the request id.
 */
import { ERROR_MESSAGES, type ErrorCode } from '@portal/shared';
import type { ErrorRequestHandler, Request, Response } from 'express';
import { sendGraphQLError } from './graphql-protocol';

const BODY_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'リクエストの JSON が正しくありません。',
  'entity.too.large': 'リクエストが大きすぎます。',
  'entity.too.deep': 'リクエストの JSON の入れ子が深すぎます。',
  'charset.unsupported': 'リクエストの文字コードは UTF-8 にしてください。',
  'encoding.unsupported': 'リクエストの圧縮形式には対応していません。',
  'request.aborted': 'リクエストが途中で中断されました。',
  'request.size.invalid': 'リクエストの長さが正しくありません。',
};

export function sendApiError(request: Request, response: Response, status: number, code: ErrorCode, message: string) {
  if (response.headersSent) return;
  if (request.originalUrl.startsWith('/graphql')) return sendGraphQLError(response, status, code, message);
  if (request.originalUrl.startsWith('/api')) {
    return response.status(status).json({ success: false, data: null, error: { code, message } });
  }
  response.status(status).type('text/plain; charset=utf-8').send(message);
}

export const handleError: ErrorRequestHandler = (
  error: { status?: number; statusCode?: number; type?: string },
  request,
  response,
  next,
) => {
  if (response.headersSent) return next(error);
  const raw = error.status ?? error.statusCode ?? 500;
  const status = raw >= 400 && raw < 500 ? raw : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  const code: ErrorCode = status === 404 ? 'NOT_FOUND' : status < 500 ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR';
  const message = (error.type && BODY_MESSAGES[error.type]) ?? ERROR_MESSAGES[code];
  sendApiError(request, response, status, code, message);
};
