/**
 * 自治体管理者 and invitations through real HTTP, the Auth emulator and a real SMTP server, with
 * roles earned as users earn them. Attacked around each check: a second grant by the operator,
 * an administrator of 旭川市 acting on 函館市's members, an invitation link replayed, used by
 * another address, used after it expired, and the last administrator leaving without a successor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, viewerOf } from '../../test/callers';
import { DATABASES } from '../../test/databases';
import {
  type Account,
  memberAccount,
  municipalAccount,
  operatorAccount,
  signUp,
  verifyAddress,
} from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { uniqueEmail } from '../../test/users';
import { INVITATION_TTL_MS } from '../invitation/invitation';
import { UserProfile } from '../profile/profile.entity';
import { MunicipalInvitationService } from './municipal-invitations.service';
import {
  ACCEPT,
  administeredMunicipality,
  GRANT,
  invite,
  INVITE,
  ok,
  REMOVE,
  refusedWith,
  REQUEST,
  STAFF,
} from './municipal-admin.test-support';

const ASAHIKAWA = '012041';
const HAKODATE = '012025';
type Staff = { municipalStaff: { members: { uid: string; division: string; isAdministrator: boolean }[] } };

describe.each(DATABASES)('municipal administrators on %s', (database) => {
  let server: TestServer;
  let smtp: SmtpSink;
  let operator: Account;
  let admin: Account;
  let foreignAdmin: Account;
  let foreignMember: Account;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({
      database,
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) },
    });
    operator = await operatorAccount(server);
    admin = await administeredMunicipality(server, operator, 'city.asahikawa.lg.jp', '旭川市', ASAHIKAWA);
    foreignAdmin = await administeredMunicipality(server, operator, 'city.hakodate.lg.jp', '函館市', HAKODATE);
    foreignMember = await municipalAccount(server, uniqueEmail('city.hakodate.lg.jp'), '函館市');
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('is granted by the operator once; the municipality then runs itself', async () => {
    const colleague = await municipalAccount(server, uniqueEmail('city.asahikawa.lg.jp'), '旭川市');
    expect(await refusedWith(server, colleague, REQUEST)).toBe('CONFLICT');
    // Even a request made before the grant cannot be granted now.
    expect(await refusedWith(server, operator, GRANT, { code: ASAHIKAWA, uid: colleague.uid })).toBe('NOT_FOUND');
    const mine = await ok(
      server,
      admin,
      'query { myMunicipalAdministration { isAdministrator municipality { code } } }',
    );
    expect(mine).toEqual({ myMunicipalAdministration: { isAdministrator: true, municipality: { code: ASAHIKAWA } } });
    // A member is not an administrator, and the operator is not one of any municipality.
    expect(await refusedWith(server, colleague, STAFF)).toBe('FORBIDDEN');
    expect(await refusedWith(server, operator, STAFF)).toBe('FORBIDDEN');
  });

  it('invites an lg.jp and a non-lg.jp colleague, who join with the invited address only', async () => {
    const lgjp = await municipalAccount(server, uniqueEmail('city.other.lg.jp'), '旭川市');
    const outside = await memberAccount(server, uniqueEmail('example.jp'));
    const lgjpToken = await invite(server, smtp, admin, lgjp.email, '総務課');
    const outsideToken = await invite(server, smtp, admin, outside.email, '企画課');

    // Another address, even a signed-in colleague's, cannot use it.
    expect(await refusedWith(server, outside, ACCEPT, { token: lgjpToken })).toBe('FORBIDDEN');
    expect(await refusedWith(server, foreignMember, ACCEPT, { token: outsideToken })).toBe('FORBIDDEN');
    // Unknown or tampered tokens name nothing.
    expect(await refusedWith(server, lgjp, ACCEPT, { token: `${lgjpToken}x` })).toBe('NOT_FOUND');

    for (const [account, token] of [
      [lgjp, lgjpToken],
      [outside, outsideToken],
    ] as const) {
      expect(await ok(server, account, ACCEPT, { token })).toEqual({
        acceptMunicipalInvitation: { state: 'accepted', municipality: { code: ASAHIKAWA } },
      });
      // Replayed, by the same user or anyone: used once.
      expect(await refusedWith(server, account, ACCEPT, { token })).toBe('CONFLICT');
      const membership = await ok(server, account, 'query { myMunicipality { state municipality { code } } }');
      expect(membership).toEqual({ myMunicipality: { state: 'confirmed', municipality: { code: ASAHIKAWA } } });
    }
    const staff = (await ok<Staff>(server, admin, STAFF)).municipalStaff.members;
    expect(staff.find((m) => m.uid === lgjp.uid)).toMatchObject({ division: '総務課', isAdministrator: false });
    expect(staff.find((m) => m.uid === outside.uid)).toMatchObject({ division: '企画課' });
    expect(staff.some((m) => m.uid === foreignMember.uid)).toBe(false);
  });

  it('refuses a link after it expired, and an older link once a newer one was sent', async () => {
    const invitee = await verifyAddress(await signUp(uniqueEmail('example.jp')));
    const older = await invite(server, smtp, admin, invitee.email, '税務課');
    smtp.messages.length = 0;
    const newer = await invite(server, smtp, admin, invitee.email, '税務課');
    expect(await refusedWith(server, invitee, ACCEPT, { token: older })).toBe('CONFLICT');
    // The same service with its clock past the link's expiry.
    const later = new MunicipalInvitationService(
      server.dataSource,
      { publicUrl: server.url, now: () => new Date(Date.now() + INVITATION_TTL_MS + 1000) },
      () => {},
      () => {},
    );
    const caller = callerOf(viewerOf(invitee.uid, invitee.email), 'member', null);
    await expect(later.accept(caller, newer)).rejects.toMatchObject({ code: 'CONFLICT', message: /有効期限/ });
    const profile = await server.dataSource.getRepository(UserProfile).findOneBy({ uid: invitee.uid });
    expect(profile?.isMunicipality ?? false).toBe(false);
  });

  it('keeps an administrator of 旭川市 away from 函館市’s members', async () => {
    const attempts: [string, Record<string, unknown>][] = [
      [
        'mutation($uid: ID!) { changeMunicipalMemberDivision(uid: $uid, division: "異動先") }',
        { uid: foreignMember.uid },
      ],
      ['mutation($uid: ID!) { appointMunicipalAdministrator(uid: $uid) }', { uid: foreignMember.uid }],
      [REMOVE, { uid: foreignMember.uid }],
      [REMOVE, { uid: foreignAdmin.uid }],
      [
        'mutation($from: ID!, $to: ID!) { handOverMunicipalMember(fromUid: $from, toUid: $to) { shortlists } }',
        { from: foreignMember.uid, to: admin.uid },
      ],
      ['mutation($uid: ID!) { stepDownMunicipalAdministrator(successorUid: $uid) }', { uid: foreignMember.uid }],
    ];
    for (const [query, variables] of attempts)
      expect(await refusedWith(server, admin, query, variables)).toBe('NOT_FOUND');
    // 函館市's administrator's invitations are not 旭川市's to revoke.
    await ok(server, foreignAdmin, INVITE, { email: uniqueEmail('example.jp'), division: '総務課' });
    const foreignInvitation = (
      await ok<{ municipalStaff: { invitations: { id: string }[] } }>(server, foreignAdmin, STAFF)
    ).municipalStaff.invitations[0]!;
    expect(
      await refusedWith(server, admin, 'mutation($id: ID!) { revokeMunicipalInvitation(id: $id) }', {
        id: foreignInvitation.id,
      }),
    ).toBe('NOT_FOUND');
    const profile = await server.dataSource.getRepository(UserProfile).findOneByOrFail({ uid: foreignMember.uid });
    expect(profile.isMunicipality).toBe(true);
    expect(profile.division).not.toBe('異動先');
  });

  it('never leaves a municipality without an administrator by its own hand', async () => {
    expect(await refusedWith(server, foreignAdmin, REMOVE, { uid: foreignAdmin.uid })).toBe('CONFLICT');
    expect(await refusedWith(server, foreignAdmin, 'mutation { stepDownMunicipalAdministrator }')).toBe('CONFLICT');
    await ok(server, foreignAdmin, 'mutation($uid: ID!) { stepDownMunicipalAdministrator(successorUid: $uid) }', {
      uid: foreignMember.uid,
    });
    expect(await refusedWith(server, foreignAdmin, STAFF)).toBe('FORBIDDEN');
    const staff = (await ok<Staff>(server, foreignMember, STAFF)).municipalStaff.members;
    expect(staff.filter((m) => m.isAdministrator).map((m) => m.uid)).toEqual([foreignMember.uid]);
  });
});
