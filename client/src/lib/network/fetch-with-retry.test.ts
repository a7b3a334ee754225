import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFetchWithRetry } from './fetch-with-retry';
import { RETRY_STATUSES, retryDelay } from './retry-policy';

function server(statuses: number[]) {
  const calls: string[] = [];
  const base = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init?.method ?? 'GET');
    return new Response('{}', { status: statuses[Math.min(calls.length - 1, statuses.length - 1)] });
  });
  return { calls, fetch: createFetchWithRetry(base as unknown as typeof fetch) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function run<T>(promise: Promise<T>): Promise<T> {
  await vi.runAllTimersAsync();
  return promise;
}

describe('fetchWithRetry', () => {
  it.each([...RETRY_STATUSES])('retries a GET once after %i', async (status) => {
    const { calls, fetch } = server([status, 200]);
    const response = await run(fetch('/api/x'));
    expect(response.status).toBe(200);
    expect(calls).toEqual(['GET', 'GET']);
  });

  it('retries a GET only once', async () => {
    const { calls, fetch } = server([503, 503, 200]);
    const response = await run(fetch('/api/x', { method: 'GET' }));
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries a %s', async (method) => {
    const { calls, fetch } = server([503, 200]);
    const response = await run(fetch('/api/x', { method, body: '{}' }));
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 501])('does not retry status %i', async (status) => {
    const { calls, fetch } = server([status, 200]);
    await run(fetch('/api/x'));
    expect(calls).toHaveLength(1);
  });
});

describe('retryDelay', () => {
  it('honours a short Retry-After and caps a long one', () => {
    expect(retryDelay(0, '1')).toBe(1000);
    expect(retryDelay(0, '3600')).toBe(3000);
    expect(retryDelay(0, null)).toBe(300);
  });
});
