/** `fetch` with the portal's retry policy; used by Apollo and by any direct call to the server. */
import { retryDelay, shouldRetry } from './retry-policy';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createFetchWithRetry(base: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    for (let attempt = 0; ; attempt++) {
      const response = await base(input, init);
      if (!shouldRetry(method, response.status, attempt)) return response;
      if (init?.signal?.aborted) return response;
      // Release the failed response's connection before asking again.
      void response.body?.cancel().catch(() => undefined);
      await sleep(retryDelay(attempt, response.headers.get('Retry-After')));
    }
  };
}

export const fetchWithRetry = createFetchWithRetry();
