/**
 * A removal and 「異動・退職の引き継ぎ」 through real HTTP and the Auth emulator: the leaver's
 * shortlists, saved searches and open document requests go to the named colleague in the same
 * step, the leaver's very next request is refused, and signing in again earns no municipal
 * standing from the same lg.jp address. A member's own devices: the others signed out are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import {
  type Account,
  municipalAccount,
  operatorAccount,
  registerMunicipal,
  signInAccount,
} from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { uniqueEmail } from '../../test/users';
import { DocumentRequest } from '../document-request/document-request.entity';
import { item, newKey, submit, threeSolutionsTwoVendors } from '../document-request/document-request.test-support';
import { SavedSearch } from '../saved-search/saved-search.entity';
import { Shortlist } from '../shortlist/shortlist.entity';
import { AuditEvent } from '../audit/audit-event.entity';
import { ACCEPT, administeredMunicipality, invite, ok, REMOVE, refusedWith } from './municipal-admin.test-support';
import { nextWholeSecond } from '../../test/settled';

const OTOINEPPU = '014702';
const MINE = 'query { myMunicipality { state } }';
const DEVICES = 'query { mySignedInDevices { id current userAgent } }';

/** A sign-in of its own (a later auth_time): signs in until the emulator's second has turned. */
async function anotherSignIn(account: Account): Promise<string> {
  const authTime = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { auth_time: number }).auth_time;
  for (;;) {
    const token = await signInAccount(account);
    if (authTime(token) !== authTime(account.token)) return token;
  }
}

describe.each(DATABASES)('removing municipal members on %s', (database) => {
  let server: TestServer;
  let smtp: SmtpSink;
  let admin: Account;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({ database, env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) } });
    const operator = await operatorAccount(server);
    admin = await administeredMunicipality(server, operator, 'vill.otoineppu.lg.jp', '音威子府村', OTOINEPPU);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  async function colleague(): Promise<Account> {
    const account = await municipalAccount(server, uniqueEmail('vill.otoineppu.lg.jp'), '音威子府村');
    expect((await ok(server, account, MINE)) as unknown).toEqual({ myMunicipality: { state: 'confirmed' } });
    return account;
  }

  it('hands the leaver’s lists, searches and open requests to a colleague, and refuses their next request', async () => {
    const leaver = await colleague();
    const successor = await colleague();
    const list = await ok<{ createShortlist: { id: string } }>(
      server,
      leaver,
      'mutation { createShortlist(name: "来年度の候補") { id } }',
    );
    await ok(server, leaver, 'mutation($input: SavedSearchInput!) { saveSearch(input: $input) { id } }', {
      input: { section: 'grants', name: '防災', query: 'keyword=防災', alert: 'daily' },
    });
    const [solution] = await threeSolutionsTwoVendors(server);
    const submitted = await submit(server, leaver.token, { idempotencyKey: newKey(), items: [item(solution!.id)] });
    expect(submitted.errors).toBeUndefined();

    const moved = await ok(server, admin, REMOVE, { uid: leaver.uid, to: successor.uid });
    expect(moved).toEqual({
      removeMunicipalMember: { shortlists: 1, savedSearches: 1, documentRequests: 1, inquiries: 0 },
    });

    // The very next request with the token they hold is refused, on any operation.
    expect(await refusedWith(server, leaver, MINE)).toBe('UNAUTHENTICATED');
    expect(await refusedWith(server, leaver, 'query { shortlists { id } }')).toBe('UNAUTHENTICATED');
    const repository = server.dataSource.getRepository(Shortlist);
    expect((await repository.findOneByOrFail({ id: Number(list.createShortlist.id) })).createdByUid).toBe(
      successor.uid,
    );
    expect(await server.dataSource.getRepository(SavedSearch).countBy({ userUid: successor.uid })).toBe(1);
    expect(await server.dataSource.getRepository(DocumentRequest).countBy({ requesterUid: successor.uid })).toBe(1);
    const audit = await server.dataSource
      .getRepository(AuditEvent)
      .findOneByOrFail({ action: 'municipal-member.removed' });
    expect(audit).toMatchObject({ actorUid: admin.uid, entityId: leaver.uid });

    // Signed in again, and registering again with the same lg.jp address: no municipal standing.
    // Sign-ins are told apart by their whole-second auth_time, so the new one starts in a later
    // second than the devices the removal signed out.
    await nextWholeSecond();
    const back = { ...leaver, token: await signInAccount(leaver) };
    expect(await refusedWith(server, back, MINE)).toBe('FORBIDDEN');
    await registerMunicipal(server, back);
    expect(await refusedWith(server, back, MINE)).toBe('FORBIDDEN');
    // A new invitation from the administrator brings them back.
    const token = await invite(server, smtp, admin, leaver.email, '住民課');
    await ok(server, back, ACCEPT, { token });
    expect(await ok(server, back, MINE)).toEqual({ myMunicipality: { state: 'confirmed' } });
  });

  it('removes a member without a hand-over, and keeps the colleague’s things where they are', async () => {
    const leaver = await colleague();
    expect(await ok(server, admin, REMOVE, { uid: leaver.uid })).toEqual({ removeMunicipalMember: null });
    expect(await refusedWith(server, admin, REMOVE, { uid: leaver.uid })).toBe('NOT_FOUND');
  });

  it('lists a member’s devices and signs the others out', async () => {
    const member = await colleague();
    const second = { ...member, token: await anotherSignIn(member) };
    await ok(server, second, MINE);
    const { mySignedInDevices: devices } = await ok<{ mySignedInDevices: { id: string; current: boolean }[] }>(
      server,
      member,
      DEVICES,
    );
    // This sign-in first; the sign-up's and the second sign-in's after it.
    expect(devices.map((d) => d.current)).toEqual([true, ...devices.slice(1).map(() => false)]);
    expect(devices.length).toBeGreaterThanOrEqual(2);
    // Another member's device id is not theirs to sign out.
    expect(
      await refusedWith(server, admin, 'mutation($id: ID!) { signOutOtherDevices(id: $id) }', { id: devices[1]!.id }),
    ).toBe('NOT_FOUND');
    expect(await ok(server, member, 'mutation { signOutOtherDevices }')).toEqual({
      signOutOtherDevices: devices.length - 1,
    });
    expect(await refusedWith(server, second, MINE)).toBe('UNAUTHENTICATED');
    expect(await ok(server, member, MINE)).toEqual({ myMunicipality: { state: 'confirmed' } });
  });
});
