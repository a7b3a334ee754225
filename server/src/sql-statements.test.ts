/**
 * Structure that keeps the portal fast: the SQL statements each operation issues, counted at the
 * database driver. A search reads the in-memory index (the caller's standing is its only
 * statements), a detail is one statement besides the standing, and nothing grows with the number
 * of records on a page (no N+1). On SQLite and, with TEST_MYSQL_URL, MySQL/MariaDB.
 */
import type { QueryEvent } from 'typeorm/subscriber/event/QueryEvent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from './test/databases';
import { startTestServer, type TestServer } from './test/harness';

/**
 * What a signed-in request reads before its own work: the caller's profile, whether this sign-in
 * was signed out on another device, and their second factor.
 */
const STANDING = 3;

describe.each(DATABASES)('SQL statements per operation on %s', (database) => {
  let server: TestServer;
  let token: string;
  const statements: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ database });
    server.dataSource.subscribers.push({
      // The search change log's background reader is not part of any request.
      beforeQuery: (event: QueryEvent) => {
        if (!event.query.includes('search_changes')) statements.push(event.query);
      },
    });
    token = (await server.user({ profile: { isMunicipality: true, municipalStatus: 'approved' } })).token;
    // A sign-in's first request records the device (session.service.ts); later ones only read.
    await fetch(`${server.url}/api/service/any/count?searchType=solutions`, {
      headers: { authorization: `Bearer ${token}` },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Statements one request issues (the response is awaited, so every statement has been sent). */
  async function count(path: string, init: RequestInit = {}): Promise<{ statements: number; body: unknown }> {
    statements.length = 0;
    const response = await fetch(`${server.url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
    });
    expect(response.status, path).toBe(200);
    const body: unknown = await response.json();
    return { statements: statements.length, body };
  }

  const graphql = (query: string, variables: Record<string, unknown> = {}) =>
    count('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });

  type Page = { contents: { contents: { id: string }[]; totalCount: number } };

  it('searches with the standing and at most 2 more statements, the same for one result and for a full page', async () => {
    for (const section of ['solutions', 'grants', 'cases']) {
      const full = await count(`/api/service/${section}/search?page=1`);
      const ids = (full.body as Page).contents.contents.map((item) => item.id);
      expect(ids).toHaveLength(20);
      const one = await count(`/api/service/${section}/search?ids=${ids[0]}`);
      expect((one.body as Page).contents.totalCount).toBe(1);
      const keyword = await count(
        `/api/service/${section}/search?searchKeyword=${encodeURIComponent('自治体')}&page=3`,
      );
      expect(full.statements, section).toBeLessThanOrEqual(STANDING + 2);
      expect(one.statements, section).toBe(full.statements);
      expect(keyword.statements, section).toBe(full.statements);
    }
    const viaGraphql = await graphql(
      'query($c: SearchInput) { searchSolutions(criteria: $c) { totalCount items { id categories { name } } } }',
      {
        c: { keyword: '自治体' },
      },
    );
    expect(viaGraphql.statements).toBeLessThanOrEqual(STANDING + 2);
  });

  it('answers a detail with one statement besides the standing', async () => {
    for (const section of ['solutions', 'grants', 'cases']) {
      const page = await count(`/api/service/${section}/search?page=1`);
      const id = (page.body as Page).contents.contents[0]!.id;
      const detail = await count(`/api/service/${section}/search?id=${id}&searchType=${section}`);
      expect((detail.body as { contents: { id: string } }).contents.id).toBe(id);
      expect(detail.statements, section).toBeLessThanOrEqual(STANDING + 1);
    }
  });

  it('counts and lists every record without a statement per record', async () => {
    expect((await count('/api/service/any/count?searchType=solutions')).statements).toBeLessThanOrEqual(STANDING);
    const all = await count('/api/service/cases/search?searchType=cases');
    expect((all.body as Page).contents.totalCount).toBeGreaterThan(100);
    expect(all.statements).toBeLessThanOrEqual(STANDING);
  });
});
