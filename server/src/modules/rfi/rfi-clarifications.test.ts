/**
 * A sent request as its vendors meet it, on SQLite and (with TEST_MYSQL_URL) MariaDB with the real
 * SMTP sink: the first viewing recorded and the 仕様書 served; a clarification answered once for
 * every invited vendor, without naming the asker, every step audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import {
  createRfi,
  get,
  rfiWorld,
  sendRfi,
  uploadPdf,
  VENDOR_FIELDS,
  readAsCreator,
  runAs,
  type RfiData,
  type RfiWorld,
} from './rfi.test-support';

describe.each(DATABASES)('clarifications of requests for information on %s', (database) => {
  let world: RfiWorld;
  let rfi: RfiData;
  const as = (token: string, query: string, variables: Record<string, unknown> = {}) =>
    runAs(world, token, query, variables);
  const municipal = (id = rfi.id) => readAsCreator(world, id);

  beforeAll(async () => {
    world = await rfiWorld(database);
    const spec = await uploadPdf(world, world.tanto.token, '仕様書（案）.pdf');
    const created = await createRfi(world, world.tanto.token, { spec });
    rfi = (await sendRfi(world, world.tanto.token, created.data!.createRfi.id)).data!.sendRfi;
  }, 120_000);
  afterAll(async () => {
    await world?.server.stop();
    await world?.smtp.close();
  });

  it('records the first viewing by a vendor and serves it the 仕様書', async () => {
    const [a] = world.vendors;
    const viewed = await as(a!.token, `query($id: ID!) { receivedRfi(id: $id) { ${VENDOR_FIELDS} } }`, { id: rfi.id });
    expect(viewed.errors).toBeUndefined();
    expect((await municipal()).invitations[0]!.openedAt).not.toBeNull();
    const spec = await get(world, rfi.specPath!, a!.token);
    expect(spec.status).toBe(200);
    expect((await spec.arrayBuffer()).byteLength).toBeGreaterThan(10);
  });

  it('answers a clarification once for every invited vendor, without naming the asker', async () => {
    const [a, b] = world.vendors;
    const asked = await as(
      a!.token,
      'mutation($id: ID!) { askRfiClarification(id: $id, question: "保守費用は年額に含めますか") { id } }',
      {
        id: rfi.id,
      },
    );
    expect(asked.errors).toBeUndefined();
    // Not answered yet: only the asker sees it.
    const before = await as(b!.token, `query($id: ID!) { receivedRfi(id: $id) { ${VENDOR_FIELDS} } }`, { id: rfi.id });
    expect((before.data as unknown as { receivedRfi: RfiData }).receivedRfi.clarifications).toEqual([]);
    const open = (await municipal()).clarifications[0]!;
    expect(open).toMatchObject({ question: '保守費用は年額に含めますか', answer: null });
    const answered = await as(
      world.tanto.token,
      'mutation($id: ID!, $c: ID!) { answerRfiClarification(id: $id, clarificationId: $c, answer: "含めてください。") { id } }',
      { id: rfi.id, c: open.id },
    );
    expect(answered.errors).toBeUndefined();
    const mails = await world.smtp.waitFor(3, (m) => m.kind === 'rfi.clarification');
    expect(mails.map((m) => m.to).sort()).toEqual(world.vendors.map((v) => v.email).sort());
    for (const mail of mails) {
      expect(mail.text).toContain('保守費用は年額に含めますか');
      expect(mail.text).toContain('含めてください。');
    }
    const companyOfA = (await municipal()).invitations[0]!.companyName;
    expect(mails.find((m) => m.to === b!.email)!.text).not.toContain(companyOfA);
    const after = await as(b!.token, `query($id: ID!) { receivedRfi(id: $id) { ${VENDOR_FIELDS} } }`, { id: rfi.id });
    expect((after.data as unknown as { receivedRfi: RfiData }).receivedRfi.clarifications).toEqual([
      { id: open.id, question: '保守費用は年額に含めますか', answer: '含めてください。', askedByYou: false },
    ]);
  });

  it('audits the viewing and both sides of the clarification', async () => {
    const events = (await world.server.dataSource.query(
      "SELECT action FROM audit_events WHERE entity_type = 'rfi' AND entity_id = ? ORDER BY id",
      [rfi.id],
    )) as { action: string }[];
    const actions = new Set(events.map((e) => e.action));
    for (const action of ['rfi.viewed', 'rfi.clarification_asked', 'rfi.clarified']) {
      expect(actions, action).toContain(action);
    }
  });
});
