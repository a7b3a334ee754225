/**
 * One authorisation (admission.ts) for an operation executed and an answer replayed: a root
 * field's rule changed once on the schema is obeyed by the GraphQL execution path and by the
 * answer replay, in front of Express and in it, through the real server.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccessRule } from './access';
import { DATABASES } from '../test/databases';
import { municipalAccount, signUp } from '../test/earn-roles';
import { startTestServer, type TestServer } from '../test/harness';

const QUERY = 'query S($criteria: SearchInput) { searchSolutions(criteria: $criteria) { totalCount } }';
const VARIABLES = { criteria: { keyword: '防災' } };
const PATH = `/graphql?${new URLSearchParams({ query: QUERY, variables: JSON.stringify(VARIABLES) })}`;
type Answer = { data?: unknown; errors?: { extensions: { code: string } }[] };

describe.each(DATABASES)('one admission for execution and replay on %s', (database) => {
  let server: TestServer;
  let rule: { access?: readonly AccessRule[] };

  beforeAll(async () => {
    server = await startTestServer({ database, seed: 'reference' });
    rule = server.portal.schema.getQueryType()!.getFields().searchSolutions!.extensions as typeof rule;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const headers = (token: string) => ({
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    'x-forwarded-for': '192.0.2.40',
  });
  const replayable = (token: string) => fetch(server.url + PATH, { headers: headers(token) });
  const executed = (token: string) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: headers(token),
      body: JSON.stringify({ query: QUERY, variables: VARIABLES }),
    });
  const code = async (response: Response) => ((await response.json()) as Answer).errors?.[0]?.extensions.code;

  it('refuses and admits by the rule as it is now, replayed or executed', async () => {
    const [member, municipal] = [await signUp(), await municipalAccount(server)];
    const execute = vi.spyOn(server.portal.apollo, 'executeHTTPGraphQLRequest');
    const declared = rule.access;
    try {
      // Kept for both roles, then replayed to both (the front replay once it went on the wire).
      for (const account of [member, municipal, member, municipal, member, municipal]) {
        expect((await replayable(account.token)).status).toBe(200);
      }
      expect(execute).toHaveBeenCalledTimes(2);

      rule.access = ['municipal'];
      execute.mockClear();
      const refusedReplay = await replayable(member.token);
      expect(await code(refusedReplay)).toBe('FORBIDDEN');
      // The replay did not answer: the normal path executed and refused it.
      expect(execute).toHaveBeenCalledTimes(1);
      expect(await code(await executed(member.token))).toBe('FORBIDDEN');
      // The role the rule names is still replayed to, and executed for.
      expect((await replayable(municipal.token)).status).toBe(200);
      expect(execute).toHaveBeenCalledTimes(2);
      expect((await executed(municipal.token)).status).toBe(200);

      rule.access = declared;
      execute.mockClear();
      expect((await replayable(member.token)).status).toBe(200);
      expect(execute).not.toHaveBeenCalled();
    } finally {
      rule.access = declared;
      execute.mockRestore();
    }
  });
});
