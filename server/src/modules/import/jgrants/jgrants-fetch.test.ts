import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ImportFileError } from '../import-problems';
import { detailUrl, fetchJGrants, listUrl } from './jgrants-fetch';
import type { JGrantsResponse, JGrantsSubsidy } from './jgrants-record';

const feed = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../test/fixtures/jgrants-feed.json'), 'utf8'),
) as JGrantsResponse;
const records = feed.result.slice(0, 40);
const LIST_FIELDS = [
  'id',
  'name',
  'title',
  'institution_name',
  'target_area_search',
  'subsidy_max_limit',
  'acceptance_start_datetime',
  'acceptance_end_datetime',
  'target_number_of_employees',
] as const;

/** What the API answers for one request, by path; a function may answer differently each time. */
type Behaviour = (response: ServerResponse, count: number) => void;

const json = (response: ServerResponse, body: unknown, status = 200) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const answer = (result: unknown[]) => ({ metadata: { resultset: { count: result.length } }, result });

let server: Server;
let base: string;
const hits = new Map<string, number>();
const special = new Map<string, Behaviour>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    const count = (hits.get(url.pathname) ?? 0) + 1;
    hits.set(url.pathname, count);
    const behaviour = special.get(url.pathname);
    if (behaviour) return behaviour(response, count);
    if (url.pathname === '/exp/v1/public/subsidies') {
      const list = records.map((r) => Object.fromEntries(LIST_FIELDS.map((field) => [field, r[field]])));
      return json(response, answer(list));
    }
    const id = /^\/exp\/v1\/public\/subsidies\/id\/(.+)$/.exec(url.pathname)?.[1];
    const record = records.find((r) => r.id === id);
    if (!record) return json(response, { message: 'Not Found' }, 404);
    json(response, answer([record]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/exp/v1/public`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  hits.clear();
  special.clear();
});

// Room for a busy CI host to answer every request that is answered; only the hung one times out.
const quick = { timeoutMs: 2_000, retryPauseMs: 1, attempts: 3 };
const detailPath = (record: JGrantsSubsidy) => `/exp/v1/public/subsidies/id/${record.id}`;

describe('fetchJGrants', () => {
  it('reads the list with its default query, then every detail, into one list response', async () => {
    expect(listUrl(base).search).toContain('acceptance=1');
    expect(detailUrl(listUrl(base), 'a0W1').pathname).toBe('/exp/v1/public/subsidies/id/a0W1');
    const fetched = await fetchJGrants(base, quick);
    expect(fetched.metadata.resultset.count).toBe(records.length);
    expect(fetched.result).toEqual(records);
    expect(hits.get('/exp/v1/public/subsidies')).toBe(1);
  });

  it('retries a detail that answered 500 and one that hung past the timeout', async () => {
    special.set(detailPath(records[3]!), (response, count) =>
      count === 1 ? json(response, { message: 'Internal Server Error' }, 500) : json(response, answer([records[3]])),
    );
    special.set(detailPath(records[7]!), (response, count) => {
      if (count > 1) json(response, answer([records[7]]));
      // The first request is never answered: the timeout must end it.
    });
    const fetched = await fetchJGrants(base, quick);
    expect(fetched.result).toEqual(records);
    expect(hits.get(detailPath(records[3]!))).toBe(2);
    expect(hits.get(detailPath(records[7]!))).toBe(2);
  });

  it('gives up after its attempts, naming the address and why, in Japanese', async () => {
    special.set(detailPath(records[1]!), () => undefined);
    const failure = await fetchJGrants(base, quick).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImportFileError);
    expect((failure as Error).message).toContain(`${base}/subsidies/id/${records[1]!.id}`);
    expect((failure as Error).message).toContain('3 回試しましたが読めませんでした（2 秒以内に応答がありません）');
    expect(hits.get(detailPath(records[1]!))).toBe(3);
  });

  it('does not retry a 404, and refuses a list of the wrong shape', async () => {
    special.set(detailPath(records[2]!), (response) => json(response, { message: 'Not Found' }, 404));
    await expect(fetchJGrants(base, quick)).rejects.toThrow('HTTP 404 が返りました');
    expect(hits.get(detailPath(records[2]!))).toBe(1);

    special.set('/exp/v1/public/subsidies', (response) => json(response, { items: [] }));
    await expect(fetchJGrants(base, quick)).rejects.toThrow('jGrants API の一覧の形');
  });
});
