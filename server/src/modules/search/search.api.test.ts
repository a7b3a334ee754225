/**
 * Search through real GraphQL on SQLite and (with TEST_MYSQL_URL) MariaDB: keyword folding,
 * regional groups, facets, order, paging and bad input (access: search.access.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUNICIPALITIES } from '../../seed/corpus/municipalities';
import { DATABASES } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/harness';
import type { TestUser } from '../../test/users';
import { SearchFixtures } from '../../test/search-fixtures';

interface Result {
  totalCount: number;
  page: number;
  maxPage: number;
  items: { id: string; title: string; publishedAt: string }[];
  categoryCounts: { id: string; count: number }[];
}
type Criteria = Record<string, unknown>;
type GqlError = { message: string; extensions?: Record<string, unknown> };

const FIELD = { solutions: 'searchSolutions', grants: 'searchGrants', cases: 'searchCases' } as const;
type Section = keyof typeof FIELD;
const code = (name: string) => MUNICIPALITIES.find((m) => m.name === name)!.code;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe.each(DATABASES)('search on %s', (database) => {
  let server: TestServer;
  let municipal: TestUser;

  async function search(section: Section, criteria: Criteria, token = municipal.token) {
    const response = await server.graphql<Record<string, Result>>(
      `query($c: SearchInput) { r: ${FIELD[section]}(criteria: $c) {
        totalCount page maxPage items { id title publishedAt } categoryCounts { id count } } }`,
      { c: criteria },
      token,
    );
    return { result: response.data?.r as Result, errors: response.errors as GqlError[] | undefined, ...response };
  }
  const titles = async (section: Section, criteria: Criteria) =>
    (await search(section, criteria)).result.items.map((i) => i.title);
  const counts = (result: Result) =>
    Object.fromEntries(result.categoryCounts.filter((c) => c.count > 0).map((c) => [c.id, c.count]));

  beforeAll(async () => {
    server = await startTestServer({ database });
    municipal = await server.user({ profile: { isMunicipality: true, municipalStatus: 'approved' } });
    const fixtures = new SearchFixtures(server.dataSource, server.portal.services.search);
    const [companyA, companyB] = [await fixtures.company('標識甲株式会社'), await fixtures.company('別会社')];
    await fixtures.solutions([
      {
        title: 'ＤＸ推進ポータル　標識甲',
        companyId: companyA.id,
        categories: ['01', '09'],
        areas: ['136_subnames'],
        publishedAt: day('2024-05-01'),
      },
      { title: '防災アプリ 標識甲', companyId: companyA.id, areas: ['138'], publishedAt: day('2023-06-01') },
      {
        title: 'ｾｷｭﾘﾃｨ診断 標識甲',
        companyId: companyA.id,
        categories: ['09'],
        areas: ['103'],
        publishedAt: day('2025-01-10'),
      },
      {
        title: '脱炭素支援 標識甲',
        companyId: companyA.id,
        categories: ['05'],
        cityKinds: ['village'],
        populations: ['under-10k'],
        fiscalYear: 2022,
        publishedAt: day('2022-08-01'),
      },
    ]);
    await fixtures.solutions([
      {
        title: '他社製品 標識甲',
        companyId: companyB.id,
        categories: ['02'],
        areas: ['113'],
        publishedAt: day('2021-01-01'),
      },
      { title: '下書き 標識甲', companyId: companyB.id, status: 'draft' },
    ]);
    await fixtures.grants(
      Array.from({ length: 45 }, (_, i) => ({
        title: `標識乙 補助金${i + 1}`,
        publishedAt: new Date(Date.UTC(2020, 0, 1 + i * 7)),
        fiscalYear: 2019 + (i % 6),
        organization: i % 3 === 0 ? 'prefecture' : 'national',
        cityKinds: i % 2 === 0 ? ['town', 'village'] : ['designated'],
        categories: [i % 2 === 0 ? '05' : '06'],
      })),
    );
    await fixtures.cases([
      { title: '標識丙 村の事例', municipalityCode: code('占冠村'), areas: ['101'], publishedAt: day('2024-01-01') },
      {
        title: '標識丙 政令市の事例',
        municipalityCode: code('札幌市'),
        areas: ['101'],
        publishedAt: day('2024-02-01'),
      },
      { title: '標識丙 県の事例', organization: 'prefecture', areas: ['137'], publishedAt: day('2024-03-01') },
    ]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe('keyword', () => {
    it('requires every term, newest first, and leaves unpublished listings out', async () => {
      expect(await titles('solutions', { keyword: '標識甲' })).toEqual([
        'ｾｷｭﾘﾃｨ診断 標識甲',
        'ＤＸ推進ポータル　標識甲',
        '防災アプリ 標識甲',
        '脱炭素支援 標識甲',
        '他社製品 標識甲',
      ]);
      expect(await titles('solutions', { keyword: '標識甲 防災', sort: 'newest' })).toEqual([
        'ＤＸ推進ポータル　標識甲',
        '防災アプリ 標識甲',
      ]);
      // 防災 names a category too (docs/search.md): its other listing follows the one that says 防災.
      expect(await titles('solutions', { keyword: '標識甲 防災' })).toEqual([
        '防災アプリ 標識甲',
        'ＤＸ推進ポータル　標識甲',
      ]);
    });

    it('folds full-/half-width forms and letter case, and splits on full-width spaces', async () => {
      for (const keyword of ['dx 標識甲', 'ＤＸ　標識甲', 'Dx推進　標識甲', 'ｄｘ推進ﾎﾟｰﾀﾙ 標識甲']) {
        expect(await titles('solutions', { keyword }), keyword).toEqual(['ＤＸ推進ポータル　標識甲']);
      }
      // セキュリティ also names category 09, whose other listing comes after the text match.
      expect(await titles('solutions', { keyword: 'セキュリティ　標識甲' })).toEqual([
        'ｾｷｭﾘﾃｨ診断 標識甲',
        'ＤＸ推進ポータル　標識甲',
      ]);
    });

    it('treats an empty keyword as no keyword filter', async () => {
      const all = await search('grants', {});
      expect((await search('grants', { keyword: '' })).result.totalCount).toBe(all.result.totalCount);
      expect((await search('grants', { keyword: '　 ' })).result.totalCount).toBe(all.result.totalCount);
    });
  });

  describe('filters', () => {
    it('expands Shikoku (136_subnames) to 徳島・香川・愛媛・高知 (136–139), not 103–106', async () => {
      expect(await titles('solutions', { keyword: '標識甲', affiliations: ['136_subnames'] })).toEqual([
        'ＤＸ推進ポータル　標識甲',
        '防災アプリ 標識甲',
      ]);
      expect(await titles('solutions', { keyword: '標識甲', affiliations: ['138'] })).toEqual([
        'ＤＸ推進ポータル　標識甲',
        '防災アプリ 標識甲',
      ]);
      expect(await titles('cases', { keyword: '標識丙', affiliations: ['136_subnames'] })).toEqual(['標識丙 県の事例']);
      expect(await titles('solutions', { keyword: '標識甲', affiliations: ['101_subnames'] })).toEqual([
        'ｾｷｭﾘﾃｨ診断 標識甲',
      ]);
    });

    it('matches the nationwide id to records marked nationwide', async () => {
      expect(await titles('solutions', { keyword: '標識甲', affiliations: ['sot7sgo06'] })).toEqual([
        '脱炭素支援 標識甲',
      ]);
    });

    it('filters organizations, city kinds, population bands and years', async () => {
      const grants = (await search('grants', { keyword: '標識乙', organizations: ['prefecture'], cities: ['village'] }))
        .result;
      expect(grants.totalCount).toBe(8); // i = 0, 6, 12, …, 42
      expect(
        (await search('grants', { keyword: '標識乙', yearsLower: 2020, yearsUpper: 2021 })).result.totalCount,
      ).toBe(16);
      expect(await titles('cases', { keyword: '標識丙', populations: ['under-10k'] })).toEqual(['標識丙 村の事例']);
      expect(await titles('cases', { keyword: '標識丙', cities: ['designated'] })).toEqual(['標識丙 政令市の事例']);
      expect(await titles('cases', { keyword: '標識丙', organizations: ['prefecture'] })).toEqual(['標識丙 県の事例']);
      expect(
        await titles('solutions', {
          keyword: '標識甲',
          cities: ['village'],
          populations: ['under-10k'],
          yearsUpper: 2022,
        }),
      ).toEqual(['脱炭素支援 標識甲']);
    });
  });

  describe('facets, order and paging', () => {
    it('counts categories under every criterion except the category filter', async () => {
      const { result } = await search('solutions', { keyword: '標識甲', categories: ['01'] });
      expect(result.totalCount).toBe(2);
      expect(counts(result)).toEqual({ '01': 2, '09': 2, '05': 1, '02': 1 });
      expect(result.categoryCounts.map((c) => c.id)).toEqual([
        '01',
        '02',
        '03',
        '04',
        '05',
        '06',
        '07',
        '08',
        '09',
        '10',
        '11',
        '12',
      ]);
    });

    it.each(['solutions', 'grants', 'cases'] as const)(
      'gives %s facet counts equal to the totals each category would give',
      async (section) => {
        const criteria = {
          keyword: 'システム',
          affiliations: ['108_subnames', 'sot7sgo06'],
          yearsLower: 2021,
          categories: ['01'],
        };
        const { result } = await search(section, criteria);
        expect(result.totalCount).toBeGreaterThan(0);
        expect(result.categoryCounts.filter((c) => c.count > 0).length).toBeGreaterThan(3);
        for (const { id, count } of result.categoryCounts) {
          const alone = await search(section, { ...criteria, categories: [id] });
          expect(count, `category ${id}`).toBe(alone.result.totalCount);
        }
      },
    );

    it('pages 20 at a time, newest first, with max page = ceil(total / 20)', async () => {
      const pages = await Promise.all([1, 2, 3, 4].map((page) => search('grants', { keyword: '標識乙', page })));
      expect(pages.map((p) => [p.result.totalCount, p.result.maxPage, p.result.page, p.result.items.length])).toEqual([
        [45, 3, 1, 20],
        [45, 3, 2, 20],
        [45, 3, 3, 5],
        [45, 3, 4, 0],
      ]);
      const titlesInOrder = pages.flatMap((p) => p.result.items.map((i) => i.title));
      expect(titlesInOrder).toEqual(Array.from({ length: 45 }, (_, i) => `標識乙 補助金${45 - i}`));
    });

    it('orders the whole section newest first', async () => {
      for (const section of ['solutions', 'grants', 'cases'] as const) {
        // Grants open on 受付中を優先 (grant-status.api.test.ts); newest first on request.
        const criteria = section === 'grants' ? { sort: 'newest' } : {};
        const dates = (await search(section, criteria)).result.items.map((i) => Date.parse(i.publishedAt));
        expect(dates).toEqual([...dates].sort((a, b) => b - a));
      }
    });
  });

  describe('bad input', () => {
    it.each([
      ['an unknown category', { categories: ['99'] }, 'categories'],
      ['an unknown area', { affiliations: ['999'] }, 'affiliations'],
      ['an unknown city kind', { cities: ['metropolis'] }, 'cities'],
      ['page 0', { page: 0 }, 'page'],
      ['page -1', { page: -1 }, 'page'],
      ['a reversed year range', { yearsLower: 2025, yearsUpper: 2020 }, 'yearsLower'],
      ['a 10 000-character keyword', { keyword: 'a'.repeat(10_000) }, 'keyword'],
    ])('answers %s with BAD_USER_INPUT in Japanese', async (_label, criteria, field) => {
      const { status, errors } = await search('grants', criteria);
      expect(status).toBe(400);
      expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((errors?.[0]?.extensions?.fields as Record<string, string>)[field]).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    });

    it('answers a page that is not a number with BAD_USER_INPUT in Japanese', async () => {
      const { status, errors } = await search('grants', { page: 'abc' });
      expect(status).toBe(400);
      expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(errors?.[0]?.message).toBe('入力内容に誤りがあります。');
    });

    it('searches SQL and HTML in the keyword as plain text', async () => {
      for (const keyword of ["'; DROP TABLE grants; --", '<script>alert(1)</script>', '%', '_']) {
        const { status, result } = await search('grants', { keyword });
        expect(status, keyword).toBe(200);
        expect(result.totalCount, keyword).toBe(0);
      }
      expect((await search('grants', { keyword: '標識乙' })).result.totalCount).toBe(45);
    });
  });
});
