/**
 * Comparing solutions: the solution detail's rule for every listing (roles earned as
 * users earn them), 2–4 ids with Japanese messages, refusals that never tell which id exists,
 * the rows and their difference marks, and the CSV export of the same table.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import {
  type Account,
  memberAccount,
  municipalAccount,
  operatorAccount,
  publishedListing,
  trialAccount,
  vendorAccount,
} from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { COMPARISON_MESSAGES } from './comparison.service';

const COMPARE = `query($ids: [ID!]!) { solutionComparison(ids: $ids) {
  columns { id title companyName path }
  rows { key label differs cells { values text empty links { label path } } } } }`;

interface Comparison {
  columns: { id: string; title: string; path: string }[];
  rows: {
    key: string;
    label: string;
    differs: boolean;
    cells: { text: string; empty: boolean; links: { path: string }[] }[];
  }[];
}

describe.each(DATABASES)('solution comparison on %s', (database) => {
  let server: TestServer;
  let operator: Account;
  let municipal: Account;
  let vendor: Account & { companyId: string };
  let ownId: string;
  let draftId: string;
  let published: string[];

  const compare = (ids: string[], token?: string) =>
    server.graphql<{ solutionComparison: Comparison }>(COMPARE, { ids }, token);
  const exportCsv = (ids: string, token?: string) =>
    fetch(`${server.url}/api/service/solutions/compare/export?ids=${ids}&format=csv`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    server = await startTestServer({ database });
    operator = await operatorAccount(server);
    municipal = await municipalAccount(server);
    vendor = await vendorAccount(server, operator);
    ownId = await publishedListing(server, vendor, operator);
    const draft = await server.graphql<{ createListing: { id: string } }>(
      'mutation($input: ListingInput!) { createListing(input: $input) { id } }',
      {
        input: {
          title: '下書きのソリューション',
          description: '',
          categoryIds: ['01'],
          images: [],
          videoUrl: '',
          detailItems: [],
          titleItems: [],
          explainItems: [],
          areaIds: [],
          offices: [],
          priceText: '=HYPERLINK("http://evil.example/","x")',
        },
      },
      vendor.token,
    );
    draftId = draft.data!.createListing.id;
    // Demo listings that cases name, so the case row has links to check.
    const linked = (await server.dataSource.query(
      "SELECT solution_id AS id FROM cases WHERE solution_id IS NOT NULL AND status = 'published' GROUP BY solution_id ORDER BY solution_id LIMIT 1",
    )) as { id: number }[];
    const others = (await server.dataSource.query(
      "SELECT id FROM solutions WHERE status = 'published' AND company_id <> ? ORDER BY id LIMIT 3",
      [vendor.companyId],
    )) as { id: number }[];
    published = [...new Set([...linked, ...others].map((r) => String(r.id)))].slice(0, 3);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('gives one column per listing and marks the rows that differ', async () => {
    const { data, errors } = await compare(published, municipal.token);
    expect(errors).toBeUndefined();
    const table = data!.solutionComparison;
    expect(table.columns.map((c) => c.id)).toEqual(published);
    expect(table.columns[0]!.path).toBe(`/solutions/shows/${published[0]}`);
    expect(table.rows.map((r) => r.key)).toEqual([
      'company',
      'categories',
      'areas',
      'cityKinds',
      'populations',
      'pricingUnit',
      'initialCost',
      'annualCost',
      'priceText',
      'freeTrial',
      'supportHours',
      'deliveryPeriod',
      'certifications',
      'offices',
      'cases',
      'documents',
    ]);
    for (const row of table.rows) {
      expect(row.cells).toHaveLength(3);
      const texts = new Set(row.cells.map((c) => c.text));
      if (texts.size > 1) expect(row.differs, row.key).toBe(true);
      for (const cell of row.cells) if (cell.empty) expect(cell.text).toBe('未記載');
    }
    expect(table.rows.find((r) => r.key === 'company')!.differs).toBe(true);
    const cases = table.rows.find((r) => r.key === 'cases')!.cells[0]!;
    expect(cases.text).toMatch(/^\d+件/);
    expect(cases.links[0]!.path).toMatch(/^\/cases\/shows\/\d+$/);
  });

  it('refuses fewer than 2, more than 4, repeated and malformed ids in Japanese', async () => {
    const fields = async (ids: string[]) => (await compare(ids, municipal.token)).errors![0]!.extensions!;
    expect(await fields([published[0]!])).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { ids: COMPARISON_MESSAGES.tooFew },
    });
    expect(await fields([...published, ownId, '1'])).toMatchObject({ fields: { ids: COMPARISON_MESSAGES.tooMany } });
    expect(await fields([published[0]!, published[0]!])).toMatchObject({
      fields: { ids: COMPARISON_MESSAGES.duplicate },
    });
    expect(await fields([published[0]!, 'abc'])).toMatchObject({ fields: { ids: COMPARISON_MESSAGES.badId } });
  });

  it('answers a draft, another company’s draft and an unknown id alike, naming none', async () => {
    const unknown = await compare([published[0]!, '99999999'], municipal.token);
    const draft = await compare([published[0]!, draftId], municipal.token);
    for (const answer of [unknown, draft]) {
      expect(answer.data).toBeNull();
      expect(answer.errors![0]!.extensions!.code).toBe('NOT_FOUND');
      expect(answer.errors![0]!.message).toBe(COMPARISON_MESSAGES.notFound);
      expect(answer.errors![0]!.message).not.toContain(draftId);
    }
    // A vendor reads its own listings, drafts included, and no other company's.
    const own = await compare([ownId, draftId], vendor.token);
    expect(own.errors).toBeUndefined();
    const foreign = await compare([ownId, published[0]!], vendor.token);
    expect(foreign.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    // Operators read any listing.
    expect((await compare([published[0]!, draftId], operator.token)).errors).toBeUndefined();
  });

  it('follows the solution detail rule for trial, member and anonymous callers', async () => {
    const trial = await trialAccount(server);
    expect((await compare(published.slice(0, 2), trial.token)).errors).toBeUndefined();
    const member = await memberAccount(server);
    expect((await compare(published.slice(0, 2), member.token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await compare(published.slice(0, 2))).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('exports the same table as CSV with a BOM, Japanese intact and formulas neutralised', async () => {
    const response = await exportCsv(published.join(','), municipal.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''%E3%82%BD");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(bytes.toString('utf8').slice(1)) as string[][];
    const { data } = await compare(published, municipal.token);
    const table = data!.solutionComparison;
    expect(records[0]).toEqual(['項目', ...table.columns.map((c) => c.title), '差異']);
    expect(records.slice(1).map((r) => r[0])).toEqual(table.rows.map((r) => r.label));
    for (const [index, row] of table.rows.entries()) {
      expect(records[index + 1]!.slice(1, -1)).toEqual(row.cells.map((c) => c.text));
      expect(records[index + 1]!.at(-1)).toBe(row.differs ? '差異あり' : '');
    }

    // The vendor's own draft carries a formula as its price note.
    const own = await exportCsv(`${ownId},${draftId}`, vendor.token);
    const text = Buffer.from(await own.arrayBuffer()).toString('utf8');
    const priceRow = (parse(text.slice(1)) as string[][]).find((r) => r[0] === '価格の目安')!;
    expect(priceRow[2]).toBe(`'=HYPERLINK("http://evil.example/","x")`);
  });

  it('refuses the export as the page is refused, in the REST envelope', async () => {
    const anonymous = await exportCsv(published.join(','));
    expect(anonymous.status).toBe(401);
    const few = await exportCsv(published[0]!, municipal.token);
    expect(few.status).toBe(400);
    expect(await few.json()).toMatchObject({ success: false, error: { message: COMPARISON_MESSAGES.tooFew } });
    const hidden = await exportCsv(`${published[0]},${draftId}`, municipal.token);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toMatchObject({ error: { message: COMPARISON_MESSAGES.notFound } });
    const format = await fetch(
      `${server.url}/api/service/solutions/compare/export?ids=${published.slice(0, 2).join(',')}&format=pdf`,
      { headers: { authorization: `Bearer ${municipal.token}` } },
    );
    expect(format.status).toBe(400);
  });
});
