/**
 * Protocol checks in front of Apollo for /graphql, so that malformed requests are answered in the
 * GraphQL error shape with a Japanese message (Apollo's own answers to these are English text):
 * only GET and POST, JSON bodies, one operation per request (batching is off), a string query,
 * and GET only with a CSRF-safe header (as Apollo's CSRF prevention requires; Apollo Client's
 * GET queries carry `Content-Type: application/json`).
 */
import type { ErrorCode } from '@portal/shared';
import type { RequestHandler, Response } from 'express';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body';

export function sendGraphQLError(response: Response, status: number, code: ErrorCode, message: string): void {
  response.status(status).json({ errors: [{ message, extensions: { code } }] });
}

const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];
const SIMPLE_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/** Apollo's CSRF rule: a browser sends this GET only after a preflight, so another site cannot. */
function csrfSafe(headers: Record<string, string | string[] | undefined>): boolean {
  if (PREFLIGHT_HEADERS.some((header) => headers[header])) return true;
  const type = String(headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  return type !== '' && !SIMPLE_TYPES.has(type);
}

/** GET carries variables as JSON text, parsed by Apollo: bounded as POST bodies are (json-body.ts). */
function jsonParamTooDeep(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return nestsDeeperThan(JSON.parse(value), MAX_JSON_DEPTH);
  } catch {
    return false; // Apollo answers malformed JSON itself.
  }
}

export const graphqlProtocol: RequestHandler = (request, response, next) => {
  if (request.method !== 'GET' && request.method !== 'POST') {
    response.setHeader('Allow', 'GET, POST');
    return sendGraphQLError(response, 405, 'BAD_USER_INPUT', 'GET または POST で送信してください。');
  }
  if (request.method === 'GET') {
    const query = request.query.query;
    if (typeof query !== 'string' || query === '') {
      return sendGraphQLError(response, 400, 'BAD_USER_INPUT', 'query パラメーターを指定してください。');
    }
    if (!csrfSafe(request.headers)) {
      return sendGraphQLError(
        response,
        400,
        'BAD_USER_INPUT',
        'GET で送信するときは Content-Type: application/json または Apollo-Require-Preflight ヘッダーを付けてください。',
      );
    }
    if (['variables', 'extensions'].some((name) => jsonParamTooDeep(request.query[name]))) {
      return sendGraphQLError(response, 400, 'BAD_USER_INPUT', 'リクエストの JSON の入れ子が深すぎます。');
    }
    return next();
  }
  if (!request.is('application/json')) {
    return sendGraphQLError(response, 415, 'BAD_USER_INPUT', 'Content-Type は application/json にしてください。');
  }
  const body: unknown = request.body;
  if (Array.isArray(body)) {
    return sendGraphQLError(
      response,
      400,
      'BAD_USER_INPUT',
      '複数の操作をまとめて送ることはできません。1 リクエストに 1 操作で送信してください。',
    );
  }
  const { query, variables, operationName } = (body ?? {}) as Record<string, unknown>;
  if (typeof body !== 'object' || body === null || typeof query !== 'string' || query.trim() === '') {
    return sendGraphQLError(response, 400, 'BAD_USER_INPUT', 'リクエストに query（文字列）を含めてください。');
  }
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return sendGraphQLError(response, 400, 'BAD_USER_INPUT', 'variables はオブジェクトで指定してください。');
  }
  if (operationName != null && typeof operationName !== 'string') {
    return sendGraphQLError(response, 400, 'BAD_USER_INPUT', 'operationName は文字列で指定してください。');
  }
  next();
};
