/**
 * Bookmarks through the API with earned roles: they are the caller's alone, follow the account
 * (a new sign-in sees them), carry a note, refuse bad input in Japanese and stop at the limit.
 */
import { BOOKMARK_LIMIT, LIMIT_MESSAGES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { type Account, memberAccount, municipalAccount, signInAccount } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { Bookmark } from './bookmark.entity';

const LIST = `query($section: Section) { bookmarks(section: $section) { id section recordId note available
  grant { title applicationEnd } solution { title companyName } case { title } } }`;
const ADD = `mutation($input: BookmarkInput!) { addBookmark(input: $input) { recordId note available } }`;
const REMOVE = `mutation($section: Section!, $recordId: ID!) { removeBookmark(section: $section, recordId: $recordId) }`;

describe.each(DATABASES)('bookmarks on %s', (database) => {
  let server: TestServer;
  let municipal: Account;
  let member: Account;
  let grantIds: number[];
  let solutionId: number;

  beforeAll(async () => {
    server = await startTestServer({ database });
    municipal = await municipalAccount(server);
    member = await memberAccount(server);
    grantIds = (
      (await server.dataSource.query("SELECT id FROM grants WHERE status = 'published' ORDER BY id LIMIT 3")) as {
        id: number;
      }[]
    ).map((r) => Number(r.id));
    const [solution] = await server.dataSource.query("SELECT id FROM solutions WHERE status = 'published' LIMIT 1");
    solutionId = Number(solution.id);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps a bookmark with its note for the account, not for anybody else', async () => {
    const added = await server.graphql(
      ADD,
      { input: { section: 'grants', recordId: String(grantIds[0]), note: '係長に相談\n来週まで' } },
      municipal.token,
    );
    expect(added.errors).toBeUndefined();
    expect(added.data).toEqual({
      addBookmark: { recordId: String(grantIds[0]), note: '係長に相談\n来週まで', available: true },
    });
    await server.graphql(ADD, { input: { section: 'solutions', recordId: String(solutionId) } }, municipal.token);

    // Another sign-in (another browser) of the same account sees them, newest first.
    const again = await signInAccount(municipal);
    const listed = await server.graphql<{ bookmarks: { section: string; grant: unknown; solution: unknown }[] }>(
      LIST,
      {},
      again,
    );
    expect(listed.data!.bookmarks.map((b) => b.section)).toEqual(['solutions', 'grants']);
    expect(listed.data!.bookmarks[0]!.solution).toMatchObject({ title: expect.any(String) });
    expect(listed.data!.bookmarks[1]!.grant).toMatchObject({ title: expect.any(String) });
    const grantsOnly = await server.graphql<{ bookmarks: unknown[] }>(LIST, { section: 'grants' }, again);
    expect(grantsOnly.data!.bookmarks).toHaveLength(1);

    const other = await server.graphql<{ bookmarks: unknown[] }>(LIST, {}, member.token);
    expect(other.data!.bookmarks).toEqual([]);
    const ids = await server.graphql(`query { bookmarkedIds(section: grants) }`, {}, municipal.token);
    expect(ids.data).toEqual({ bookmarkedIds: [String(grantIds[0])] });
  });

  it('adds once however often it is asked, updates the note, and removes', async () => {
    const input = { section: 'grants', recordId: String(grantIds[1]) };
    await Promise.all([1, 2, 3].map(() => server.graphql(ADD, { input }, member.token)));
    const noted = await server.graphql(ADD, { input: { ...input, note: '要確認' } }, member.token);
    expect(noted.data).toMatchObject({ addBookmark: { note: '要確認' } });
    expect(await server.dataSource.getRepository(Bookmark).countBy({ userUid: member.uid })).toBe(1);
    expect((await server.graphql(REMOVE, input, member.token)).data).toEqual({ removeBookmark: true });
    expect((await server.graphql(REMOVE, input, member.token)).data).toEqual({ removeBookmark: false });
  });

  it('refuses bad input in Japanese, an unknown record and anonymous callers', async () => {
    const tooLong = await server.graphql(
      ADD,
      { input: { section: 'grants', recordId: String(grantIds[2]), note: 'あ'.repeat(501) } },
      member.token,
    );
    expect(tooLong.errors?.[0]).toMatchObject({ message: 'メモは500文字以内で入力してください' });
    const control = await server.graphql(
      ADD,
      { input: { section: 'grants', recordId: String(grantIds[2]), note: 'a\u0000b' } },
      member.token,
    );
    expect(control.errors?.[0]?.message).toBe('メモに制御文字は使えません');
    const unknown = await server.graphql(ADD, { input: { section: 'grants', recordId: '99999999' } }, member.token);
    expect(unknown.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    const badId = await server.graphql(ADD, { input: { section: 'grants', recordId: 'x1' } }, member.token);
    expect(badId.errors?.[0]?.message).toBe('IDの指定が正しくありません');
    const anonymous = await server.graphql(LIST, {});
    expect(anonymous.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it(`stops at ${BOOKMARK_LIMIT} per user with a clear message`, async () => {
    const user = await memberAccount(server);
    const rows = Array.from({ length: BOOKMARK_LIMIT }, (_, i) => ({
      userUid: user.uid,
      section: 'cases' as const,
      recordId: 1_000_000 + i,
      note: '',
    }));
    // The limit counts rows; the rows themselves need not be published records to count.
    await server.dataSource.getRepository(Bookmark).insert(rows);
    const over = await server.graphql(ADD, { input: { section: 'grants', recordId: String(grantIds[0]) } }, user.token);
    expect(over.errors?.[0]).toMatchObject({ message: LIMIT_MESSAGES.bookmarks, extensions: { code: 'CONFLICT' } });
  });
});
