/**
 * Reads the jGrants public API: the list (`/subsidies`), then each record's detail
 * (`/subsidies/id/{id}`), merged into one list response whose items carry the detail fields, the
 * shape of a feed file. Each request has a timeout and is retried with a growing pause on a
 * network error, a timeout, 429 or 5xx; a 4xx other than 429 or an answer of the wrong shape stops
 * the fetch at once, naming the address. Details are read a few at a time, politely.
 */
import { ImportFileError } from '../import-problems';
import { parseJGrantsResponse, type JGrantsResponse, type JGrantsSubsidy } from './jgrants-record';

export interface FetchOptions {
  /** Per request. */
  timeoutMs?: number;
  /** Attempts per request, the first included. */
  attempts?: number;
  /** The pause before the n-th retry is `retryPauseMs * 2^(n-1)`. */
  retryPauseMs?: number;
  /** Details read at the same time. */
  concurrency?: number;
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Progress, e.g. for the command's output. */
  onProgress?: (done: number, total: number) => void;
}

/** The list's default query: every open call (受付中), newest first. The API requires a keyword. */
export const DEFAULT_LIST_QUERY = { keyword: '事業', sort: 'created_date', order: 'DESC', acceptance: '1' };

const defaults = { timeoutMs: 30_000, attempts: 4, retryPauseMs: 1_000, concurrency: 3 };

/** The list address: the argument itself when it names /subsidies, else the base plus the default query. */
export function listUrl(address: string): URL {
  const url = new URL(address);
  if (/\/subsidies\/?$/.test(url.pathname)) return url;
  const list = new URL(`${url.pathname.replace(/\/+$/, '')}/subsidies`, url);
  for (const [key, value] of Object.entries(DEFAULT_LIST_QUERY)) list.searchParams.set(key, value);
  return list;
}

export function detailUrl(list: URL, id: string): URL {
  return new URL(`${list.pathname.replace(/\/+$/, '')}/id/${encodeURIComponent(id)}`, list);
}

class Retryable extends Error {}

async function getText(url: URL, options: Required<Omit<FetchOptions, 'onProgress'>>): Promise<string> {
  let last = '';
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    if (attempt > 1) await options.sleep(options.retryPauseMs * 2 ** (attempt - 2));
    try {
      const response = await options.fetch(url, {
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: { accept: 'application/json' },
      });
      const body = await response.text();
      if (response.status === 429 || response.status >= 500) throw new Retryable(`HTTP ${response.status}`);
      if (!response.ok) {
        throw new ImportFileError('jGrants API の応答', [
          { place: url.href, column: null, message: `HTTP ${response.status} が返りました` },
        ]);
      }
      return body;
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      const name = (error as { name?: string }).name;
      last =
        error instanceof Retryable
          ? error.message
          : name === 'TimeoutError' || name === 'AbortError'
            ? `${options.timeoutMs / 1000} 秒以内に応答がありません`
            : '接続できません';
    }
  }
  throw new ImportFileError('jGrants API の応答', [
    { place: url.href, column: null, message: `${options.attempts} 回試しましたが読めませんでした（${last}）` },
  ]);
}

/** The list, then every detail, as one list response of merged records. */
export async function fetchJGrants(address: string, given: FetchOptions = {}): Promise<JGrantsResponse> {
  const options = {
    ...defaults,
    fetch: globalThis.fetch,
    sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    ...given,
  };
  const list = listUrl(address);
  const listed = parseJGrantsResponse(await getText(list, options), `jGrants API の一覧（${list.href}）`);
  const merged: JGrantsSubsidy[] = new Array(listed.result.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < listed.result.length) {
      const index = next++;
      const item = listed.result[index]!;
      const url = detailUrl(list, item.id);
      const detail = parseJGrantsResponse(await getText(url, options), `jGrants API の詳細（${url.href}）`);
      const record = detail.result.find((candidate) => candidate.id === item.id) ?? detail.result[0];
      if (!record) {
        throw new ImportFileError('jGrants API の応答', [
          { place: url.href, column: null, message: '詳細の result が空です' },
        ]);
      }
      merged[index] = { ...item, ...record };
      given.onProgress?.(++done, listed.result.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  return { metadata: { ...listed.metadata, resultset: { count: merged.length } }, result: merged };
}
