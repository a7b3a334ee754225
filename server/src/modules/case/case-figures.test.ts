/**
 * 導入費用・効果 and 類似団体 with earned roles: the operator records a case's figures (shared
 * rules, Japanese messages, audited), others are refused; similarCases ranks by the caller's own
 * municipality (a designated city and a town see different rankings, a caller without one gets a
 * message); the 同規模 filter follows the caller, also through the result cache; unpublished
 * cases never appear.
 */
import { SAME_SIZE_MESSAGES, sameSizeClasses } from '@portal/shared';
import { CASE_FIGURE_MESSAGES } from '@portal/shared/cases/figures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { type Account, memberAccount, municipalAccount, operatorAccount, vendorAccount } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { AuditEvent } from '../audit/audit-event.entity';

const UPDATE = `mutation($id: ID!, $input: CaseFiguresInput!) { updateCaseFigures(id: $id, input: $input) {
  id costs { initialCost annualCost subsidyAmount periodMonths } kpis { label before after unit } } }`;
const DETAIL = `query($id: ID!) { case(id: $id) { id costs { initialCost subsidyAmount } kpis { label before after unit } } }`;
const SIMILAR = `query { similarCases(limit: 10) { municipality { code name sizeLabel } message
  items { reason case { id municipalityName } } } }`;
const SEARCH_CASES = `query($criteria: SearchInput) { searchCases(criteria: $criteria) { totalCount items { id } } }`;
const SEARCH_SOLUTIONS = `query($criteria: SearchInput) { searchSolutions(criteria: $criteria) { totalCount items { id } } }`;

interface Similar {
  similarCases: {
    municipality: { code: string; name: string; sizeLabel: string } | null;
    message: string | null;
    items: { reason: string; case: { id: string; municipalityName: string | null } }[];
  };
}

describe.each(DATABASES)('case figures and similar municipalities on %s', (database) => {
  let server: TestServer;
  let operator: Account;
  let sapporo: Account;
  let niseko: Account;
  let noTown: Account;
  let vendor: Account;
  let member: Account;
  let caseId: string;

  async function sizeOf(code: string): Promise<string[]> {
    const [row] = (await server.dataSource.query('SELECT kind, population FROM municipalities WHERE code = ?', [
      code,
    ])) as { kind: string; population: number }[];
    return sameSizeClasses({ kind: row!.kind, population: Number(row!.population) });
  }

  beforeAll(async () => {
    server = await startTestServer({ database });
    operator = await operatorAccount(server);
    sapporo = await municipalAccount(server, undefined, '札幌市');
    niseko = await municipalAccount(server, undefined, 'ニセコ町');
    noTown = await municipalAccount(server);
    vendor = await vendorAccount(server, operator);
    member = await memberAccount(server);
    const [row] = (await server.dataSource.query(
      "SELECT id FROM cases WHERE status = 'published' ORDER BY id LIMIT 1",
    )) as { id: number }[];
    caseId = String(row!.id);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('seeds believable figures on most cases, not all', async () => {
    const [counts] = (await server.dataSource.query(
      `SELECT COUNT(*) AS total, SUM(CASE WHEN initial_cost IS NULL THEN 0 ELSE 1 END) AS withCosts,
              SUM(CASE WHEN kpis IS NULL THEN 0 ELSE 1 END) AS withKpis FROM cases`,
    )) as { total: number; withCosts: number; withKpis: number }[];
    const { total, withCosts, withKpis } = counts!;
    expect(Number(withCosts) / Number(total)).toBeGreaterThan(0.7);
    expect(Number(withCosts)).toBeLessThan(Number(total));
    expect(Number(withKpis) / Number(total)).toBeGreaterThan(0.5);
  });

  it('lets the operator record costs and KPIs, audited, and shows them on the case', async () => {
    const input = {
      initialCost: '12,000,000',
      annualCost: '1800000',
      subsidyAmount: '６００００００',
      periodMonths: '6',
      kpis: [
        { label: ' 窓口待ち時間 ', before: '45', after: '15', unit: '分' },
        { label: '', before: '', after: '', unit: '' },
        { label: '職員の作業時間（年間）', before: '3,000', after: '1,800', unit: '時間' },
      ],
    };
    const saved = await server.graphql<{ updateCaseFigures: unknown }>(UPDATE, { id: caseId, input }, operator.token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateCaseFigures).toEqual({
      id: caseId,
      costs: { initialCost: 12_000_000, annualCost: 1_800_000, subsidyAmount: 6_000_000, periodMonths: 6 },
      kpis: [
        { label: '窓口待ち時間', before: 45, after: 15, unit: '分' },
        { label: '職員の作業時間（年間）', before: 3000, after: 1800, unit: '時間' },
      ],
    });
    const read = await server.graphql<{ case: { costs: unknown; kpis: unknown[] } }>(
      DETAIL,
      { id: caseId },
      sapporo.token,
    );
    expect(read.data?.case.costs).toEqual({ initialCost: 12_000_000, subsidyAmount: 6_000_000 });
    expect(read.data?.case.kpis).toHaveLength(2);
    const events = await server.dataSource
      .getRepository(AuditEvent)
      .findBy({ action: 'case.figures.update', entityId: caseId });
    expect(events.length).toBeGreaterThan(0);

    const cleared = await server.graphql<{ updateCaseFigures: { costs: unknown; kpis: unknown[] } }>(
      UPDATE,
      { id: caseId, input: {} },
      operator.token,
    );
    expect(cleared.data?.updateCaseFigures).toMatchObject({ costs: null, kpis: [] });
  });

  it('refuses bad figures with a Japanese message per field', async () => {
    const input = {
      initialCost: '100万',
      subsidyAmount: '1000',
      periodMonths: '0',
      kpis: [{ label: '', before: '-3', after: '', unit: '' }],
    };
    const refused = await server.graphql(UPDATE, { id: caseId, input }, operator.token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        initialCost: CASE_FIGURE_MESSAGES.yen('導入費用'),
        periodMonths: CASE_FIGURE_MESSAGES.period,
        'kpis[0].label': CASE_FIGURE_MESSAGES.kpiLabel,
        'kpis[0].unit': CASE_FIGURE_MESSAGES.kpiUnit,
        'kpis[0].before': CASE_FIGURE_MESSAGES.kpiNumber,
      },
    });
    const over = await server.graphql(
      UPDATE,
      { id: caseId, input: { initialCost: '100', subsidyAmount: '200' } },
      operator.token,
    );
    expect(over.errors?.[0]?.extensions?.fields).toEqual({ subsidyAmount: CASE_FIGURE_MESSAGES.subsidyOverCost });
  });

  it('refuses everyone but the operator, and an unknown case is NOT_FOUND', async () => {
    for (const account of [sapporo, vendor, member]) {
      const refused = await server.graphql(UPDATE, { id: caseId, input: { initialCost: '1' } }, account.token);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const unknown = await server.graphql(UPDATE, { id: '99999999', input: {} }, operator.token);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('ranks cases by the caller’s own municipality: a designated city and a town differ', async () => {
    const city = await server.graphql<Similar>(SIMILAR, {}, sapporo.token);
    const town = await server.graphql<Similar>(SIMILAR, {}, niseko.token);
    expect(city.data?.similarCases.municipality).toMatchObject({ name: '札幌市', sizeLabel: '政令市・30万人以上' });
    expect(town.data?.similarCases.municipality).toMatchObject({ name: 'ニセコ町', sizeLabel: '町村・1万人未満' });
    const cityIds = city.data!.similarCases.items.map((i) => i.case.id);
    const townIds = town.data!.similarCases.items.map((i) => i.case.id);
    expect(cityIds.length).toBeGreaterThan(0);
    expect(townIds.length).toBeGreaterThan(0);
    expect(cityIds).not.toEqual(townIds);
    // The first rung of each is a municipality of its own size.
    const [first] = (await server.dataSource.query(
      'SELECT m.kind FROM cases c JOIN municipalities m ON m.code = c.municipality_code WHERE c.id = ?',
      [Number(townIds[0])],
    )) as { kind: string }[];
    expect(['town', 'village']).toContain(first!.kind);
    expect(town.data!.similarCases.items[0]!.reason).toMatch(/同規模|人口規模/);
  });

  it('tells a caller without a municipality why, without an error', async () => {
    for (const account of [noTown, vendor, member]) {
      const answer = await server.graphql<Similar>(SIMILAR, {}, account.token);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.similarCases).toEqual({
        municipality: null,
        message: SAME_SIZE_MESSAGES.noMunicipality,
        items: [],
      });
    }
  });

  it('never shows an unpublished case', async () => {
    const town = await server.graphql<Similar>(SIMILAR, {}, niseko.token);
    const hidden = Number(town.data!.similarCases.items[0]!.case.id);
    await server.dataSource.query("UPDATE cases SET status = 'draft' WHERE id = ?", [hidden]);
    await server.portal.services.search.refresh('cases', [hidden]);
    try {
      const after = await server.graphql<Similar>(SIMILAR, {}, niseko.token);
      expect(after.data!.similarCases.items.map((i) => Number(i.case.id))).not.toContain(hidden);
      const filtered = await server.graphql<{ searchCases: { items: { id: string }[] } }>(
        SEARCH_CASES,
        { criteria: { sameSize: true, ids: [String(hidden)] } },
        niseko.token,
      );
      expect(filtered.data?.searchCases.items).toEqual([]);
    } finally {
      await server.dataSource.query("UPDATE cases SET status = 'published' WHERE id = ?", [hidden]);
      await server.portal.services.search.refresh('cases', [hidden]);
    }
  });

  it('filters cases by the caller’s size, each caller its own answer through the cache', async () => {
    const criteria = { sameSize: true };
    const expected = async (code: string) => {
      const classes = await sizeOf(code);
      const [row] = (await server.dataSource.query(
        `SELECT COUNT(*) AS n FROM cases c JOIN municipalities m ON m.code = c.municipality_code
          WHERE c.status = 'published' AND m.kind IN (${classes.map(() => '?').join(',')})`,
        classes.map((c) => c.split('|')[0]),
      )) as { n: number }[];
      return Number(row!.n);
    };
    for (let round = 0; round < 2; round++) {
      const city = await server.graphql<{ searchCases: { totalCount: number } }>(
        SEARCH_CASES,
        { criteria },
        sapporo.token,
      );
      const town = await server.graphql<{ searchCases: { totalCount: number } }>(
        SEARCH_CASES,
        { criteria },
        niseko.token,
      );
      // 政令市 are all over 300 000: the kind decides the count; towns also need the band.
      expect(city.data?.searchCases.totalCount).toBe(await expected('011002'));
      expect(town.data?.searchCases.totalCount).toBeGreaterThan(0);
      expect(town.data?.searchCases.totalCount).not.toBe(city.data?.searchCases.totalCount);
    }
    const refused = await server.graphql(SEARCH_CASES, { criteria }, member.token);
    expect(refused.errors?.[0]).toMatchObject({
      message: SAME_SIZE_MESSAGES.filterWithoutMunicipality,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const anonymous = await server.graphql(`query { searchCases(criteria: { sameSize: true }) { totalCount } }`);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('does not save a 同規模 search (its counts and alerts would need the owner’s municipality)', async () => {
    const refused = await server.graphql(
      `mutation($input: SavedSearchInput!) { saveSearch(input: $input) { id } }`,
      { input: { section: 'cases', name: '同規模', alert: 'off', query: 'sameSize=1' } },
      niseko.token,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { query: SAME_SIZE_MESSAGES.notSaved },
    });
  });

  it('filters solutions to those used by municipalities of the caller’s size', async () => {
    const [solution] = (await server.dataSource.query(
      "SELECT id FROM solutions WHERE status = 'published' ORDER BY id LIMIT 1",
    )) as { id: number }[];
    const [townCase] = (await server.dataSource.query(
      `SELECT c.id FROM cases c JOIN municipalities m ON m.code = c.municipality_code
        WHERE c.status = 'published' AND m.kind IN ('town', 'village') AND m.population < 10000 ORDER BY c.id LIMIT 1`,
    )) as { id: number }[];
    await server.dataSource.query('UPDATE cases SET solution_id = ? WHERE id = ?', [solution!.id, townCase!.id]);
    await server.portal.services.search.refresh('solutions', [Number(solution!.id)]);
    const criteria = { sameSize: true, ids: [String(solution!.id)] };
    const town = await server.graphql<{ searchSolutions: { items: { id: string }[] } }>(
      SEARCH_SOLUTIONS,
      { criteria },
      niseko.token,
    );
    const city = await server.graphql<{ searchSolutions: { items: { id: string }[] } }>(
      SEARCH_SOLUTIONS,
      { criteria },
      sapporo.token,
    );
    expect(town.data?.searchSolutions.items.map((i) => Number(i.id))).toEqual([Number(solution!.id)]);
    expect(city.data?.searchSolutions.items).toEqual([]);
  });
});
