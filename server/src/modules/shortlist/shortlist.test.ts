/**
 * 組織内共有リスト with earned roles: two municipal users of 札幌市 (their domain bound to it by an
 * operator) share a list, one of 函館市, a vendor and a member are refused by the server; every
 * change is audited; the limit holds. The trust paths are in shortlist-membership.test.ts.
 */
import { LIMIT_MESSAGES, SHORTLIST_LIMIT } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import {
  type Account,
  bindDomain,
  memberAccount,
  municipalAccount,
  operatorAccount,
  vendorAccount,
} from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { uniqueEmail } from '../../test/users';
import { AuditEvent } from '../audit/audit-event.entity';
import { Shortlist } from './shortlist.entity';

const LISTS = `query { shortlists { id name createdBy entries { id section recordId status note addedBy updatedBy available
  solution { title } } } }`;
const CREATE = `mutation($name: String!) { createShortlist(name: $name) { id name } }`;
const ADD = `mutation($input: ShortlistEntryInput!) { addShortlistEntry(input: $input) { id entries { id status } } }`;
const UPDATE = `mutation($input: ShortlistEntryUpdateInput!) { updateShortlistEntry(input: $input) { entries { id status note updatedBy } } }`;
const REMOVE = `mutation($entryId: ID!) { removeShortlistEntry(entryId: $entryId) { entries { id } } }`;

describe.each(DATABASES)('shared shortlists on %s', (database) => {
  let server: TestServer;
  let tanto: Account;
  let kakaricho: Account;
  let hakodate: Account;
  let unknownTown: Account;
  let vendor: Account;
  let member: Account;
  let solutionIds: string[];

  beforeAll(async () => {
    server = await startTestServer({ database });
    const operator = await operatorAccount(server);
    await bindDomain(server, operator, 'city.sapporo.lg.jp', '札幌市');
    await bindDomain(server, operator, 'city.hakodate.lg.jp', '012025');
    tanto = await municipalAccount(server, uniqueEmail('city.sapporo.lg.jp'), '札幌市');
    kakaricho = await municipalAccount(server, uniqueEmail('city.sapporo.lg.jp'), '北海道札幌市');
    hakodate = await municipalAccount(server, uniqueEmail('city.hakodate.lg.jp'), '函館市');
    unknownTown = await municipalAccount(server);
    vendor = await vendorAccount(server, operator);
    member = await memberAccount(server);
    solutionIds = (
      (await server.dataSource.query("SELECT id FROM solutions WHERE status = 'published' ORDER BY id LIMIT 2")) as {
        id: number;
      }[]
    ).map((r) => String(r.id));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is seen and edited by a colleague of the same municipality, with who did what', async () => {
    const created = await server.graphql<{ createShortlist: { id: string } }>(
      CREATE,
      { name: ' 防災システム比較 ' },
      tanto.token,
    );
    expect(created.data?.createShortlist).toMatchObject({ name: '防災システム比較' });
    const listId = created.data!.createShortlist.id;
    const added = await server.graphql<{ addShortlistEntry: { entries: { id: string; status: string }[] } }>(
      ADD,
      { input: { shortlistId: listId, section: 'solutions', recordId: solutionIds[0], note: '第一候補' } },
      tanto.token,
    );
    expect(added.data!.addShortlistEntry.entries).toEqual([{ id: expect.any(String), status: 'considering' }]);
    const entryId = added.data!.addShortlistEntry.entries[0]!.id;

    const seen = await server.graphql<{
      shortlists: { name: string; createdBy: string; entries: Record<string, unknown>[] }[];
    }>(LISTS, {}, kakaricho.token);
    expect(seen.data!.shortlists).toHaveLength(1);
    expect(seen.data!.shortlists[0]!.createdBy).toBe('試験 太郎（情報政策課）');
    expect(seen.data!.shortlists[0]!.entries[0]).toMatchObject({
      note: '第一候補',
      status: 'considering',
      available: true,
    });

    const updated = await server.graphql(
      UPDATE,
      { input: { entryId, status: 'comparing', note: '係長確認済み' } },
      kakaricho.token,
    );
    expect(updated.data).toEqual({
      updateShortlistEntry: {
        entries: [{ id: entryId, status: 'comparing', note: '係長確認済み', updatedBy: '試験 太郎（情報政策課）' }],
      },
    });
    const duplicate = await server.graphql(
      ADD,
      { input: { shortlistId: listId, section: 'solutions', recordId: solutionIds[0] } },
      kakaricho.token,
    );
    expect(duplicate.errors?.[0]).toMatchObject({ message: 'この掲載はすでにリストに入っています。' });
    await server.graphql(
      ADD,
      { input: { shortlistId: listId, section: 'solutions', recordId: solutionIds[1] } },
      kakaricho.token,
    );
    const removed = await server.graphql<{ removeShortlistEntry: { entries: unknown[] } }>(
      REMOVE,
      { entryId },
      tanto.token,
    );
    expect(removed.data!.removeShortlistEntry.entries).toHaveLength(1);

    const audit = await server.dataSource
      .getRepository(AuditEvent)
      .find({ where: { entityType: 'shortlist', entityId: listId }, order: { id: 'ASC' } });
    expect(audit.map((a) => [a.action, a.actorUid])).toEqual([
      ['shortlist.created', tanto.uid],
      ['shortlist.entry-added', tanto.uid],
      ['shortlist.entry-updated', kakaricho.uid],
      ['shortlist.entry-added', kakaricho.uid],
      ['shortlist.entry-removed', tanto.uid],
    ]);
  });

  it('is refused to another municipality, a vendor, a member and a municipal user without a municipality', async () => {
    const [list] = await server.dataSource.getRepository(Shortlist).find({ order: { id: 'ASC' }, take: 1 });
    const [entry] = (await server.dataSource.query('SELECT id FROM shortlist_entries WHERE shortlist_id = ?', [
      list!.id,
    ])) as {
      id: number;
    }[];
    const other = await server.graphql<{ shortlists: unknown[] }>(LISTS, {}, hakodate.token);
    expect(other.data!.shortlists).toEqual([]);
    const add = { input: { shortlistId: String(list!.id), section: 'solutions', recordId: solutionIds[0] } };
    for (const attempt of [
      await server.graphql(ADD, add, hakodate.token),
      await server.graphql(UPDATE, { input: { entryId: String(entry!.id), status: 'declined' } }, hakodate.token),
      await server.graphql(REMOVE, { entryId: String(entry!.id) }, hakodate.token),
      await server.graphql('mutation($id: ID!) { deleteShortlist(id: $id) }', { id: String(list!.id) }, hakodate.token),
    ]) {
      expect(attempt.errors?.[0]).toMatchObject({
        message: '共有リストが見つかりません。',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    for (const outsider of [vendor, member]) {
      const refused = await server.graphql(LISTS, {}, outsider.token);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await server.graphql(ADD, add, outsider.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const without = await server.graphql(LISTS, {}, unknownTown.token);
    expect(without.errors?.[0]?.message).toContain('所属自治体の確認が済んでいないため');
    const [stillThere] = (await server.dataSource.query('SELECT status FROM shortlist_entries WHERE id = ?', [
      entry!.id,
    ])) as {
      status: string;
    }[];
    expect(stillThere!.status).toBe('considering');
  });

  it('validates names and stops at the municipality limit', async () => {
    expect((await server.graphql(CREATE, { name: '' }, hakodate.token)).errors?.[0]?.message).toBe(
      'リスト名を入力してください',
    );
    expect((await server.graphql(CREATE, { name: 'あ'.repeat(51) }, hakodate.token)).errors?.[0]?.message).toBe(
      'リスト名は50文字以内で入力してください',
    );
    for (let i = 0; i < SHORTLIST_LIMIT; i++) {
      const made = await server.graphql(CREATE, { name: `リスト${i}` }, hakodate.token);
      expect(made.errors).toBeUndefined();
    }
    const over = await server.graphql(CREATE, { name: '21件目' }, hakodate.token);
    expect(over.errors?.[0]).toMatchObject({ message: LIMIT_MESSAGES.shortlists, extensions: { code: 'CONFLICT' } });
    // 札幌市 has its own allowance.
    expect((await server.graphql(CREATE, { name: '別の自治体' }, tanto.token)).errors).toBeUndefined();
  });
});
