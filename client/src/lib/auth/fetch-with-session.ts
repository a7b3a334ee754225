/**
 * `fetch` for calls that carry the session's ID token (Apollo, listing events): the retry
 * policy of lib/network, and one more try when the server refused a remembered token (revoked,
 * or its user disabled) with the token Firebase then issues, or the refusal if there is none.
 */
import { fetchWithRetry } from '../network/fetch-with-retry';
import { renewRefusedToken } from './session';

const BEARER = /^Bearer\s+(\S+)$/i;

export async function fetchWithSession(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetchWithRetry(input, init);
  if (response.status !== 401) return response;
  const headers = new Headers(init?.headers);
  const sent = BEARER.exec(headers.get('authorization') ?? '')?.[1];
  const renewed = sent ? await renewRefusedToken(sent) : null;
  if (!renewed) return response;
  void response.body?.cancel().catch(() => undefined);
  headers.set('authorization', `Bearer ${renewed}`);
  return fetchWithRetry(input, { ...init, headers });
}
