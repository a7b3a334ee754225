/**
 * Suggestions tell the truth (docs/search.md, "Suggestions"), through real GraphQL and REST on the
 * demo corpus (SQLite, and MariaDB with TEST_MYSQL_URL): each count is the total the search for
 * that suggestion gives the same caller on the page it leads to (its default filters: the grants
 * list's 受付状況), with the same matching (readings, synonyms, categories, width and case) and
 * the earlier words of the keyword ANDed; a word that search finds nothing for is not offered.
 */
import { SECTION_DEFAULTS, type Section } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { type Account, memberAccount, municipalAccount } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';

const FIELD = { solutions: 'searchSolutions', grants: 'searchGrants', cases: 'searchCases' } as const;
const PREFIXES = [
  'ぼう',
  '子育',
  'こそだ',
  '防災 し',
  'ぼうさい く',
  'でじ',
  'dx',
  'ＤＸ',
  'ｾｷｭ',
  'ai',
  '窓口 で',
  'し',
];

describe.each(DATABASES)('suggestion counts on %s', (database) => {
  let server: TestServer;
  let member: Account;
  let municipal: Account;

  const suggest = async (section: Section, prefix: string, token?: string) => {
    const response = await server.graphql<{ s: { term: string; count: number }[] }>(
      'query($s: Section!, $p: String!) { s: suggest(section: $s, prefix: $p) { term count } }',
      { s: section, p: prefix },
      token,
    );
    expect(response.errors).toBeUndefined();
    return response.data!.s;
  };
  const total = async (section: Section, keyword: string, token?: string) => {
    const response = await server.graphql<{ r: { totalCount: number } }>(
      `query($c: SearchInput) { r: ${FIELD[section]}(criteria: $c) { totalCount } }`,
      { c: { ...SECTION_DEFAULTS[section], keyword } },
      token,
    );
    expect(response.errors).toBeUndefined();
    return response.data!.r.totalCount;
  };
  /** The keyword a suggestion gives: it replaces the last word typed (search-screen's combobox). */
  const picked = (prefix: string, term: string) => [...prefix.trim().split(/\s+/).slice(0, -1), term].join(' ');

  beforeAll(async () => {
    server = await startTestServer({ database });
    [member, municipal] = [await memberAccount(server), await municipalAccount(server)];
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('counts each suggestion as its search totals it, for visitors, members and municipal users', async () => {
    let checked = 0;
    for (const [caller, token] of [
      ['visitor', undefined],
      ['member', member.token],
      ['municipal', municipal.token],
    ] as const) {
      for (const section of ['grants', 'cases', 'solutions'] as const) {
        if (section === 'solutions' && !token) continue;
        for (const prefix of PREFIXES) {
          const suggestions = await suggest(section, prefix, token);
          expect(suggestions.length).toBeLessThanOrEqual(8);
          const counts = suggestions.map((s) => s.count);
          expect(counts).toEqual([...counts].sort((a, b) => b - a));
          for (const { term, count } of suggestions) {
            const keyword = picked(prefix, term);
            expect(count, `${caller} ${section} 「${prefix}」 → 「${keyword}」`).toBe(
              await total(section, keyword, token),
            );
            expect(count).toBeGreaterThan(0);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('counts the last word together with the words before it, and offers only words that narrow them', async () => {
    for (const token of [undefined, municipal.token]) {
      const after = await suggest('grants', '防災 し', token);
      expect(after.length).toBeGreaterThan(0);
      const bosai = await total('grants', '防災', token);
      for (const { count } of after) expect(count).toBeLessThan(bosai);
    }
    // Boilerplate every grant's detail holds (使用料及び賃借料) is no refinement of 防災.
    const terms = (await suggest('grants', '防災 し', municipal.token)).map((s) => s.term);
    expect(terms).not.toContain('使用');
    expect(terms).toContain('システム');
  });

  it('answers the same counts over REST', async () => {
    const graphql = await suggest('grants', 'ぼう');
    const response = await fetch(`${server.url}/api/service/grants/suggest?q=${encodeURIComponent('ぼう')}`);
    expect(((await response.json()) as { contents: unknown }).contents).toEqual(graphql);
  });
});
