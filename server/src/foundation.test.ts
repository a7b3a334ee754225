/**
 * The foundation through real HTTP: health, the REST façade's spec shapes matching GraphQL,
 * token handling and profile ownership, on SQLite and (when TEST_MYSQL_URL is set) MySQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from './seed/demo';
import { DATABASES } from './test/databases';
import { startTestServer, type TestServer } from './test/harness';
import { PROFILE_DEFAULTS } from './test/users';

describe.each(DATABASES)('foundation on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('reports the database in /healthz', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database });
  });

  it('answers a REST grant search in the spec shape with the same records as GraphQL', async () => {
    const response = await fetch(`${server.url}/api/service/grants/search?searchKeyword=${encodeURIComponent('補助')}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      contents: {
        contents: { id: string; title: string; uid: string; category: { category_name: string }[] }[];
        totalCount: number;
      };
    };
    expect(body.contents.totalCount).toBeGreaterThan(0);
    expect(body.contents.contents.length).toBe(Math.min(20, body.contents.totalCount));
    const first = body.contents.contents[0]!;
    expect(first).toMatchObject({ id: expect.any(String), uid: expect.any(String), title: expect.any(String) });
    expect(first.category[0]).toHaveProperty('category_name');

    const graphql = await server.graphql<{ searchGrants: { totalCount: number; items: { id: string }[] } }>(
      'query($c: SearchInput) { searchGrants(criteria: $c) { totalCount items { id } } }',
      { c: { keyword: '補助' } },
    );
    expect(graphql.data?.searchGrants.totalCount).toBe(body.contents.totalCount);
    expect(graphql.data?.searchGrants.items.map((i) => i.id)).toEqual(body.contents.contents.map((i) => i.id));
  });

  it('returns every record for a fetch-all call and the solutions count', async () => {
    const all = (await (await fetch(`${server.url}/api/service/cases/search?searchType=cases`)).json()) as {
      contents: { contents: unknown[]; totalCount: number };
    };
    expect(all.contents.contents.length).toBe(all.contents.totalCount);
    expect(all.contents.totalCount).toBeGreaterThanOrEqual(400);
    const count = (await (await fetch(`${server.url}/api/service/any/count?searchType=solutions`)).json()) as {
      contents: { totalCount: number };
    };
    expect(count.contents.totalCount).toBeGreaterThanOrEqual(300);
  });

  it('refuses a bad token with UNAUTHENTICATED, not a server error', async () => {
    const graphql = await server.graphql('{ grantCount }', {}, 'not-a-token');
    expect(graphql.status).toBe(401);
    expect(graphql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(graphql.errors?.[0]?.message).toMatch(/ログイン/);
    const rest = await fetch(`${server.url}/api/service/grants/search?searchKeyword=a`, {
      headers: { authorization: 'Bearer broken' },
    });
    expect(rest.status).toBe(401);
    expect(((await rest.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
  });

  it('keeps the solution list for signed-in users and details for municipal users', async () => {
    const anonymous = await server.graphql('{ searchSolutions { totalCount } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const member = await server.user({ email: `m-${Date.now()}@example.jp`, profile: {} });
    const list = await server.graphql<{ searchSolutions: { totalCount: number; items: { id: string }[] } }>(
      '{ searchSolutions { totalCount items { id } } }',
      {},
      member.token,
    );
    expect(list.data?.searchSolutions.totalCount).toBeGreaterThan(0);
    const id = list.data!.searchSolutions.items[0]!.id;
    const denied = await server.graphql(`{ solution(id: "${id}") { title } }`, {}, member.token);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const municipal = await server.user({ profile: { isMunicipality: true, municipalStatus: 'approved' } });
    const detail = await server.graphql<{ solution: { title: string; company: { name: string } } }>(
      `{ solution(id: "${id}") { title company { name } } }`,
      {},
      municipal.token,
    );
    expect(detail.data?.solution.title).toBeTruthy();
    expect(detail.data?.solution.company.name).toBeTruthy();
  });

  it('lets a user register and read only their own profile, storing Japanese text intact', async () => {
    const user = await server.user({ profile: null });
    const other = await server.user({ profile: {} });
    const payload = { uid: user.uid, email: user.email, ...PROFILE_DEFAULTS, division: '情報政策課🗾' };
    const register = await fetch(`${server.url}/api/auth/mun-register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify(payload),
    });
    expect(register.status).toBe(200);
    const own = (await (
      await fetch(`${server.url}/api/auth/${user.uid}`, { headers: { authorization: `Bearer ${user.token}` } })
    ).json()) as {
      success: boolean;
      data: { division: string; isMunicipality: boolean };
    };
    expect(own.success).toBe(true);
    expect(own.data.division).toBe('情報政策課🗾');
    expect(own.data.isMunicipality).toBe(true);

    const foreign = await fetch(`${server.url}/api/users/${other.uid}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ success: false, data: null, error: { code: 'FORBIDDEN' } });
  });

  it.each(['mun-register', 'com-register'])(
    'answers %s with an empty body by naming each missing field (400), not as someone else’s (403)',
    async (path) => {
      const user = await server.user({ profile: null });
      const response = await fetch(`${server.url}/api/auth/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: '{}',
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as {
        success: boolean;
        data: unknown;
        error: { code: string; fields: Record<string, string> };
      };
      expect(body).toMatchObject({ success: false, data: null, error: { code: 'BAD_USER_INPUT' } });
      const fields = ['uid', 'email', 'telephone', 'lastName', 'organization'];
      if (path === 'com-register') fields.push('companyAddress');
      for (const field of fields) expect(body.error.fields[field], field).toEqual(expect.any(String));
      const rows = await server.dataSource.query('SELECT COUNT(*) AS n FROM user_profiles WHERE uid = ?', [user.uid]);
      expect(Number(rows[0].n)).toBe(0);
    },
  );

  it('seeds idempotently', async () => {
    const before = await server.dataSource.query('SELECT COUNT(*) AS n FROM solutions');
    const counts = await seedDemo(server.dataSource);
    expect(counts).toEqual({ companies: 0, solutions: 0, grants: 0, cases: 0 });
    expect(await server.dataSource.query('SELECT COUNT(*) AS n FROM solutions')).toEqual(before);
  });
});
