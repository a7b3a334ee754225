/**
 * Requests started from a shared shortlist, with real accounts over GraphQL (aliases included):
 * the list is stored only when the creator may read it (their confirmed municipality's); the list
 * shows its requests, with their state, to every colleague who sees the list, who may open them
 * read-only; another municipality's staff see neither the list's requests nor the requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { RFI_SHORTLIST_NOT_FOUND } from './rfi-shortlist';
import { createRfi, rfiWorld, sendRfi, type RfiWorld } from './rfi.test-support';

interface ListedRfi {
  id: string;
  title: string;
  status: string;
  outcome: string | null;
  deadline: string;
  mine: boolean;
}

const LISTED = 'query($s: ID!) { shortlistRfis(shortlistId: $s) { id title status outcome deadline mine } }';

describe.each(DATABASES)('requests started from a shared shortlist on %s', (database) => {
  let world: RfiWorld;
  let sapporoList: string;
  let hakodateList: string;
  let fromList: string;
  const code = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    answer.errors?.[0]?.extensions?.code;
  const listed = (token: string, shortlistId = sapporoList) =>
    world.server.graphql<{ shortlistRfis: ListedRfi[] }>(LISTED, { s: shortlistId }, token);
  const newList = async (token: string, name: string) => {
    const made = await world.server.graphql<{ createShortlist: { id: string } }>(
      'mutation($name: String!) { createShortlist(name: $name) { id } }',
      { name },
      token,
    );
    expect(made.errors).toBeUndefined();
    return made.data!.createShortlist.id;
  };

  beforeAll(async () => {
    world = await rfiWorld(database);
    sapporoList = await newList(world.colleague.token, '窓口DXの候補');
    hakodateList = await newList(world.hakodate.token, '函館の候補');
  }, 120_000);
  afterAll(async () => {
    await world?.server.stop();
    await world?.smtp.close();
  });

  it('stores the list a colleague shares, and shows the draft on it to every colleague', async () => {
    const created = await createRfi(world, world.tanto.token, {
      title: '共有リストからの見積依頼',
      origin: 'shortlist',
      shortlistId: sapporoList,
    });
    expect(created.errors).toBeUndefined();
    fromList = created.data!.createRfi.id;
    const own = await world.server.graphql<{ rfi: { shortlistId: string | null; origin: string } }>(
      'query($id: ID!) { rfi(id: $id) { shortlistId origin } }',
      { id: fromList },
      world.tanto.token,
    );
    expect(own.data!.rfi).toEqual({ shortlistId: sapporoList, origin: 'shortlist' });
    expect((await listed(world.tanto.token)).data!.shortlistRfis).toMatchObject([
      { id: fromList, title: '共有リストからの見積依頼', status: 'draft', outcome: null, mine: true },
    ]);
    const colleague = await listed(world.colleague.token);
    expect(colleague.errors).toBeUndefined();
    expect(colleague.data!.shortlistRfis).toMatchObject([{ id: fromList, status: 'draft', mine: false }]);
  });

  it('lets the colleague open it read-only, and follows its state', async () => {
    const read = await world.server.graphql<{ rfi: { title: string; mine: boolean } }>(
      'query($id: ID!) { rfi(id: $id) { title mine } }',
      { id: fromList },
      world.colleague.token,
    );
    expect(read.data!.rfi).toEqual({ title: '共有リストからの見積依頼', mine: false });
    const edit = await world.server.graphql(
      'mutation($id: ID!) { sendRfi(id: $id) { id } }',
      { id: fromList },
      world.colleague.token,
    );
    expect(code(edit)).toBe('FORBIDDEN');
    expect((await sendRfi(world, world.tanto.token, fromList)).errors).toBeUndefined();
    const closed = await world.server.graphql(
      'mutation($id: ID!) { closeRfi(id: $id, input: { outcome: "declined", reason: "予算化を見送るため" }) { id } }',
      { id: fromList },
      world.tanto.token,
    );
    expect(closed.errors).toBeUndefined();
    expect((await listed(world.colleague.token)).data!.shortlistRfis).toMatchObject([
      { id: fromList, status: 'closed', outcome: 'declined' },
    ]);
  });

  it('refuses another municipality’s list, an unknown one and a malformed id, with nothing stored', async () => {
    for (const shortlistId of [hakodateList, '999999', 'abc']) {
      const refused = await createRfi(world, world.tanto.token, { origin: 'shortlist', shortlistId });
      expect(code(refused)).toBe('NOT_FOUND');
      expect(refused.errors?.[0]?.message).toBe(RFI_SHORTLIST_NOT_FOUND);
    }
    expect((await listed(world.hakodate.token, hakodateList)).data!.shortlistRfis).toEqual([]);
    // A list named with another origin is not the request's list.
    const basket = await createRfi(world, world.tanto.token, { origin: 'basket', shortlistId: sapporoList });
    expect(basket.errors).toBeUndefined();
    expect((await listed(world.tanto.token)).data!.shortlistRfis.map((r) => r.id)).toEqual([fromList]);
  });

  it('shows another municipality’s staff nothing, aliased or not', async () => {
    const refused = await listed(world.hakodate.token);
    expect(code(refused)).toBe('NOT_FOUND');
    expect(refused.errors?.[0]?.message).toBe(RFI_SHORTLIST_NOT_FOUND);
    expect(refused.data?.shortlistRfis ?? null).toBeNull();
    const aliased = await world.server.graphql<Record<string, unknown>>(
      `query($own: ID!, $theirs: ID!, $rfi: ID!) {
        own: shortlistRfis(shortlistId: $own) { id }
        theirs: shortlistRfis(shortlistId: $theirs) { id title status }
        again: shortlistRfis(shortlistId: $theirs) { title }
        request: rfi(id: $rfi) { title shortlistId }
        all: rfis { id }
      }`,
      { own: hakodateList, theirs: sapporoList, rfi: fromList },
      world.hakodate.token,
    );
    // Refused non-null fields null the whole answer: nothing of the other list comes back.
    expect(aliased.data ?? null).toBeNull();
    expect(JSON.stringify(aliased)).not.toContain('共有リストからの見積依頼');
    expect(new Set(aliased.errors?.map((e) => e.extensions?.code))).toEqual(new Set(['NOT_FOUND']));
  });

  it('refuses vendors and trial accounts the list’s requests', async () => {
    expect(code(await listed(world.vendors[0]!.token))).toBe('FORBIDDEN');
    expect(['FORBIDDEN', 'TRIAL_ACCOUNT']).toContain(code(await listed(world.trial.token)));
  });
});
