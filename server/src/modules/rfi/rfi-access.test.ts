/**
 * Who may read and act on a request for information, with real accounts, over GraphQL (aliases
 * included), REST and the file routes: a vendor reads only its own answer and quote; a vendor not
 * invited, another municipality's staff and anyone else get what an unknown id gets; a colleague
 * of the same municipality reads but does not act; a trial account cannot send; a vendor cannot
 * attach another user's upload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import {
  answersTo,
  createRfi,
  get,
  rfiWorld,
  saveAnswer,
  sendRfi,
  uploadPdf,
  VENDOR_FIELDS,
  type RfiData,
  type RfiWorld,
} from './rfi.test-support';

const PRICE = { initial: 100, annual: 200, unitPrice: 0, quantity: 0, taxIncluded: true };

describe.each(DATABASES)('access to requests for information on %s', (database) => {
  let world: RfiWorld;
  let rfi: RfiData;
  let quoteOfA: string;
  const code = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    answer.errors?.[0]?.extensions?.code;
  const read = (token: string, id = rfi.id) =>
    world.server.graphql('query($id: ID!) { rfi(id: $id) { id title } }', { id }, token);
  const received = (token: string, id = rfi.id) =>
    world.server.graphql<{ receivedRfi: { myAnswer: { id: string; answers: { text: string | null }[] } } }>(
      `query($id: ID!) { receivedRfi(id: $id) { ${VENDOR_FIELDS} } }`,
      { id },
      token,
    );

  beforeAll(async () => {
    world = await rfiWorld(database);
    const spec = await uploadPdf(world, world.tanto.token, '仕様書.pdf');
    const created = await createRfi(world, world.tanto.token, { spec });
    rfi = (await sendRfi(world, world.tanto.token, created.data!.createRfi.id)).data!.sendRfi;
    const [a, b] = world.vendors;
    const quote = await uploadPdf(world, a!.token, '見積書.pdf');
    const answersA = answersTo(rfi.questions, PRICE).map((x) => (x.text ? { ...x, text: 'A社だけの回答' } : x));
    expect(
      (await saveAnswer(world, a!.token, rfi.id, { answers: answersA, quote, submit: true })).errors,
    ).toBeUndefined();
    expect(
      (await saveAnswer(world, b!.token, rfi.id, { answers: answersTo(rfi.questions, PRICE), submit: true })).errors,
    ).toBeUndefined();
    const view = await world.server.graphql<{ rfi: { invitations: { quotePath: string | null }[] } }>(
      'query($id: ID!) { rfi(id: $id) { invitations { quotePath } } }',
      { id: rfi.id },
      world.tanto.token,
    );
    quoteOfA = view.data!.rfi.invitations[0]!.quotePath!;
  }, 120_000);
  afterAll(async () => {
    await world?.server.stop();
    await world?.smtp.close();
  });

  it('gives a vendor its own answer only, over GraphQL and with aliases', async () => {
    const [a, b] = world.vendors;
    const own = await received(b!.token);
    expect(own.data!.receivedRfi.myAnswer.answers.map((x) => x.text)).not.toContain('A社だけの回答');
    expect((await received(a!.token)).data!.receivedRfi.myAnswer.answers.map((x) => x.text)).toContain('A社だけの回答');
    // The municipality's view (every answer) is refused to a vendor, aliased or not.
    expect(code(await read(b!.token))).toBe('FORBIDDEN');
    const aliased = await world.server.graphql<Record<string, unknown>>(
      `query($id: ID!) { mine: receivedRfi(id: $id) { myAnswer { id } }
        theirs: rfi(id: $id) { invitations { answers { text } } }
        table: rfiComparison(id: $id) { rows { cells } } }`,
      { id: rfi.id },
      b!.token,
    );
    expect(aliased.data?.theirs ?? null).toBeNull();
    expect(aliased.data?.table ?? null).toBeNull();
    expect(JSON.stringify(aliased)).not.toContain('A社だけの回答');
  });

  it('gives a vendor its own answer only over REST', async () => {
    const [a, b] = world.vendors;
    const own = await get(world, `/api/vendor/rfis/${rfi.id}`, b!.token);
    expect(own.status).toBe(200);
    expect(await own.text()).not.toContain('A社だけの回答');
    expect(await (await get(world, `/api/vendor/rfis/${rfi.id}`, a!.token)).text()).toContain('A社だけの回答');
    expect((await get(world, `/api/rfis/${rfi.id}`, b!.token)).status).toBe(403);
    const municipal = await get(world, `/api/rfis/${rfi.id}`, world.tanto.token);
    expect(municipal.status).toBe(200);
    expect(await municipal.text()).toContain('A社だけの回答');
  });

  it('serves a quote to its vendor and the municipality only, and the 仕様書 to the invited', async () => {
    const [a, b, c] = world.vendors;
    const statuses = async (path: string) => ({
      a: (await get(world, path, a!.token)).status,
      b: (await get(world, path, b!.token)).status,
      c: (await get(world, path, c!.token)).status,
      outsider: (await get(world, path, world.outsider.token)).status,
      tanto: (await get(world, path, world.tanto.token)).status,
      colleague: (await get(world, path, world.colleague.token)).status,
      hakodate: (await get(world, path, world.hakodate.token)).status,
      trial: (await get(world, path, world.trial.token)).status,
      anonymous: (await get(world, path)).status,
    });
    expect(await statuses(quoteOfA)).toEqual({
      a: 200,
      b: 404,
      c: 404,
      outsider: 404,
      tanto: 200,
      colleague: 200,
      hakodate: 404,
      trial: 404,
      anonymous: 401,
    });
    // Another request's id with A's invitation: not a way round.
    const foreign = quoteOfA.replace(`/rfis/${rfi.id}/`, `/rfis/${Number(rfi.id) + 1000}/`);
    expect((await get(world, foreign, world.tanto.token)).status).toBe(404);
    expect(await statuses(`/api/rfis/${rfi.id}/spec`)).toEqual({
      a: 200,
      b: 200,
      c: 200,
      outsider: 404,
      tanto: 200,
      colleague: 200,
      hakodate: 404,
      trial: 404,
      anonymous: 401,
    });
    expect((await get(world, `/api/rfis/${rfi.id}/comparison/export?format=csv`, b!.token)).status).toBe(403);
    expect((await get(world, `/api/rfis/${rfi.id}/comparison/export?format=csv`, world.hakodate.token)).status).toBe(
      404,
    );
  });

  it('shows the municipality a submitted answer only, never a vendor’s saved draft', async () => {
    const [, , c] = world.vendors;
    const quote = await uploadPdf(world, c!.token, '下書きの見積書.pdf');
    const answers = answersTo(rfi.questions, PRICE).map((x) => (x.text ? { ...x, text: 'C社の下書き' } : x));
    expect((await saveAnswer(world, c!.token, rfi.id, { answers, quote, submit: false })).errors).toBeUndefined();
    const seen = await world.server.graphql<{
      rfi: { invitations: { quotePath: string | null; answers: unknown[] }[] };
    }>(
      'query($id: ID!) { rfi(id: $id) { invitations { quotePath answers { text } } } }',
      { id: rfi.id },
      world.tanto.token,
    );
    expect(JSON.stringify(seen)).not.toContain('C社の下書き');
    expect(seen.data!.rfi.invitations[2]).toEqual({ quotePath: null, answers: [] });
    const own = await received(c!.token);
    expect(own.data!.receivedRfi.myAnswer.answers.map((x) => x.text)).toContain('C社の下書き');
    const path = `/api/rfis/${rfi.id}/answers/${own.data!.receivedRfi.myAnswer.id}/quote`;
    expect((await get(world, path, c!.token)).status).toBe(200);
    expect((await get(world, path, world.tanto.token)).status).toBe(404);
  });

  it('hides the request from a vendor not invited and from another municipality', async () => {
    expect(code(await received(world.outsider.token))).toBe('NOT_FOUND');
    expect(code(await read(world.hakodate.token))).toBe('NOT_FOUND');
    const lists = await world.server.graphql<{ rfis: { id: string }[] }>('{ rfis { id } }', {}, world.hakodate.token);
    expect(lists.data!.rfis.map((r) => r.id)).not.toContain(rfi.id);
    const outsiderList = await world.server.graphql<{ receivedRfis: { id: string }[] }>(
      '{ receivedRfis { id } }',
      {},
      world.outsider.token,
    );
    expect(outsiderList.data!.receivedRfis).toEqual([]);
    const answer = await saveAnswer(world, world.outsider.token, rfi.id, { answers: [], submit: false });
    expect(code(answer)).toBe('NOT_FOUND');
  });

  it('lets a colleague of the same municipality read it but not act on it', async () => {
    expect(code(await read(world.colleague.token))).toBeUndefined();
    const lists = await world.server.graphql<{ rfis: { id: string; mine: boolean }[] }>(
      '{ rfis { id mine } }',
      {},
      world.colleague.token,
    );
    expect(lists.data!.rfis.find((r) => r.id === rfi.id)).toEqual({ id: rfi.id, mine: false });
    const closed = await world.server.graphql(
      'mutation($id: ID!) { closeRfi(id: $id, input: { outcome: "declined", reason: "見送り" }) { id } }',
      { id: rfi.id },
      world.colleague.token,
    );
    expect(code(closed)).toBe('FORBIDDEN');
    const hakodate = await world.server.graphql(
      'mutation($id: ID!) { closeRfi(id: $id, input: { outcome: "declined", reason: "見送り" }) { id } }',
      { id: rfi.id },
      world.hakodate.token,
    );
    expect(code(hakodate)).toBe('NOT_FOUND');
  });

  it('refuses a trial account with the existing message, and a vendor writing one', async () => {
    const trial = await createRfi(world, world.trial.token);
    expect(code(trial)).toBe('TRIAL_ACCOUNT');
    expect(trial.errors![0]!.message).toBe(
      'トライアルアカウントでは資料請求・お問い合わせはできません。ご自身のアカウントを作成してください。',
    );
    expect(code(await sendRfi(world, world.trial.token, rfi.id))).toBe('TRIAL_ACCOUNT');
    expect(code(await createRfi(world, world.vendors[0]!.token))).toBe('FORBIDDEN');
  });

  it('refuses one vendor only, and another user’s upload as a spec or a quote', async () => {
    const one = await createRfi(world, world.tanto.token, { solutionIds: [world.vendors[0]!.listing] });
    expect(one.errors?.[0]?.extensions?.fields).toMatchObject({ vendors: '依頼先は2〜5社にしてください' });
    const foreignSpec = await uploadPdf(world, world.colleague.token, '同僚の仕様書.pdf');
    const withSpec = await createRfi(world, world.tanto.token, { spec: foreignSpec });
    expect(code(withSpec)).toBe('BAD_USER_INPUT');
    const next = (await createRfi(world, world.tanto.token)).data!.createRfi;
    await sendRfi(world, world.tanto.token, next.id);
    const [a, , c] = world.vendors;
    const quoteOfA = await uploadPdf(world, a!.token, '見積書.pdf');
    const answer = await saveAnswer(world, c!.token, next.id, {
      answers: answersTo(next.questions, PRICE),
      quote: quoteOfA,
      submit: true,
    });
    expect(answer.errors?.[0]?.extensions?.fields).toMatchObject({ quote: expect.any(String) });
  });
});
