/**
 * AUTH_STATUS_CACHE_SECONDS also lets non-sensitive reads reuse the caller's profile (and so the
 * role derived from it) read within that window. What must still hold, through real GraphQL:
 * sensitive operations act on the profile as it is now, and a write in this process (an
 * operator's approval) changes the caller's standing at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchFixtures } from '../test/search-fixtures';
import { startTestServer, type TestServer } from '../test/harness';
import type { TestUser } from '../test/users';

type Response = { errors?: { extensions?: Record<string, unknown> }[] };
const codeOf = (response: Response) => response.errors?.[0]?.extensions?.code ?? 'OK';

describe('reusing a recent read of the caller’s profile', () => {
  let server: TestServer;
  let operator: TestUser;
  let grantId: string;

  const detail = (token: string) => server.graphql(`{ grant(id: "${grantId}") { title } }`, {}, token);
  const setMunicipal = (uid: string, municipal: boolean) =>
    server.dataSource.query('UPDATE user_profiles SET is_municipality = ?, municipal_status = ? WHERE uid = ?', [
      municipal,
      municipal ? 'approved' : 'none',
      uid,
    ]);

  beforeAll(async () => {
    server = await startTestServer({ seed: 'reference', env: { AUTH_STATUS_CACHE_SECONDS: '60' } });
    operator = await server.user({ claims: { operator: true }, profile: {} });
    const fixtures = new SearchFixtures(server.dataSource, server.portal.services.search);
    grantId = String((await fixtures.grants([{ title: '立場確認用の補助金' }]))[0]!.id);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('acts on the current profile for sensitive operations, even while reads reuse a recent one', async () => {
    const member = await server.user({ profile: { isMunicipality: true, municipalStatus: 'approved' } });
    expect(codeOf(await detail(member.token))).toBe('OK');
    expect(codeOf(await server.graphql('{ myDocumentRequests { uid } }', {}, member.token))).toBe('OK');

    // Changed behind this process's back (another process, a database console).
    await setMunicipal(member.uid, false);
    expect(codeOf(await detail(member.token))).toBe('OK');
    expect(codeOf(await server.graphql('{ myDocumentRequests { uid } }', {}, member.token))).toBe('FORBIDDEN');
  });

  it('gives a caller the standing an operator granted in this process at once', async () => {
    const applicant = await server.user({ profile: { isMunicipality: false, municipalStatus: 'pending' } });
    expect(codeOf(await detail(applicant.token))).toBe('FORBIDDEN');
    const approval = await server.graphql(
      'mutation Approve($uid: ID!) { approveMunicipalMember(uid: $uid) { uid } }',
      { uid: applicant.uid },
      operator.token,
    );
    expect(codeOf(approval)).toBe('OK');
    expect(codeOf(await detail(applicant.token))).toBe('OK');
  });
});
