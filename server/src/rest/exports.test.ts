/**
 * The export routes (docs/api.md, "Exports") through real HTTP with earned roles: search results
 * with the search's own parameters and access rule, a shortlist of the caller's municipality only,
 * the caller's own request history, a vendor's own received requests; and the refusals around
 * each check (another municipality's list, another vendor's requests, anonymous and trial
 * callers, an oversized limit, an unknown section or format).
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_NUMBER_PATTERN } from '../lib/receipt-number';
import { item, newKey, submit } from '../modules/document-request/document-request.test-support';
import { DATABASES } from '../test/databases';
import {
  type Account,
  bindDomain,
  memberAccount,
  municipalAccount,
  operatorAccount,
  publishedListing,
  trialAccount,
  vendorAccount,
} from '../test/earn-roles';
import { startTestServer, type TestServer } from '../test/harness';
import { uniqueEmail } from '../test/users';

/** The first sheet of a .xlsx answer, as a maintained reader sees it (an ES module, so imported when used). */
async function sheetOf(response: Response): Promise<{ sheet: string; data: unknown[][] }> {
  const { default: readXlsxFile } = await import('read-excel-file/node');
  const [first] = await readXlsxFile(Buffer.from(await response.arrayBuffer()));
  return first!;
}

describe.each(DATABASES)('export routes on %s', (database) => {
  let server: TestServer;
  let sapporo: Account;
  let hakodate: Account;
  let member: Account;
  let trial: Account;
  let vendor: Account;
  let otherVendor: Account;
  let listingTitle: string;
  let sapporoList: string;
  let hakodateList: string;

  async function get(path: string, token?: string) {
    const response = await fetch(`${server.url}/api${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return response;
  }

  async function csvOf(response: Response): Promise<string[][]> {
    expect(response.status).toBe(200);
    const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    return parse(text.slice(1)) as string[][];
  }

  async function refusal(response: Response) {
    const body = (await response.json()) as { success: boolean; error: { code: string; message: string } };
    return { status: response.status, ...body.error };
  }

  const graphql = <T>(query: string, variables: Record<string, unknown>, token: string) =>
    server.graphql<T>(query, variables, token);

  beforeAll(async () => {
    server = await startTestServer({ database });
    const operator = await operatorAccount(server);
    // Shortlists belong to a confirmed municipality: the operator binds each town's lg.jp domain.
    await bindDomain(server, operator, 'city.sapporo.lg.jp', '札幌市');
    await bindDomain(server, operator, 'city.hakodate.lg.jp', '函館市');
    sapporo = await municipalAccount(server, uniqueEmail('city.sapporo.lg.jp'), '札幌市');
    hakodate = await municipalAccount(server, uniqueEmail('city.hakodate.lg.jp'), '函館市');
    member = await memberAccount(server);
    trial = await trialAccount(server);
    vendor = await vendorAccount(server, operator);
    otherVendor = await vendorAccount(server, operator);
    const listingId = await publishedListing(server, vendor, operator);
    const [row] = (await server.dataSource.query('SELECT title FROM solutions WHERE id = ?', [Number(listingId)])) as {
      title: string;
    }[];
    listingTitle = row!.title;
    const sent = await submit(server, sapporo.token, {
      idempotencyKey: newKey(),
      items: [item(listingId, { inquiryTypes: ['0', '2'], contents: '=HYPERLINK("http://evil")' })],
    });
    expect(sent.errors).toBeUndefined();
    const create = 'mutation($name: String!) { createShortlist(name: $name) { id } }';
    const add = 'mutation($input: ShortlistEntryInput!) { addShortlistEntry(input: $input) { id } }';
    sapporoList = (await graphql<{ createShortlist: { id: string } }>(create, { name: '防災比較' }, sapporo.token))
      .data!.createShortlist.id;
    await graphql(
      add,
      { input: { shortlistId: sapporoList, section: 'solutions', recordId: listingId, note: '第一候補' } },
      sapporo.token,
    );
    hakodateList = (await graphql<{ createShortlist: { id: string } }>(create, { name: '函館の比較' }, hakodate.token))
      .data!.createShortlist.id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('exports a grant search with its own criteria, the same records in the same order as the search', async () => {
    const search = (await (
      await get('/service/grants/search?searchKeyword=補助&categories=01&sort=newest')
    ).json()) as {
      contents: { contents: { id: string; title: string }[]; totalCount: number };
    };
    const rows = await csvOf(
      await get('/service/grants/export?format=csv&searchKeyword=補助&categories=01&sort=newest'),
    );
    expect(rows[0]).toEqual(expect.arrayContaining(['掲載番号', '補助金・交付金名', '締切日', '受付状況', 'URL']));
    expect(rows.length - 1).toBe(Math.min(1000, search.contents.totalCount));
    expect(rows.slice(1, 21).map((row) => row[0])).toEqual(search.contents.contents.map((g) => String(g.id)));
    expect(rows[1]![1]).toBe(search.contents.contents[0]!.title);
    expect(rows[1]!.at(-1)).toMatch(/\/grants\/shows\/\d+$/);
  });

  it('exports .xlsx that reads back with Japanese intact, and honours a limit', async () => {
    const response = await get('/service/cases/export?format=xlsx&limit=5');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('導入事例の検索結果_'));
    const sheet = await sheetOf(response);
    expect(sheet.sheet).toBe('導入事例の検索結果');
    expect(sheet.data).toHaveLength(6);
    expect(sheet.data[0]![1]).toBe('事例名');
  });

  it('keeps the search access rule: solutions need a signed-in caller', async () => {
    expect(await refusal(await get('/service/solutions/export?format=csv'))).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    for (const account of [member, trial, vendor]) {
      const rows = await csvOf(await get('/service/solutions/export?format=csv&limit=3', account.token));
      expect(rows).toHaveLength(4);
    }
  });

  it('refuses a bad format, an oversized limit, an unknown section and bad criteria in Japanese', async () => {
    expect(await refusal(await get('/service/grants/export?format=pdf'))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/csv または xlsx/),
    });
    expect(await refusal(await get('/service/grants/export?format=csv&limit=1001'))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/1〜1000/),
    });
    expect(await refusal(await get('/service/grants/export?format=csv&limit=-1'))).toMatchObject({ status: 400 });
    expect(await refusal(await get('/service/users/export?format=csv'))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/検索区分/),
    });
    expect(await refusal(await get('/service/grants/export?format=csv&categories=99'))).toMatchObject({
      status: 400,
      code: 'BAD_USER_INPUT',
    });
  });

  it('exports a shortlist to members of its municipality only', async () => {
    const rows = await csvOf(await get(`/shortlists/${sapporoList}/export?format=csv`, sapporo.token));
    expect(rows[1]).toEqual(expect.arrayContaining(['ソリューション', listingTitle, '検討中', '第一候補']));
    const other = await refusal(await get(`/shortlists/${hakodateList}/export?format=csv`, sapporo.token));
    const unknown = await refusal(await get('/shortlists/99999999/export?format=csv', sapporo.token));
    expect(other).toEqual(unknown);
    expect(other).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await refusal(await get(`/shortlists/${sapporoList}/export?format=csv`, vendor.token))).toMatchObject({
      status: 403,
    });
    expect(await refusal(await get(`/shortlists/${sapporoList}/export?format=csv`))).toMatchObject({ status: 401 });
  });

  it("exports the caller's own request history, neutralising what the requester typed", async () => {
    const rows = await csvOf(await get('/request/export?format=csv', sapporo.token));
    expect(rows[0]).toEqual(expect.arrayContaining(['受付番号', 'ソリューション', 'お問い合わせ種別', '対応状況']));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(
      expect.arrayContaining([listingTitle, '資料請求、見積依頼', '受付', `'=HYPERLINK("http://evil")`]),
    );
    expect(await csvOf(await get('/request/export?format=csv', hakodate.token))).toHaveLength(1);
    expect(await refusal(await get('/request/export?format=csv'))).toMatchObject({ status: 401 });
  });

  it('writes the 受付番号 the screens and mails show, never the internal uid, in CSV and xlsx', async () => {
    const mine = await graphql<{ myDocumentRequests: { uid: string; receiptNumber: string }[] }>(
      '{ myDocumentRequests { uid receiptNumber } }',
      {},
      sapporo.token,
    );
    const [{ uid, receiptNumber }] = mine.data!.myDocumentRequests as [{ uid: string; receiptNumber: string }];
    expect(receiptNumber).toMatch(RECEIPT_NUMBER_PATTERN);
    for (const [path, token] of [
      ['/request/export', sapporo.token],
      ['/vendor/requests/export', vendor.token],
    ] as const) {
      const rows = await csvOf(await get(`${path}?format=csv`, token));
      const column = rows[0]!.indexOf('受付番号');
      expect(rows[1]![column]).toBe(receiptNumber);
      expect(rows.flat()).not.toContain(uid);
      const response = await get(`${path}?format=xlsx`, token);
      expect(response.status).toBe(200);
      const { data } = await sheetOf(response);
      expect(data[1]![data[0]!.indexOf('受付番号')]).toBe(receiptNumber);
    }
  });

  it("exports a vendor's own received requests, never another company's", async () => {
    const own = await csvOf(await get('/vendor/requests/export?format=csv', vendor.token));
    expect(own).toHaveLength(2);
    expect(own[1]).toEqual(expect.arrayContaining([listingTitle, '札幌市']));
    expect(await csvOf(await get('/vendor/requests/export?format=csv', otherVendor.token))).toHaveLength(1);
    expect(await refusal(await get('/vendor/requests/export?format=csv', sapporo.token))).toMatchObject({
      status: 403,
    });
    expect(await refusal(await get('/vendor/requests/export?format=csv'))).toMatchObject({ status: 401 });
  });
});
