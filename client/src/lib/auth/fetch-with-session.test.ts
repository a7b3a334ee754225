/**
 * A remembered token the server refuses (revoked, or its user disabled) must not end the user's
 * request: it is sent once more with the token Firebase then issues, and only a refusal that
 * cannot be renewed reaches the caller.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchWithSession } from './fetch-with-session';

const mocks = vi.hoisted(() => ({ renewRefusedToken: vi.fn<(token: string) => Promise<string | null>>() }));
vi.mock('./session', () => ({ renewRefusedToken: mocks.renewRefusedToken }));

const server = vi.fn<typeof fetch>();

const authorizationOf = (call: number) => new Headers(server.mock.calls[call]?.[1]?.headers).get('authorization');

beforeEach(() => {
  server.mockReset();
  mocks.renewRefusedToken.mockReset();
  vi.stubGlobal('fetch', server);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchWithSession', () => {
  it('sends a refused request once more with the renewed token and answers with that', async () => {
    server
      .mockResolvedValueOnce(new Response('refused', { status: 401 }))
      .mockResolvedValueOnce(Response.json({ data: { me: null } }));
    mocks.renewRefusedToken.mockResolvedValue('renewed-token');
    const signal = new AbortController().signal;

    const response = await fetchWithSession('/graphql?query=x', {
      signal,
      headers: { accept: 'application/json', authorization: 'Bearer remembered-token' },
    });

    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ data: { me: null } });
    expect(mocks.renewRefusedToken).toHaveBeenCalledWith('remembered-token');
    expect(server).toHaveBeenCalledTimes(2);
    expect(server.mock.calls[1]?.[0]).toBe('/graphql?query=x');
    expect(authorizationOf(1)).toBe('Bearer renewed-token');
    expect(new Headers(server.mock.calls[1]?.[1]?.headers).get('accept')).toBe('application/json');
    expect(server.mock.calls[1]?.[1]?.signal).toBe(signal);
  });

  it('tries only once more, even if the renewed token is refused too', async () => {
    server.mockResolvedValue(new Response('refused', { status: 401 }));
    mocks.renewRefusedToken.mockResolvedValue('renewed-token');

    const response = await fetchWithSession('/graphql', { headers: { authorization: 'Bearer remembered-token' } });

    expect(response.status).toBe(401);
    expect(mocks.renewRefusedToken).toHaveBeenCalledTimes(1);
    expect(server).toHaveBeenCalledTimes(2);
  });

  it('answers with the refusal when the token cannot be renewed', async () => {
    server.mockResolvedValueOnce(new Response('refused', { status: 401 }));
    mocks.renewRefusedToken.mockResolvedValue(null);

    const response = await fetchWithSession('/graphql', { headers: { authorization: 'Bearer other-token' } });

    expect(response.status).toBe(401);
    await expect(response.text()).resolves.toBe('refused');
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('answers with the refusal of a request that carried no token', async () => {
    server.mockResolvedValueOnce(new Response('refused', { status: 401 }));

    const response = await fetchWithSession('/graphql', { headers: { accept: 'application/json' } });

    expect(response.status).toBe(401);
    expect(mocks.renewRefusedToken).not.toHaveBeenCalled();
    expect(server).toHaveBeenCalledTimes(1);
  });

  it.each([200, 400, 403, 404])('answers a %i as it came, without renewing', async (status) => {
    const answer = new Response('{}', { status });
    server.mockResolvedValueOnce(answer);

    const response = await fetchWithSession('/graphql', { headers: { authorization: 'Bearer remembered-token' } });

    expect(response).toBe(answer);
    expect(mocks.renewRefusedToken).not.toHaveBeenCalled();
    expect(server).toHaveBeenCalledTimes(1);
  });
});
