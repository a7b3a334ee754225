/**
 * Screens decide what to show (a refusal on the screen, the error page's 404 or 500) from the
 * server's stable error code, whether Apollo answered or the page's early read did.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { codeOfAnswer, errorCodeOf, errorStatusOf, RequestError } from './graphql-errors';

const graphQLErrors = (code?: unknown) =>
  new CombinedGraphQLErrors({
    data: null,
    errors: [{ message: 'refused', ...(code === undefined ? {} : { extensions: { code } }) }],
  });

const serverError = (status: number, bodyText: string) =>
  new ServerError('Response not successful', { response: new Response(bodyText, { status }), bodyText });

const graphQLBody = (code: string) => JSON.stringify({ errors: [{ message: 'refused', extensions: { code } }] });

describe('codeOfAnswer', () => {
  it("takes the server's own code over the one its status stands for", () => {
    expect(codeOfAnswer(400, 'TRIAL_ACCOUNT')).toBe('TRIAL_ACCOUNT');
  });

  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [429, 'RATE_LIMITED'],
    [503, 'SERVICE_UNAVAILABLE'],
    [502, 'INTERNAL_SERVER_ERROR'],
  ])('reads a %i without a known code as %s', (status, code) => {
    expect(codeOfAnswer(status, 'SOMETHING_ELSE')).toBe(code);
  });
});

describe('errorCodeOf and errorStatusOf with a RequestError', () => {
  it('read its code and HTTP status', () => {
    const error = new RequestError('Too many requests', 'RATE_LIMITED', 429);
    expect(errorCodeOf(error)).toBe('RATE_LIMITED');
    expect(errorStatusOf(error)).toBe(429);
  });

  it.each([
    ['NOT_FOUND', 404],
    ['FORBIDDEN', 403],
    ['UNAUTHENTICATED', 401],
    ['INTERNAL_SERVER_ERROR', 500],
  ] as const)('give an error in a 200 answer coded %s the status %i', (code, status) => {
    const error = new RequestError('refused', code, 200);
    expect(errorCodeOf(error)).toBe(code);
    expect(errorStatusOf(error)).toBe(status);
  });
});

describe('errorCodeOf and errorStatusOf with Apollo errors', () => {
  it.each([
    ['NOT_FOUND', 404],
    ['FORBIDDEN', 403],
    ['UNAUTHENTICATED', 401],
  ] as const)('read a GraphQL error coded %s, with the status %i', (code, status) => {
    const error = graphQLErrors(code);
    expect(errorCodeOf(error)).toBe(code);
    expect(errorStatusOf(error)).toBe(status);
  });

  it.each([
    ['no code', undefined],
    ['an unknown code', 'TEAPOT'],
  ])('read a GraphQL error with %s as an internal error', (_, code) => {
    const error = graphQLErrors(code);
    expect(errorCodeOf(error)).toBe('INTERNAL_SERVER_ERROR');
    expect(errorStatusOf(error)).toBe(500);
  });

  it("read a non-2xx answer's code from its GraphQL body, with its HTTP status", () => {
    const error = serverError(403, graphQLBody('TRIAL_ACCOUNT'));
    expect(errorCodeOf(error)).toBe('TRIAL_ACCOUNT');
    expect(errorStatusOf(error)).toBe(403);
  });

  it.each([
    [401, 'UNAUTHENTICATED'],
    [404, 'NOT_FOUND'],
    [503, 'SERVICE_UNAVAILABLE'],
    [500, 'INTERNAL_SERVER_ERROR'],
  ])('read a %i whose body is not GraphQL by its status, as %s', (status, code) => {
    const error = serverError(status, '<html>Bad Gateway</html>');
    expect(errorCodeOf(error)).toBe(code);
    expect(errorStatusOf(error)).toBe(status);
  });

  it("recognise Apollo's errors by their names, as another copy of Apollo makes them", () => {
    const error = Object.assign(new Error('refused'), { name: 'ServerError', statusCode: 404, bodyText: '' });
    expect(errorCodeOf(error)).toBe('NOT_FOUND');
    expect(errorStatusOf(error)).toBe(404);
  });
});

describe('errorCodeOf and errorStatusOf with anything else', () => {
  it('find no code where there is no error', () => {
    expect(errorCodeOf(null)).toBeNull();
    expect(errorCodeOf(undefined)).toBeNull();
  });

  it('read any other failure as an internal error', () => {
    const error = new TypeError('Failed to fetch');
    expect(errorCodeOf(error)).toBe('INTERNAL_SERVER_ERROR');
    expect(errorStatusOf(error)).toBe(500);
  });
});
