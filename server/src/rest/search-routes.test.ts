/**
 * The REST façade's search calls (docs/api.md) through real HTTP: shapes, array
 * forms, fetch-all, detail, count, access answers and every bad input the search refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../test/databases';
import { startTestServer, type TestServer } from '../test/harness';
import type { TestUser } from '../test/users';

interface SearchBody {
  contents: {
    contents: { id: string; uid: string; title: string; category: { category_id: string; category_name: string }[] }[];
    totalCount: number;
    page: number;
    maxPage: number;
    categoryCounts: { id: string; count: number }[];
  } | null;
  error?: { code: string; message: string; fields?: Record<string, string> };
}

describe.each(DATABASES)('REST search façade on %s', (database) => {
  let server: TestServer;
  let municipal: TestUser;

  async function get(path: string, token?: string) {
    const response = await fetch(`${server.url}/api${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    return { status: response.status, body: (await response.json()) as SearchBody };
  }

  beforeAll(async () => {
    server = await startTestServer({ database });
    municipal = await server.user({ profile: { isMunicipality: true, municipalStatus: 'approved' } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a search in the spec shape with page, max page and category counts', async () => {
    const { status, body } = await get('/service/grants/search?searchKeyword=補助&categories=01&page=1');
    expect(status).toBe(200);
    const contents = body.contents!;
    expect(contents.totalCount).toBeGreaterThan(0);
    expect(contents.maxPage).toBe(Math.max(1, Math.ceil(contents.totalCount / 20)));
    expect(contents.page).toBe(1);
    expect(contents.categoryCounts).toHaveLength(12);
    expect(contents.categoryCounts.find((c) => c.id === '01')!.count).toBe(contents.totalCount);
    for (const item of contents.contents) {
      expect(item.category.map((c) => c.category_id)).toContain('01');
      expect(item.category[0]!.category_name).toMatch(/防災/);
    }
  });

  it('accepts array parameters repeated, comma-separated or bracketed', async () => {
    const forms = [
      'categories=01&categories=05&affiliations=136_subnames&affiliations=sot7sgo06',
      'categories=01,05&affiliations=136_subnames,sot7sgo06',
      'categories[]=01&categories[]=05&affiliations[]=136_subnames&affiliations[]=sot7sgo06',
    ];
    const results = await Promise.all(forms.map((form) => get(`/service/grants/search?${form}`)));
    const ids = results.map((r) => r.body.contents!.contents.map((i) => i.id));
    expect(results[0]!.body.contents!.totalCount).toBeGreaterThan(0);
    expect(ids[1]).toEqual(ids[0]);
    expect(ids[2]).toEqual(ids[0]);
  });

  it('returns every record for the fetch-all call, and a page when any search parameter is sent', async () => {
    const all = await get('/service/grants/search?searchType=grants');
    expect(all.body.contents!.contents.length).toBe(all.body.contents!.totalCount);
    expect(all.body.contents!.totalCount).toBeGreaterThan(20);
    expect((await get('/service/grants/search?searchType=grants&uid=someone')).body.contents!.contents.length).toBe(
      all.body.contents!.totalCount,
    );
    const page = await get('/service/grants/search?searchType=grants&searchKeyword=&page=1');
    expect(page.body.contents!.contents).toHaveLength(20);
    expect(page.body.contents!.totalCount).toBe(all.body.contents!.totalCount);
  });

  it('answers a detail with id and searchType, and the solutions count', async () => {
    const first = (await get('/service/cases/search?page=1')).body.contents!.contents[0]!;
    const detail = await get(`/service/cases/search?id=${first.id}&searchType=cases`, municipal.token);
    expect(detail.status).toBe(200);
    expect(detail.body.contents).toMatchObject({ id: first.id, title: first.title });
    const count = (await fetch(`${server.url}/api/service/x/count?searchType=solutions`).then((r) => r.json())) as {
      contents: { totalCount: number };
    };
    expect(count.contents.totalCount).toBeGreaterThan(0);
  });

  it('answers the access rules with the matching status and a Japanese message', async () => {
    const solutions = await get('/service/solutions/search?searchKeyword=防災');
    expect(solutions.status).toBe(401);
    expect(solutions.body).toMatchObject({
      contents: null,
      error: { code: 'UNAUTHENTICATED', message: 'ログインが必要です。' },
    });
    expect((await get('/service/solutions/search?searchKeyword=防災', municipal.token)).status).toBe(200);
    const id = (await get('/service/grants/search?page=1')).body.contents!.contents[0]!.id;
    expect((await get(`/service/grants/search?id=${id}&searchType=grants`)).status).toBe(401);
    const member = await server.user({ email: `m-${Date.now()}@example.jp`, profile: {} });
    const forbidden = await get(`/service/grants/search?id=${id}&searchType=grants`, member.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error?.code).toBe('FORBIDDEN');
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['yearsLower=2025&yearsUpper=2020', 'yearsLower'],
    ['yearsLower=abc', 'yearsLower'],
    ['categories=99', 'categories'],
    ['categories=01,13', 'categories'],
    ['affiliations=999', 'affiliations'],
    ['affiliations=136_subnames,sot7sgo07', 'affiliations'],
    ['organizations=unknown', 'organizations'],
    ['populations=1', 'populations'],
    [`searchKeyword=${'a'.repeat(10_000)}`, 'keyword'],
    ['searchType=cases', 'searchType'],
  ])('answers %s with BAD_USER_INPUT in Japanese, never a 500', async (query, field) => {
    const { status, body } = await get(`/service/grants/search?${query}`);
    expect(status).toBe(400);
    expect(body.contents).toBeNull();
    expect(body.error?.code).toBe('BAD_USER_INPUT');
    expect(body.error?.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    expect(body.error?.fields?.[field]).toBeTruthy();
  });

  it('searches SQL and HTML in the keyword as text and never echoes it', async () => {
    for (const keyword of ["' OR 1=1 --", '"; DROP TABLE grants; --', '<img src=x onerror=alert(1)>', '%25']) {
      const response = await fetch(
        `${server.url}/api/service/grants/search?searchKeyword=${encodeURIComponent(keyword)}`,
      );
      expect(response.status, keyword).toBe(200);
      const text = await response.text();
      expect(text).not.toContain('<img');
      expect((JSON.parse(text) as SearchBody).contents!.totalCount, keyword).toBe(0);
    }
    expect((await get('/service/grants/search?searchType=grants')).body.contents!.totalCount).toBeGreaterThan(0);
  });

  it('answers an unknown section with BAD_USER_INPUT', async () => {
    const { status, body } = await get('/service/users/search?searchKeyword=a');
    expect(status).toBe(400);
    expect(body.error?.code).toBe('BAD_USER_INPUT');
  });
});
