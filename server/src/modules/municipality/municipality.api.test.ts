/**
 * The municipality master through the real server: a fresh database holds every prefecture and
 * 市区町村 (also after a second start), anyone can search it, staff who register for a small
 * village, a 特別区 or a prefecture get their municipality, and 類似団体 ranks cases of municipalities
 * of their own size first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/reference';
import { DATABASES } from '../../test/databases';
import { municipalAccount } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { UserProfile } from '../profile/profile.entity';

const SEARCH = `query($search: String!, $limit: Int) { municipalities(search: $search, limit: $limit) {
  code name reading qualifiedName prefectureId prefectureName kind kindLabel population } }`;
const SIMILAR = `query { similarCases(limit: 8) { municipality { code name sizeLabel } message
  items { reason case { id municipalityName } } } }`;

interface Similar {
  similarCases: {
    municipality: { code: string; name: string; sizeLabel: string } | null;
    items: { reason: string; case: { id: string; municipalityName: string | null } }[];
  };
}

describe.each(DATABASES)('municipality master on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function kinds(): Promise<Record<string, number>> {
    const rows = (await server.dataSource.query('SELECT kind, COUNT(*) AS n FROM municipalities GROUP BY kind')) as {
      kind: string;
      n: number;
    }[];
    return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
  }

  it('holds all 1,788 rows after the seed, and a second seed changes nothing', async () => {
    const expected = {
      prefecture: 47,
      designated: 20,
      core: 62,
      city: 710,
      'special-ward': 23,
      town: 743,
      village: 183,
    };
    expect(await kinds()).toEqual(expected);
    await seedReference(server.dataSource);
    expect(await kinds()).toEqual(expected);
    const [row] = (await server.dataSource.query("SELECT reading FROM municipalities WHERE code = '014702'")) as {
      reading: string;
    }[];
    expect(row?.reading).toBe('おといねっぷむら');
  });

  it('lets anyone search by name or reading, with the prefecture and kind to show', async () => {
    const found = await server.graphql<{ municipalities: Record<string, unknown>[] }>(SEARCH, {
      search: 'おといねっぷ',
    });
    expect(found.errors).toBeUndefined();
    expect(found.data?.municipalities[0]).toEqual({
      code: '014702',
      name: '音威子府村',
      reading: 'おといねっぷむら',
      qualifiedName: '音威子府村',
      prefectureId: '101',
      prefectureName: '北海道',
      kind: 'village',
      kindLabel: '村',
      population: 599,
    });
    const shared = await server.graphql<{ municipalities: { qualifiedName: string }[] }>(SEARCH, {
      search: 'ふちゅうし',
    });
    expect(shared.data?.municipalities.map((m) => m.qualifiedName)).toEqual(['東京都府中市', '広島県府中市']);
  });

  it('refuses a bad limit or an overlong text with a Japanese message', async () => {
    const limit = await server.graphql(SEARCH, { search: '市', limit: 31 });
    expect(limit.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(limit.errors)).toContain('件数は1〜30で指定してください');
    const long = await server.graphql(SEARCH, { search: 'あ'.repeat(65) });
    expect(JSON.stringify(long.errors)).toContain('64文字以内');
  });

  it.each([
    ['音威子府村', '014702', '町村・1万人未満'],
    ['北大東村', '473588', '町村・1万人未満'],
    ['東京都千代田区', '131016', '一般市・5万〜10万人'],
  ])('staff of %s get it as their municipality, and 類似団体 of their size first', async (name, code, label) => {
    const staff = await municipalAccount(server, undefined, name);
    const profile = await server.dataSource.getRepository(UserProfile).findOneBy({ uid: staff.uid });
    expect(profile?.municipalityCode).toBe(code);
    const similar = await server.graphql<Similar>(SIMILAR, {}, staff.token);
    expect(similar.data?.similarCases.municipality).toEqual({
      code,
      name: name.replace(/^東京都/, ''),
      sizeLabel: label,
    });
    const items = similar.data?.similarCases.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    const sameSize = items.filter((item) => item.reason.endsWith('同規模自治体'));
    expect(sameSize.length).toBeGreaterThan(0);
    for (const item of sameSize) {
      const [peer] = (await server.dataSource.query(
        'SELECT m.kind, m.population FROM cases c JOIN municipalities m ON m.code = c.municipality_code WHERE c.id = ?',
        [Number(item.case.id)],
      )) as { kind: string; population: number }[];
      const small = code === '131016' ? ['city', 'special-ward'] : ['town', 'village'];
      expect(small).toContain(peer?.kind);
      if (code !== '131016') expect(Number(peer?.population)).toBeLessThan(10_000);
    }
  });

  it('gives prefectural staff their prefecture, and other prefectures’ cases as 類似団体', async () => {
    const staff = await municipalAccount(server, undefined, '北海道');
    const similar = await server.graphql<Similar>(SIMILAR, {}, staff.token);
    expect(similar.data?.similarCases.municipality).toEqual({ code: '010006', name: '北海道', sizeLabel: '都道府県' });
    const reasons = new Set(similar.data?.similarCases.items.map((item) => item.reason));
    expect([...reasons].every((r) => ['北海道・東北の都道府県', '全国の都道府県'].includes(r))).toBe(true);
    expect(similar.data?.similarCases.items.length).toBeGreaterThan(0);
  });
});
