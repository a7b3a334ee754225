/**
 * Roles as a user earns and loses them, through the Auth emulator's own flows and the portal's
 * API, never by writing a profile: municipal rights belong to the verified address that earned
 * them, and trial rights to a verified provider address. The server alone enforces this: no test
 * here calls syncProfileEmail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../test/databases';
import {
  type Account,
  approveMember,
  changeAddress,
  changeAddressUnverified,
  memberAccount,
  municipalAccount,
  operatorAccount,
  registerMunicipal,
  signUp,
  trialAccount,
  verifyAddress,
} from '../test/earn-roles';
import { startTestServer, type TestServer } from '../test/harness';
import { uniqueEmail } from '../test/users';

describe.each(DATABASES)('earning and losing roles on %s', (database) => {
  let server: TestServer;
  let operator: Account;
  let grantId: string;

  beforeAll(async () => {
    server = await startTestServer({ database });
    operator = await operatorAccount(server);
    const [grant] = await server.dataSource.query("SELECT id FROM grants WHERE status = 'published' LIMIT 1");
    grantId = String(grant.id);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A grant's detail: open to municipal staff and verified trial staff, closed to members. */
  async function readsDetail(account: Account): Promise<boolean | string> {
    const answer = await server.graphql('query($id: ID!) { grant(id: $id) { id } }', { id: grantId }, account.token);
    if (answer.data?.grant) return true;
    return String(answer.errors?.[0]?.extensions?.code);
  }

  async function standing(account: Account) {
    const answer = await server.graphql<{ me: { email: string; isMunicipality: boolean; municipalStatus: string } }>(
      '{ me { email isMunicipality municipalStatus } }',
      {},
      account.token,
    );
    return answer.data?.me;
  }

  async function auditActions(uid: string): Promise<{ action: string; data: string }[]> {
    return server.dataSource.query(
      "SELECT action, data FROM audit_events WHERE entity_type = 'user_profile' AND entity_id = ? ORDER BY id",
      [uid],
    );
  }

  it('gives nothing to an lg.jp address nobody verified, then moved to an address the attacker owns', async () => {
    const attacker = await signUp(uniqueEmail('city-x.lg.jp'));
    await registerMunicipal(server, attacker);
    expect(await readsDetail(attacker)).toBe('FORBIDDEN');
    const moved = await changeAddress(attacker, uniqueEmail('evil.example'));
    expect(await readsDetail(moved)).toBe('FORBIDDEN');
    expect(await standing(moved)).toMatchObject({
      email: moved.email,
      isMunicipality: false,
      municipalStatus: 'pending',
    });
    const documents = await server.graphql('{ myDocumentRequests { uid } }', {}, moved.token);
    expect(documents.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('makes a real lg.jp user municipal once they verify, and demotes them at once when they move away', async () => {
    const unverified = await signUp(uniqueEmail('city.test.lg.jp'));
    await registerMunicipal(server, unverified);
    expect(await readsDetail(unverified)).toBe('FORBIDDEN');
    const genuine = await verifyAddress(unverified);
    expect(await readsDetail(genuine)).toBe(true);

    const privateAddress = await changeAddress(genuine, uniqueEmail('example.jp'));
    expect(await readsDetail(privateAddress)).toBe('FORBIDDEN');
    expect(await standing(privateAddress)).toMatchObject({ isMunicipality: false, municipalStatus: 'pending' });
    const audit = await auditActions(genuine.uid);
    const change = audit.find((row) => row.action === 'profile.email-changed');
    expect(change && JSON.parse(change.data)).toMatchObject({ municipalStatusBefore: 'approved', demoted: true });

    const back = await changeAddress(privateAddress, genuine.email);
    expect(await readsDetail(back)).toBe(true);
  });

  it('demotes on an address change that nobody verified', async () => {
    const genuine = await municipalAccount(server);
    const changed = await changeAddressUnverified(genuine, uniqueEmail('city.test.lg.jp'));
    // The identity provider may also end the sign-in on the change (tokens from before it are
    // revoked once a second has passed): refused either way, never read as municipal.
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(await readsDetail(changed));
  });

  it('keeps an operator approval to the address it was given for', async () => {
    const member = await memberAccount(server);
    expect(await standing(member)).toMatchObject({ isMunicipality: false, municipalStatus: 'pending' });
    expect(await readsDetail(member)).toBe('FORBIDDEN');
    await approveMember(server, operator, member.uid);
    expect(await readsDetail(member)).toBe(true);

    const elsewhere = await changeAddress(member, uniqueEmail('example.jp'));
    expect(await readsDetail(elsewhere)).toBe('FORBIDDEN');
    expect(await standing(elsewhere)).toMatchObject({ isMunicipality: false, municipalStatus: 'pending' });
    const returned = await changeAddress(elsewhere, member.email);
    expect(await readsDetail(returned)).toBe(true);
  });

  it('refuses to approve an address nobody verified, so no approval reaches one verified later', async () => {
    const member = await signUp(uniqueEmail('example.jp'));
    await registerMunicipal(server, member);
    const refused = await server.graphql(
      'mutation($uid: ID!) { approveMunicipalMember(uid: $uid) { uid } }',
      { uid: member.uid },
      operator.token,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await readsDetail(member)).toBe('FORBIDDEN');
    const moved = await changeAddress(member, uniqueEmail('example.jp'));
    expect(await readsDetail(moved)).toBe('FORBIDDEN');
  });

  it('makes a provider address a trial account only once it is verified', async () => {
    const unverified = await signUp(uniqueEmail('provider.example.jp'));
    await registerMunicipal(server, unverified);
    expect(await readsDetail(unverified)).toBe('FORBIDDEN');
    const trial = await trialAccount(server);
    expect(await readsDetail(trial)).toBe(true);
    const request = await server.graphql(
      'mutation($input: DocumentRequestInput!) { submitDocumentRequest(input: $input) { uid } }',
      { input: { idempotencyKey: 'k-trial-earned', items: [] } },
      trial.token,
    );
    expect(request.errors?.[0]?.extensions?.code).toBe('TRIAL_ACCOUNT');
  });
});
