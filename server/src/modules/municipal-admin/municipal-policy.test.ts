/**
 * A municipality's administrator requires a second factor of its staff, through real HTTP and the
 * Auth emulator with roles earned as users earn them: only after enrolling themself, only for
 * their own municipality; its members then act as municipal staff only in a session that passed
 * the check, while another municipality's staff are untouched; turning it off releases them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { type Account, changeAddress, municipalAccount, operatorAccount } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { uniqueEmail } from '../../test/users';
import { AuditEvent } from '../audit/audit-event.entity';
import { verifiedSessionToken } from '../second-factor/second-factor.test-support';
import { administeredMunicipality, ok, refusedWith } from './municipal-admin.test-support';

const KITAMI = '012084';
const OBIHIRO = '012076';
const POLICY = 'query { municipalPolicy { secondFactorRequired membersWithoutSecondFactor } }';
const SAVE =
  'mutation($on: Boolean!) { saveMunicipalPolicy(secondFactorRequired: $on) { secondFactorRequired membersWithoutSecondFactor } }';
const STATUS = 'query { secondFactorStatus { required enrolled verified } }';
const MUNICIPAL_ONLY = 'query { shortlists { id } }';
const VIEWER = 'query { viewer { role secondFactorPending } }';

describe.each(DATABASES)('a municipality’s second-factor rule on %s', (database) => {
  let server: TestServer;
  let admin: Account;
  let member: Account;
  let foreignAdmin: Account;
  let foreignMember: Account;

  beforeAll(async () => {
    server = await startTestServer({ database });
    const operator = await operatorAccount(server);
    admin = await administeredMunicipality(server, operator, 'city.kitami-policy.lg.jp', '北見市', KITAMI);
    member = await municipalAccount(server, uniqueEmail('city.kitami-policy.lg.jp'), '北見市');
    foreignAdmin = await administeredMunicipality(server, operator, 'city.obihiro-policy.lg.jp', '帯広市', OBIHIRO);
    foreignMember = await municipalAccount(server, uniqueEmail('city.obihiro-policy.lg.jp'), '帯広市');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is refused to a member who does not administer, and to an administrator without a second factor', async () => {
    expect(await refusedWith(server, member, POLICY)).toBe('FORBIDDEN');
    expect(await refusedWith(server, member, SAVE, { on: true })).toBe('FORBIDDEN');
    const answer = await server.graphql(SAVE, { on: true }, admin.token);
    expect(answer.errors?.[0]?.message).toContain('先にご自身の認証アプリを登録してください');
    expect(
      (await ok<{ municipalPolicy: { secondFactorRequired: boolean } }>(server, admin, POLICY)).municipalPolicy,
    ).toMatchObject({ secondFactorRequired: false });
  });

  it('holds back the members’ municipal rights until their session passed the check, and only there', async () => {
    admin.token = await verifiedSessionToken(server.identity.auth, server.dataSource, admin.uid);
    const saved = await ok<{
      saveMunicipalPolicy: { secondFactorRequired: boolean; membersWithoutSecondFactor: number };
    }>(server, admin, SAVE, { on: true });
    expect(saved.saveMunicipalPolicy).toEqual({ secondFactorRequired: true, membersWithoutSecondFactor: 1 });

    expect(await refusedWith(server, member, MUNICIPAL_ONLY)).toBe('SECOND_FACTOR_REQUIRED');
    const status = await ok<{ secondFactorStatus: Record<string, boolean> }>(server, member, STATUS);
    expect(status.secondFactorStatus).toEqual({ required: true, enrolled: false, verified: false });
    // The browser learns why its role is held back, and sends them to the code instead of away.
    expect(await ok(server, member, VIEWER)).toEqual({ viewer: { role: 'member', secondFactorPending: true } });
    // Another municipality's staff, and its administrator, are not touched by 北見市's rule.
    await ok(server, foreignMember, MUNICIPAL_ONLY);
    expect(await refusedWith(server, foreignAdmin, SAVE, { on: false })).toBeUndefined();

    member.token = await verifiedSessionToken(server.identity.auth, server.dataSource, member.uid);
    await ok(server, member, MUNICIPAL_ONLY);
    expect(await ok(server, member, VIEWER)).toEqual({ viewer: { role: 'municipal', secondFactorPending: false } });

    const audit = await server.dataSource
      .getRepository(AuditEvent)
      .findBy({ action: 'municipal-policy.saved', entityId: KITAMI });
    expect(audit.map((row) => row.actorUid)).toEqual([admin.uid]);
  });

  it('releases the members when the administrator turns it off', async () => {
    const other = await municipalAccount(server, uniqueEmail('city.kitami-policy.lg.jp'), '北見市');
    expect(await refusedWith(server, other, MUNICIPAL_ONLY)).toBe('SECOND_FACTOR_REQUIRED');
    await ok(server, admin, SAVE, { on: false });
    await ok(server, other, MUNICIPAL_ONLY);
  });

  it('follows the municipality a member names, wherever their address moves', async () => {
    const required = async (account: Account) =>
      (await ok<{ secondFactorStatus: { required: boolean } }>(server, account, STATUS)).secondFactorStatus.required;
    await ok(server, admin, SAVE, { on: true });
    let leaver = await municipalAccount(server, uniqueEmail('city.kitami-policy.lg.jp'), '北見市');
    expect(await required(leaver)).toBe(true);
    // Moving to a domain no operator bound ends the membership, not the claim of 北見市: asking
    // more of someone who names the municipality costs them one enrolment and opens nothing.
    leaver = await changeAddress(leaver, uniqueEmail('city.elsewhere-policy.lg.jp'));
    expect(await required(leaver)).toBe(true);

    // Arriving on 北見市's domain while naming 帯広市 makes no member of 北見市: its rule stays away.
    let arriving = await municipalAccount(server, uniqueEmail('city.elsewhere-policy.lg.jp'), '帯広市');
    expect(await required(arriving)).toBe(false);
    arriving = await changeAddress(arriving, uniqueEmail('city.kitami-policy.lg.jp'));
    expect(await required(arriving)).toBe(false);
    await ok(server, admin, SAVE, { on: false });
    expect(await required(leaver)).toBe(false);
  });
});
