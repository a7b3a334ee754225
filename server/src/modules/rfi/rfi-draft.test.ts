/**
 * Editing a draft request (updateRfi) with real accounts: its creator changes the title,
 * background, deadline, questions, vendors and 仕様書 until it is sent; a sent request, a
 * colleague's draft and another municipality's are refused with the existing messages, and a
 * refused edit changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { RFI_ACCESS_MESSAGES } from './rfi-access';
import { RFI_SERVICE_MESSAGES } from './rfi.service';
import { createRfi, deadlineIn, rfiWorld, sendRfi, uploadPdf, type RfiWorld } from './rfi.test-support';

interface Draft {
  id: string;
  title: string;
  background: string;
  deadline: string;
  status: string;
  specName: string | null;
  shortlistId: string | null;
  questions: { kind: string; label: string; unit: string | null }[];
  invitations: { companyName: string; solutionIds: string[] }[];
}

const FIELDS = `id title background deadline status specName shortlistId questions { kind label unit }
  invitations { companyName solutionIds }`;

describe.each(DATABASES)('editing a draft request on %s', (database) => {
  let world: RfiWorld;
  let draft: string;
  const code = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    answer.errors?.[0]?.extensions?.code;
  const input = (extra: Record<string, unknown> = {}) => ({
    kind: 'rfi',
    title: '書き直した依頼',
    background: '背景を書き足しました。',
    origin: 'basket',
    solutionIds: [world.vendors[0]!.listing, world.vendors[1]!.listing],
    deadline: deadlineIn(20),
    questions: [{ kind: 'number', label: '導入までの期間', unit: '週' }],
    spec: null,
    ...extra,
  });
  const update = (token: string, id: string, extra: Record<string, unknown> = {}) =>
    world.server.graphql<{ updateRfi: Draft }>(
      `mutation($id: ID!, $input: RfiInput!) { updateRfi(id: $id, input: $input) { ${FIELDS} } }`,
      { id, input: input(extra) },
      token,
    );
  const stored = async (id = draft) =>
    (
      await world.server.graphql<{ rfi: Draft }>(
        `query($id: ID!) { rfi(id: $id) { ${FIELDS} } }`,
        { id },
        world.tanto.token,
      )
    ).data!.rfi;

  beforeAll(async () => {
    world = await rfiWorld(database);
    const spec = await uploadPdf(world, world.tanto.token, '仕様書（初版）.pdf');
    draft = (await createRfi(world, world.tanto.token, { spec })).data!.createRfi.id;
  }, 120_000);
  afterAll(async () => {
    await world?.server.stop();
    await world?.smtp.close();
  });

  it('changes every part of the creator’s draft, the 仕様書 replaced and then removed', async () => {
    const spec = await uploadPdf(world, world.tanto.token, '仕様書（第2版）.pdf');
    const edited = await update(world.tanto.token, draft, { spec });
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateRfi).toMatchObject({
      title: '書き直した依頼',
      background: '背景を書き足しました。',
      status: 'draft',
      specName: '仕様書（第2版）.pdf',
      questions: [{ kind: 'number', label: '導入までの期間', unit: '週' }],
    });
    expect(edited.data!.updateRfi.invitations.flatMap((i) => i.solutionIds).sort()).toEqual(
      [world.vendors[0]!.listing, world.vendors[1]!.listing].sort(),
    );
    expect(new Date(edited.data!.updateRfi.deadline).getTime()).toBeGreaterThan(Date.now() + 19 * 86_400_000);
    const kept = await update(world.tanto.token, draft, { title: '仕様書を残す依頼', keepSpec: true });
    expect(kept.data!.updateRfi).toMatchObject({ title: '仕様書を残す依頼', specName: '仕様書（第2版）.pdf' });
    const without = await update(world.tanto.token, draft, { title: '仕様書なしの依頼' });
    expect(without.data!.updateRfi).toMatchObject({ title: '仕様書なしの依頼', specName: null });
  });

  it('checks an edit as it checks a new draft, every problem at once', async () => {
    const bad = await update(world.tanto.token, draft, {
      title: ' ',
      deadline: '2020-01-01T10:00',
      solutionIds: [world.vendors[0]!.listing],
    });
    expect(code(bad)).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.errors![0]!.extensions!.fields as object).sort()).toEqual(['deadline', 'title', 'vendors']);
    expect((await stored()).title).toBe('仕様書なしの依頼');
  });

  it('keeps the shortlist a draft was started from', async () => {
    const list = await world.server.graphql<{ createShortlist: { id: string } }>(
      'mutation { createShortlist(name: "編集の確認") { id } }',
      {},
      world.tanto.token,
    );
    const shortlistId = list.data!.createShortlist.id;
    const made = await createRfi(world, world.tanto.token, { origin: 'shortlist', shortlistId });
    const id = made.data!.createRfi.id;
    const edited = await update(world.tanto.token, id, { origin: 'shortlist', shortlistId: null });
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateRfi.shortlistId).toBe(shortlistId);
  });

  it('refuses a colleague’s edit and another municipality’s, changing nothing', async () => {
    const colleague = await update(world.colleague.token, draft, { title: '同僚の書き換え' });
    expect(code(colleague)).toBe('FORBIDDEN');
    expect(colleague.errors?.[0]?.message).toBe(RFI_ACCESS_MESSAGES.notMine);
    const hakodate = await update(world.hakodate.token, draft, { title: '他団体の書き換え' });
    expect(code(hakodate)).toBe('NOT_FOUND');
    expect(hakodate.errors?.[0]?.message).toBe(RFI_ACCESS_MESSAGES.notFound);
    expect((await stored()).title).toBe('仕様書なしの依頼');
  });

  it('refuses to edit a sent request, with the existing message', async () => {
    expect((await sendRfi(world, world.tanto.token, draft)).errors).toBeUndefined();
    const refused = await update(world.tanto.token, draft, { title: '送信後の書き換え' });
    expect(code(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe(RFI_SERVICE_MESSAGES.notDraft);
    expect(await stored()).toMatchObject({ title: '仕様書なしの依頼', status: 'sent' });
  });
});
