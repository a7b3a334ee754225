/**
 * A request for information from sending to closing, on SQLite and (with TEST_MYSQL_URL) MariaDB,
 * with real accounts and the real SMTP sink: five questions of every kind and a 仕様書 PDF to
 * three vendors; two answers on time, one late (refused, then allowed); the comparison's normalised prices and its export;
 * closing as 採用 locks the record; every step audited. The reminders: rfi-reminders.test.ts;
 * viewing and clarifications: rfi-clarifications.test.ts.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { Rfi } from './rfi.entity';
import {
  answersTo,
  createRfi,
  get,
  rfiWorld,
  saveAnswer,
  sendRfi,
  uploadPdf,
  readAsCreator,
  runAs,
  type RfiData,
  type RfiWorld,
} from './rfi.test-support';

const TAX_EXCLUDED = { initial: 1_000_000, annual: 600_000, unitPrice: 1_000, quantity: 100, taxIncluded: false };
const TAX_INCLUDED = { initial: 550_000, annual: 880_000, unitPrice: 0, quantity: 0, taxIncluded: true };

describe.each(DATABASES)('requests for information on %s', (database) => {
  let world: RfiWorld;
  let rfi: RfiData;
  const as = (token: string, query: string, variables: Record<string, unknown> = {}) =>
    runAs(world, token, query, variables);
  const municipal = (id = rfi.id) => readAsCreator(world, id);

  beforeAll(async () => {
    world = await rfiWorld(database);
  }, 120_000);
  afterAll(async () => {
    await world?.server.stop();
    await world?.smtp.close();
  });

  it('sends five questions of every kind and a 仕様書 PDF to three vendors, each told by mail', async () => {
    const spec = await uploadPdf(world, world.tanto.token, '仕様書（案）.pdf');
    const created = await createRfi(world, world.tanto.token, { spec });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createRfi.status).toBe('draft');
    expect(created.data!.createRfi.questions.map((q) => q.kind)).toEqual([
      'text',
      'yesno',
      'choice',
      'number',
      'price',
    ]);
    // A draft is the municipality's alone.
    const early = await as(world.vendors[0]!.token, 'query($id: ID!) { receivedRfi(id: $id) { id } }', {
      id: created.data!.createRfi.id,
    });
    expect(early.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const sent = await sendRfi(world, world.tanto.token, created.data!.createRfi.id);
    expect(sent.errors).toBeUndefined();
    rfi = sent.data!.sendRfi;
    expect(rfi.status).toBe('sent');
    expect(rfi.invitations).toHaveLength(3);
    const mails = await world.smtp.waitFor(3, (m) => m.kind === 'rfi.invitation');
    expect(mails.map((m) => m.to).sort()).toEqual(world.vendors.map((v) => v.email).sort());
    expect(mails[0]!.subject).toContain('見積依頼が届きました');
    expect(mails[0]!.text).toContain(`/vendor/rfis/${rfi.id}`);
    // Sending twice is one sending.
    expect((await sendRfi(world, world.tanto.token, rfi.id)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('takes two answers on time, refuses the late one until allowed, and marks it late', async () => {
    const [a, b, c] = world.vendors;
    const quote = await uploadPdf(world, a!.token, '御見積書.pdf');
    const incomplete = await saveAnswer(world, a!.token, rfi.id, { answers: [], submit: true });
    expect(incomplete.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const first = await saveAnswer(world, a!.token, rfi.id, {
      answers: answersTo(rfi.questions, TAX_EXCLUDED),
      quote,
      submit: true,
    });
    expect(first.errors).toBeUndefined();
    const second = await saveAnswer(world, b!.token, rfi.id, {
      answers: answersTo(rfi.questions, TAX_INCLUDED),
      submit: true,
    });
    expect(second.errors).toBeUndefined();
    const notices = await world.smtp.waitFor(2, (m) => m.kind === 'rfi.answered');
    expect(notices.every((m) => m.to === world.tanto.email)).toBe(true);
    // A submitted answer is not changed again.
    const again = await saveAnswer(world, a!.token, rfi.id, {
      answers: answersTo(rfi.questions, TAX_INCLUDED),
      submit: true,
    });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    // The comparison before the third: 「未回答」, prices normalised to 税込 over five years.
    const compared = await as(
      world.tanto.token,
      'query($id: ID!) { rfiComparison(id: $id, years: 5) { asked answered reasonSentence rows { role label cells amounts differs lowest } } }',
      { id: rfi.id },
    );
    const table = (
      compared.data as unknown as {
        rfiComparison: {
          rows: { role: string; cells: string[]; amounts: (number | null)[]; differs: boolean; lowest: boolean[] }[];
          asked: number;
          answered: number;
          reasonSentence: string;
        };
      }
    ).rfiComparison;
    expect(table.asked).toBe(3);
    expect(table.answered).toBe(2);
    expect(table.reasonSentence).toBe('本件について3者に見積依頼を行い、2者から回答を得た。');
    const perYear = table.rows.find((r) => r.role === 'perYear')!;
    // (1 000 000 + 5 × (600 000 + 100 000)) × 1.1 / 5 = 990 000; (550 000 + 5 × 880 000) / 5 = 990 000.
    expect(perYear.amounts).toEqual([990_000, 990_000, null]);
    expect(perYear.cells[2]).toBe('未回答');
    const total = table.rows.find((r) => r.role === 'total')!;
    expect(total.amounts).toEqual([4_950_000, 4_950_000, null]);
    const three = await as(
      world.tanto.token,
      'query($id: ID!) { rfiComparison(id: $id, years: 3) { rows { role amounts differs lowest } } }',
      {
        id: rfi.id,
      },
    );
    const rows3 = (
      three.data as unknown as {
        rfiComparison: { rows: { role: string; amounts: number[]; differs: boolean; lowest: boolean[] }[] };
      }
    ).rfiComparison.rows;
    const perYear3 = rows3.find((r) => r.role === 'perYear')!;
    // (1 000 000 + 3 × 700 000) × 1.1 / 3 = 1 136 666; (550 000 + 3 × 880 000) / 3 = 1 063 333.
    expect(perYear3.amounts).toEqual([1_136_666, 1_063_333, null]);
    expect(perYear3.differs).toBe(true);
    expect(perYear3.lowest).toEqual([false, true, false]);

    await world.server.dataSource
      .getRepository(Rfi)
      .update({ id: Number(rfi.id) }, { deadline: new Date(Date.now() - 60_000) });
    const late = await saveAnswer(world, c!.token, rfi.id, {
      answers: answersTo(rfi.questions, TAX_INCLUDED),
      submit: true,
    });
    expect(late.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(late.errors?.[0]?.message).toContain('回答期限を過ぎています');
    const invitation = (await municipal()).invitations[2]!;
    const allowed = await as(
      world.tanto.token,
      'mutation($id: ID!, $i: ID!) { allowLateRfiAnswer(id: $id, invitationId: $i) { id } }',
      {
        id: rfi.id,
        i: invitation.id,
      },
    );
    expect(allowed.errors).toBeUndefined();
    const accepted = await saveAnswer(world, c!.token, rfi.id, {
      answers: answersTo(rfi.questions, TAX_INCLUDED),
      submit: true,
    });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.saveRfiAnswer.myAnswer.late).toBe(true);
    expect((await municipal()).invitations.map((i) => i.late)).toEqual([false, false, true]);
  });

  it('exports the comparison as xlsx and CSV with the dates and the 随意契約理由書 sentence, Japanese intact', async () => {
    const xlsx = await get(world, `/api/rfis/${rfi.id}/comparison/export?format=xlsx&years=5`, world.tanto.token);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toContain('filename*=UTF-8');
    const files = unzipSync(new Uint8Array(await xlsx.arrayBuffer()));
    const strings = Object.entries(files)
      .filter(([name]) => name.startsWith('xl/'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    expect(strings).toContain('窓口予約システムの見積依頼');
    expect(strings).toContain('本件について3者に見積依頼を行い、3者から回答を得た。');
    expect(strings).toContain('期限後');
    const csv = await get(world, `/api/rfis/${rfi.id}/comparison/export?format=csv`, world.tanto.token);
    const bytes = Buffer.from(await csv.arrayBuffer());
    // The BOM Excel needs to read UTF-8 (fetch's text() would drop it).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('送信日時');
    expect(text).toContain('回答日時');
    expect(text).toContain('随意契約理由書');
  });

  it('closes as 採用 and is read-only from then on, every step audited', async () => {
    const [a] = world.vendors;
    const current = await municipal();
    const closed = await as(
      world.tanto.token,
      'mutation($id: ID!, $input: RfiCloseInput!) { closeRfi(id: $id, input: $input) { status outcome outcomeCompanyName outcomeAmount } }',
      {
        id: rfi.id,
        input: {
          outcome: 'adopted',
          invitationId: current.invitations[1]!.id,
          amount: 4_950_000,
          reason: '最も安価で要件を満たすため',
        },
      },
    );
    expect(closed.errors).toBeUndefined();
    expect(closed.data).toMatchObject({
      closeRfi: { status: 'closed', outcome: 'adopted', outcomeCompanyName: current.invitations[1]!.companyName },
    });
    // The adopted vendor is offered a case study of it; the others are not.
    const caseStart =
      'query($id: ID!) { receivedRfi(id: $id) { caseStart { solutionId municipality organizationName amount } } }';
    const starts = await Promise.all(
      world.vendors.map(async (vendor) => {
        const answer = await as(vendor.token, caseStart, { id: rfi.id });
        return (answer.data as unknown as { receivedRfi: { caseStart: Record<string, unknown> | null } }).receivedRfi
          .caseStart;
      }),
    );
    expect(starts.filter((start) => start === null)).toHaveLength(2);
    const adopted = starts.findIndex((start) => start !== null);
    expect(starts[adopted]).toEqual({
      solutionId: world.vendors[adopted]!.listing,
      municipality: '札幌市',
      organizationName: '札幌市 情報政策課',
      amount: 4_950_000,
    });
    expect(world.vendors[adopted]!.companyId).toBeDefined();
    const locked = await saveAnswer(world, a!.token, rfi.id, { answers: [], submit: false });
    expect(locked.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const asked = await as(
      a!.token,
      'mutation($id: ID!) { askRfiClarification(id: $id, question: "追加の質問") { id } }',
      { id: rfi.id },
    );
    expect(asked.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const late = await as(
      world.tanto.token,
      'mutation($id: ID!, $i: ID!) { allowLateRfiAnswer(id: $id, invitationId: $i) { id } }',
      {
        id: rfi.id,
        i: current.invitations[0]!.id,
      },
    );
    expect(late.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const again = await as(
      world.tanto.token,
      'mutation($id: ID!, $input: RfiCloseInput!) { closeRfi(id: $id, input: $input) { status } }',
      { id: rfi.id, input: { outcome: 'declined', reason: 'やり直し' } },
    );
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const events = (await world.server.dataSource.query(
      "SELECT action FROM audit_events WHERE entity_type = 'rfi' AND entity_id = ? ORDER BY id",
      [rfi.id],
    )) as { action: string }[];
    const actions = new Set(events.map((e) => e.action));
    for (const action of ['rfi.created', 'rfi.sent', 'rfi.answered', 'rfi.late_allowed', 'rfi.closed']) {
      expect(actions, action).toContain(action);
    }
  });
});
