/**
 * Who may search and read what (docs/accounts-and-roles.md), through real GraphQL on SQLite and (with
 * TEST_MYSQL_URL) MariaDB: public grant and case lists, the signed-in solution list, details for
 * municipal, trial and operator users, and vendors' own listings, drafts included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/harness';
import type { TestUser } from '../../test/users';
import type { Solution } from '../solution/solution.entity';
import { SearchFixtures } from '../../test/search-fixtures';

type Section = 'solutions' | 'grants' | 'cases';
type GqlError = { message: string; extensions?: Record<string, unknown> };

describe.each(DATABASES)('search access on %s', (database) => {
  let server: TestServer;
  let municipal: TestUser;
  let own: { a: Solution[]; b: Solution[] };
  let ids: Record<Section, string>;

  const detail = (section: Section, id: number | string, token?: string) =>
    server.graphql<Record<string, { title: string } | undefined>>(
      `{ r: ${{ solutions: 'solution', grants: 'grant', cases: 'case' }[section]}(id: "${id}") { title } }`,
      {},
      token,
    );
  const codeOf = (response: { errors?: GqlError[] }) => response.errors?.[0]?.extensions?.code ?? 'OK';

  beforeAll(async () => {
    server = await startTestServer({ database, seed: 'reference' });
    municipal = await server.user({ profile: { isMunicipality: true, municipalStatus: 'approved' } });
    const fixtures = new SearchFixtures(server.dataSource, server.portal.services.search);
    const [companyA, companyB] = [await fixtures.company('甲株式会社'), await fixtures.company('乙株式会社')];
    own = {
      a: await fixtures.solutions([{ title: '甲の製品', companyId: companyA.id }]),
      b: await fixtures.solutions([
        { title: '乙の製品', companyId: companyB.id },
        { title: '下書き 標識甲', companyId: companyB.id, status: 'draft' },
      ]),
    };
    ids = {
      solutions: String(own.a[0]!.id),
      grants: String((await fixtures.grants([{ title: '補助金' }]))[0]!.id),
      cases: String((await fixtures.cases([{ title: '事例' }]))[0]!.id),
    };
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lets anyone list grants and cases, but only signed-in users list solutions', async () => {
    expect(codeOf(await server.graphql('{ searchGrants { totalCount } searchCases { totalCount } grantCount }'))).toBe(
      'OK',
    );
    expect(codeOf(await server.graphql('{ searchSolutions { totalCount } }'))).toBe('UNAUTHENTICATED');
    expect(codeOf(await server.graphql('{ allSolutions { id } }'))).toBe('UNAUTHENTICATED');
    const member = await server.user({ email: `m-${Date.now()}@example.jp`, profile: {} });
    expect(codeOf(await server.graphql('{ searchSolutions { totalCount } }', {}, member.token))).toBe('OK');
  });

  it('keeps every detail from visitors and plain members', async () => {
    const member = await server.user({ email: `m2-${Date.now()}@example.jp`, profile: {} });
    for (const section of ['solutions', 'grants', 'cases'] as const) {
      expect(codeOf(await detail(section, ids[section])), section).toBe('UNAUTHENTICATED');
      expect(codeOf(await detail(section, ids[section], member.token)), section).toBe('FORBIDDEN');
    }
  });

  it('shows every detail to municipal, trial and operator users', async () => {
    const trial = await server.user({ email: `t-${Date.now()}@provider.example.jp`, profile: {} });
    const operator = await server.user({ claims: { operator: true }, profile: {} });
    for (const user of [municipal, trial, operator]) {
      for (const section of ['solutions', 'grants', 'cases'] as const) {
        expect(codeOf(await detail(section, ids[section], user.token)), section).toBe('OK');
      }
    }
    expect(codeOf(await detail('solutions', own.b[1]!.id, municipal.token))).toBe('NOT_FOUND');
    expect(codeOf(await detail('solutions', own.b[1]!.id, trial.token))).toBe('NOT_FOUND');
    expect(codeOf(await detail('solutions', own.b[1]!.id, operator.token))).toBe('OK');
  });

  it('shows vendors their own listings, drafts included, and nothing else', async () => {
    const vendor = await server.user({
      email: `v-${Date.now()}@vendor.example.jp`,
      profile: { companyId: own.b[0]!.companyId },
    });
    const draft = await detail('solutions', own.b[1]!.id, vendor.token);
    expect(draft.data?.r?.title).toBe('下書き 標識甲');
    expect(codeOf(await detail('solutions', own.b[0]!.id, vendor.token))).toBe('OK');
    // Another company's listing answers as an unknown id would: no existence oracle.
    expect(codeOf(await detail('solutions', own.a[0]!.id, vendor.token))).toBe('NOT_FOUND');
    expect(codeOf(await detail('grants', ids.grants, vendor.token))).toBe('FORBIDDEN');
    expect(codeOf(await detail('cases', ids.cases, vendor.token))).toBe('FORBIDDEN');
    expect(codeOf(await server.graphql('{ searchSolutions { totalCount } }', {}, vendor.token))).toBe('OK');
  });

  it('answers an id that names nothing with NOT_FOUND', async () => {
    for (const id of ['999999999', 'abc', '-1']) {
      expect(codeOf(await detail('grants', id, municipal.token)), id).toBe('NOT_FOUND');
    }
  });
});
