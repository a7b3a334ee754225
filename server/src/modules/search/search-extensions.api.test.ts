/**
 * The extensions of search, through real GraphQL and REST on the demo corpus: readings,
 * the relevance order and `sort`, snippets, zero-result relaxations and suggestions (their access
 * is in the access matrix; the judged query set in search-quality.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

interface Item {
  id: string;
  title: string;
  publishedAt: string;
  snippet: { text: string; highlights: { start: number; length: number }[] } | null;
}
interface Result {
  totalCount: number;
  items: Item[];
  relaxations: { filter: string; count: number }[];
}

describe('search extensions', () => {
  let server: TestServer;

  async function grants(criteria: Record<string, unknown>) {
    const response = await server.graphql<{ r: Result }>(
      `query($c: SearchInput) { r: searchGrants(criteria: $c) {
        totalCount items { id title publishedAt snippet { text highlights { start length } } }
        relaxations { filter count } } }`,
      { c: criteria },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.r;
  }

  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('finds a kana reading as the word written in kanji, and marks that word in the snippet', async () => {
    const kana = await grants({ keyword: 'ぼうさい' });
    const kanji = await grants({ keyword: '防災' });
    expect(kana.totalCount).toBeGreaterThan(0);
    expect(kana.totalCount).toBe(kanji.totalCount);
    const marked = kana.items.flatMap(({ snippet }) =>
      snippet!.highlights.map(({ start, length }) => snippet!.text.slice(start, start + length)),
    );
    expect(marked).toContain('防災');
  });

  it('shows a snippet with the capitals the record was written with, and marks them', async () => {
    const found = await grants({ keyword: 'lgwan' });
    expect(found.totalCount).toBeGreaterThan(0);
    for (const { snippet } of found.items) {
      const marked = snippet!.highlights.map(({ start, length }) => snippet!.text.slice(start, start + length));
      expect(marked.length).toBeGreaterThan(0);
      expect(marked.every((word) => word === 'LGWAN')).toBe(true);
    }
  });

  it('ranks title matches first by default with a keyword, and newest first on request', async () => {
    const relevant = await grants({ keyword: '防災' });
    const firstOther = relevant.items.findIndex((item) => !item.title.includes('防災'));
    if (firstOther >= 0) expect(relevant.items.slice(firstOther).some((i) => i.title.includes('防災'))).toBe(false);
    const newest = await grants({ keyword: '防災', sort: 'newest' });
    const dates = newest.items.map((item) => item.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(newest.totalCount).toBe(relevant.totalCount);
  });

  it('tells, for a filtered search that finds nothing, how many each filter costs', async () => {
    const none = await grants({ keyword: 'lgwan', categories: ['12'], yearsLower: 2100 });
    expect(none.totalCount).toBe(0);
    expect(none.relaxations.map((r) => r.filter)).toEqual(['categories', 'years']);
    const withoutYears = await grants({ keyword: 'lgwan', categories: ['12'] });
    expect(none.relaxations.find((r) => r.filter === 'years')!.count).toBe(withoutYears.totalCount);
    expect((await grants({ keyword: 'lgwan' })).relaxations).toEqual([]);
  });

  it('completes a prefix by spelling and by reading, at most 8, with counts, over REST too', async () => {
    const response = await server.graphql<{ s: { term: string; count: number }[] }>(
      'query($p: String!) { s: suggest(section: grants, prefix: $p) { term count } }',
      { p: 'ぼう' },
    );
    const terms = response.data!.s;
    expect(terms.length).toBeGreaterThan(0);
    expect(terms.length).toBeLessThanOrEqual(8);
    expect(terms.map((t) => t.term)).toContain('防災');
    const counts = terms.map((t) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const rest = await fetch(`${server.url}/api/service/grants/suggest?q=${encodeURIComponent('でじ')}`);
    const body = (await rest.json()) as { contents: { term: string; count: number }[] };
    expect(body.contents.map((t) => t.term)).toContain('デジタル');
    const sorted = await fetch(`${server.url}/api/service/grants/search?searchKeyword=x&sort=oldest`);
    expect(sorted.status).toBe(400);
  });
});
