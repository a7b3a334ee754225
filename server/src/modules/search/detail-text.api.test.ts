/**
 * Detail text stays behind the detail's rule (auth/text-access.ts) through every search path, on
 * the real server (SQLite, and MariaDB with TEST_MYSQL_URL) with accounts that earned their role:
 * a visitor and a pending member get neither a hit nor a snippet from a word that only the detail
 * of a grant, a case or a solution holds, even narrowed to that record by id, nor a suggestion of
 * it; a municipal user gets all three. Cached answers (the result cache, the HTTP replay) never
 * cross roles, and the grant's .ics carries its 公募要領 link for detail readers only.
 */
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/reference';
import { DATABASES } from '../../test/databases';
import { type Account, memberAccount, municipalAccount } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { SearchFixtures } from '../../test/search-fixtures';
import type { PortalSearch } from '../sections';

interface Item {
  id: string;
  title: string;
  snippet: { text: string } | null;
}
interface Result {
  totalCount: number;
  items: Item[];
}

const FIELD = { solutions: 'searchSolutions', grants: 'searchGrants', cases: 'searchCases' } as const;
type Section = keyof typeof FIELD;
/** Past the excerpt (the first 120 characters of the description). */
const FILLER = 'この補助金は地域の防災力を高めるための取り組みを支援するものです。'.repeat(5);
const GUIDELINE = 'https://example.go.jp/guideline-hitoku.pdf';

describe.each(DATABASES)('detail text behind its rule on %s', (database) => {
  let server: TestServer;
  let member: Account;
  let municipal: Account;
  const ids = {} as Record<Section, string>;

  async function search(section: Section, criteria: Record<string, unknown>, token?: string): Promise<Result> {
    const response = await server.graphql<{ r: Result }>(
      `query($c: SearchInput) { r: ${FIELD[section]}(criteria: $c) { totalCount items { id title snippet { text } } } }`,
      { c: criteria },
      token,
    );
    expect(response.errors).toBeUndefined();
    return response.data!.r;
  }
  const restTotal = async (keyword: string, token?: string) => {
    const response = await fetch(
      `${server.url}/api/service/grants/search?searchKeyword=${encodeURIComponent(keyword)}`,
      token ? { headers: { authorization: `Bearer ${token}` } } : {},
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as { contents: { totalCount: number } }).contents.totalCount;
  };
  const suggested = async (section: Section, prefix: string, token?: string) => {
    const response = await server.graphql<{ s: { term: string; count: number }[] }>(
      'query($s: Section!, $p: String!) { s: suggest(section: $s, prefix: $p) { term count } }',
      { s: section, p: prefix },
      token,
    );
    expect(response.errors).toBeUndefined();
    return response.data!.s.map((s) => s.term);
  };

  beforeAll(async () => {
    // Recorded before the read model is built, so its vocabulary (suggestions) holds their words.
    const seed = async (dataSource: DataSource) => {
      await seedReference(dataSource);
      const fixtures = new SearchFixtures(dataSource, { refresh: async () => undefined } as unknown as PortalSearch);
      const [grant] = await fixtures.grants([
        {
          title: '防災無線の整備補助',
          description: `${FILLER}秘匿語甲を交付要綱に定める。`,
          targetText: '秘匿語乙に該当する市町村',
          guidelineUrl: GUIDELINE,
          applicationStart: '2020-01-01',
          applicationEnd: '2099-12-31',
        },
      ]);
      const [found] = await fixtures.cases([{ title: '防災アプリの導入', background: '秘匿語丙が課題だった' }]);
      const company = await fixtures.company('標識丁株式会社');
      const [solution] = await fixtures.solutions([
        { title: '防災情報システム', companyId: company.id, description: `${FILLER}秘匿語丁に対応。` },
      ]);
      Object.assign(ids, { grants: String(grant!.id), cases: String(found!.id), solutions: String(solution!.id) });
    };
    server = await startTestServer({ database, seed });
    [member, municipal] = [await memberAccount(server), await municipalAccount(server)];
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const HIDDEN: [Section, string][] = [
    ['grants', '秘匿語甲'],
    ['grants', '秘匿語乙'],
    ['cases', '秘匿語丙'],
    ['solutions', '秘匿語丁'],
  ];

  it('gives a visitor and a pending member no hit and no snippet from a word of the detail alone', async () => {
    for (const [label, token] of [
      ['visitor', undefined],
      ['pending member', member.token],
    ] as const) {
      for (const [section, word] of HIDDEN) {
        if (section === 'solutions' && !token) continue; // visitors cannot list solutions at all
        for (const keyword of [word, '秘匿', `防災 ${word}`]) {
          const narrowed = await search(section, { keyword, ids: [ids[section]] }, token);
          expect(narrowed, `${label} ${section} ${keyword}`).toEqual({ totalCount: 0, items: [] });
        }
        // A word of the list matches; its snippet quotes the list's text only.
        const [item] = (await search(section, { keyword: '防災', ids: [ids[section]] }, token)).items;
        expect(item!.snippet!.text, `${label} ${section}`).not.toMatch(/秘匿/);
        expect(item!.snippet!.text.length).toBeGreaterThan(0);
      }
      expect(await suggested('grants', '秘匿', token)).toEqual([]);
    }
  });

  it('gives a municipal user the hits and snippets of the detail, and suggests its words', async () => {
    for (const [section, word] of HIDDEN) {
      const { items } = await search(section, { keyword: word }, municipal.token);
      expect(items.map((i) => i.id)).toEqual([ids[section]]);
      expect(items[0]!.snippet!.text).toContain(word);
    }
    expect(await suggested('grants', '秘匿', municipal.token)).toContain('秘匿');
  });

  it('never serves one role an answer cached for another (result cache and HTTP replay)', async () => {
    for (let round = 0; round < 2; round++) {
      expect(await restTotal('秘匿語甲')).toBe(0);
      expect(await restTotal('秘匿語甲', municipal.token)).toBe(1);
      expect(await restTotal('秘匿語甲', member.token)).toBe(0);
      expect((await search('grants', { keyword: '秘匿語乙' })).totalCount).toBe(0);
      expect((await search('grants', { keyword: '秘匿語乙' }, municipal.token)).totalCount).toBe(1);
      expect((await search('grants', { keyword: '秘匿語乙' }, member.token)).totalCount).toBe(0);
    }
  });

  it('puts the 公募要領 link into the .ics for detail readers only', async () => {
    const ics = async (token?: string) => {
      const response = await fetch(
        `${server.url}/api/grants/${ids.grants}/calendar.ics`,
        token ? { headers: { authorization: `Bearer ${token}` } } : {},
      );
      expect(response.status).toBe(200);
      return (await response.text()).replace(/\r\n[ \t]/g, '');
    };
    for (const token of [undefined, member.token]) {
      const text = await ics(token);
      expect(text).toContain('防災無線の整備補助');
      expect(text).not.toContain('公募要領');
      expect(text).not.toContain('guideline-hitoku');
    }
    expect(await ics(municipal.token)).toContain(GUIDELINE);
  });
});
