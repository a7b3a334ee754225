/**
 * Who may share a municipality's shortlists, earned as users earn it: a colleague on the domain an
 * operator bound sees the list; another lg.jp domain typing the same 自治体名 is refused, and so
 * is an unbound domain until an operator confirms the member; moving to another domain loses
 * access; a changed 自治体名 grants nothing; a vendor, trial user and member are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import {
  type Account,
  approveMember,
  bindDomain,
  changeAddress,
  confirmMunicipality,
  memberAccount,
  municipalAccount,
  operatorAccount,
  trialAccount,
  vendorAccount,
} from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { PROFILE_DEFAULTS, uniqueEmail } from '../../test/users';

const LISTS = 'query { shortlists { id name } }';
const MINE = 'query { myMunicipality { state organization municipality { code name } } }';
// What the client keeps with the profile, so a page reads the shortlists early only where they answer.
const CONFIRMED = 'query { viewer { municipalityConfirmed } }';
const AWAITING = `query($search: String) { membersAwaitingMunicipality(search: $search) { total items { uid emailDomain
  organization claimedMunicipality { name } domainMunicipality { name } domainBindable } } }`;
const SAPPORO = '011002';

describe.each(DATABASES)('shortlist membership on %s', (database) => {
  let server: TestServer;
  let operator: Account;
  let tanto: Account;
  let listId: string;

  const lists = (account: Account) =>
    server.graphql<{ shortlists: { id: string; name: string }[] }>(LISTS, {}, account.token);
  const refusal = async (account: Account) => (await lists(account)).errors?.[0];

  beforeAll(async () => {
    server = await startTestServer({ database });
    operator = await operatorAccount(server);
    await bindDomain(server, operator, 'city.sapporo.lg.jp', '札幌市');
    await bindDomain(server, operator, 'city.hakodate.lg.jp', '函館市');
    tanto = await municipalAccount(server, uniqueEmail('city.sapporo.lg.jp'), '札幌市');
    const created = await server.graphql<{ createShortlist: { id: string } }>(
      'mutation { createShortlist(name: "札幌の比較") { id } }',
      {},
      tanto.token,
    );
    listId = created.data!.createShortlist.id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is shared by a colleague on the bound domain, who is told the municipality', async () => {
    const colleague = await municipalAccount(server, uniqueEmail('city.sapporo.lg.jp'), '札幌市');
    expect((await lists(colleague)).data!.shortlists.map((l) => l.id)).toEqual([listId]);
    expect((await server.graphql(MINE, {}, colleague.token)).data).toEqual({
      myMunicipality: { state: 'confirmed', organization: '札幌市', municipality: { code: SAPPORO, name: '札幌市' } },
    });
    expect((await server.graphql(CONFIRMED, {}, colleague.token)).data).toEqual({
      viewer: { municipalityConfirmed: true },
    });
  });

  it('refuses another lg.jp domain typing the same name, also after editing 自治体名', async () => {
    const impostor = await municipalAccount(server, uniqueEmail('city.hakodate.lg.jp'), '札幌市');
    expect(await refusal(impostor)).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect((await server.graphql(MINE, {}, impostor.token)).data).toMatchObject({
      myMunicipality: { state: 'claim-mismatch', municipality: null },
    });
    expect((await server.graphql(CONFIRMED, {}, impostor.token)).data).toEqual({
      viewer: { municipalityConfirmed: false },
    });
    const edit = 'mutation($input: ProfileUpdateInput!) { updateProfile(input: $input) { uid } }';
    const { telephone: _telephone, ...fields } = PROFILE_DEFAULTS;
    for (const organization of ['北海道札幌市', '函館市']) {
      expect(
        (await server.graphql(edit, { input: { ...fields, organization } }, impostor.token)).errors,
      ).toBeUndefined();
    }
    // Naming the domain's own municipality makes them 函館市 staff, never 札幌市's.
    const own = await lists(impostor);
    expect(own.errors).toBeUndefined();
    expect(own.data!.shortlists).toEqual([]);
    const read = await server.graphql(
      'mutation($input: ShortlistEntryUpdateInput!) { updateShortlistEntry(input: $input) { id } }',
      { input: { entryId: '1', status: 'declined' } },
      impostor.token,
    );
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(
      (await server.graphql('mutation($id: ID!) { deleteShortlist(id: $id) }', { id: listId }, impostor.token))
        .errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('refuses an unbound domain until an operator confirms the member, for that address only', async () => {
    const unbound = await municipalAccount(server, uniqueEmail('city.unbound-sapporo.lg.jp'), '札幌市');
    expect((await refusal(unbound))?.message).toContain('所属自治体の確認が済んでいないため');
    const awaiting = await server.graphql<{
      membersAwaitingMunicipality: { items: { uid: string }[] };
    }>(AWAITING, { search: unbound.email }, operator.token);
    expect(awaiting.data!.membersAwaitingMunicipality.items).toEqual([
      {
        uid: unbound.uid,
        emailDomain: 'city.unbound-sapporo.lg.jp',
        organization: '札幌市',
        claimedMunicipality: { name: '札幌市' },
        domainMunicipality: null,
        domainBindable: true,
      },
    ]);
    // Nobody but an operator can confirm, the member themself included.
    const confirm = 'mutation($uid: ID!) { confirmMemberMunicipality(uid: $uid, municipality: "札幌市") }';
    expect((await server.graphql(confirm, { uid: unbound.uid }, unbound.token)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    await confirmMunicipality(server, operator, unbound.uid, '札幌市');
    expect((await lists(unbound)).data!.shortlists.map((l) => l.id)).toEqual([listId]);
    expect((await server.graphql(AWAITING, { search: unbound.email }, operator.token)).data).toEqual({
      membersAwaitingMunicipality: { total: 0, items: [] },
    });

    // The confirmation belongs to the address: a new one (even another lg.jp) starts over.
    const moved = await changeAddress(unbound, uniqueEmail('city.elsewhere.lg.jp'));
    expect((await refusal(moved))?.extensions?.code).toBe('FORBIDDEN');
  });

  it('is lost by moving to another domain', async () => {
    const mover = await municipalAccount(server, uniqueEmail('city.sapporo.lg.jp'), '札幌市');
    expect((await lists(mover)).data!.shortlists).toHaveLength(1);
    const toHakodate = await changeAddress(mover, uniqueEmail('city.hakodate.lg.jp'));
    expect((await refusal(toHakodate))?.extensions?.code).toBe('FORBIDDEN');
    const toPrivate = await changeAddress(toHakodate, uniqueEmail('example.jp'));
    expect((await refusal(toPrivate))?.extensions?.code).toBe('FORBIDDEN');
  });

  it('gives an approved member the municipality the operator confirmed, refuses other roles', async () => {
    const member = await memberAccount(server);
    expect((await refusal(member))?.extensions?.code).toBe('FORBIDDEN');
    const approve = 'mutation($uid: ID!, $m: String) { approveMunicipalMember(uid: $uid, municipality: $m) { uid } }';
    const unknown = await server.graphql(approve, { uid: member.uid, m: '架空市' }, operator.token);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await refusal(member))?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql(approve, { uid: member.uid, m: SAPPORO }, operator.token)).errors).toBeUndefined();
    expect((await lists(member)).data!.shortlists.map((l) => l.id)).toEqual([listId]);

    const approvedOnly = await memberAccount(server);
    await approveMember(server, operator, approvedOnly.uid);
    expect((await refusal(approvedOnly))?.message).toContain('所属自治体の確認が済んでいないため');

    const vendor = await vendorAccount(server, operator);
    for (const outsider of [vendor, await trialAccount(server), await memberAccount(server), operator]) {
      expect((await refusal(outsider))?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('binds only municipal domains, audited, and only for operators', async () => {
    const bind = 'mutation($d: String!, $m: String!) { bindMunicipalDomain(domain: $d, municipality: $m) { domain } }';
    expect((await server.graphql(bind, { d: 'example.com', m: '札幌市' }, operator.token)).errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await server.graphql(bind, { d: 'city.x.lg.jp', m: '札幌市' }, tanto.token)).errors?.[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    const [event] = (await server.dataSource.query(
      "SELECT actor_uid, entity_id FROM audit_events WHERE action = 'municipal-domain.bound' ORDER BY id LIMIT 1",
    )) as { actor_uid: string; entity_id: string }[];
    expect(event).toEqual({ actor_uid: operator.uid, entity_id: 'city.sapporo.lg.jp' });
  });
});
