/**
 * Documents are searched with their record, on the real server (SQLite, and MariaDB with
 * TEST_MYSQL_URL): a word that only a grant's 公募要領 (a PDF printed by Chromium, Japanese in
 * an embedded font) or a vendor's document holds finds the record for a detail reader, marked
 * 「資料内」 with a snippet of the document; a visitor does not find it; a file pdf.js cannot read
 * is kept and reported, and its record is still found by its own fields.
 */
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/reference';
import { DATABASES } from '../../test/databases';
import { type Account, municipalAccount } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { SearchFixtures } from '../../test/search-fixtures';
import type { PortalSearch } from '../sections';
import { scheduleDocumentTexts } from './document-text.job';

const GUIDELINE = fs.readFileSync(path.join(__dirname, '../../test/fixtures/guideline-ja.pdf'));

interface Item {
  id: string;
  title: string;
  snippet: { text: string; inDocument: boolean; highlights: { start: number; length: number }[] } | null;
}

describe.each(DATABASES)('documents searched with their record on %s', (database) => {
  let server: TestServer;
  let municipal: Account;
  const ids = { grant: 0, solution: 0 };

  async function search(section: 'grants' | 'solutions', keyword: string, token?: string): Promise<Item[]> {
    const field = section === 'grants' ? 'searchGrants' : 'searchSolutions';
    const response = await server.graphql<{ r: { items: Item[] } }>(
      `query($c: SearchInput) { r: ${field}(criteria: $c) { items { id title snippet { text inDocument highlights { start length } } } } }`,
      { c: { keyword, statuses: [] } },
      token,
    );
    expect(response.errors).toBeUndefined();
    return response.data!.r.items;
  }

  async function attach(grantId: number, key: string, body: Buffer, order: number) {
    await server.portal.services.storage.put(key, body, 'application/pdf');
    await server.dataSource.query(
      `INSERT INTO grant_attachments (grant_id, kind, title, storage_key, file_name, size, sort_order)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [grantId, order === 0 ? 'guideline' : 'other', `資料${order}`, key, `file${order}.pdf`, body.length, order],
    );
  }

  async function statusOf(key: string): Promise<string | undefined> {
    const rows = (await server.dataSource.query('SELECT status FROM file_texts WHERE storage_key = ?', [key])) as {
      status: string;
    }[];
    return rows[0]?.status;
  }

  beforeAll(async () => {
    const seed = async (dataSource: DataSource) => {
      await seedReference(dataSource);
      const fixtures = new SearchFixtures(dataSource, { refresh: async () => undefined } as unknown as PortalSearch);
      const [grant] = await fixtures.grants([
        { title: '地域デジタル基盤整備補助金', applicationStart: '2020-01-01', applicationEnd: '2099-12-31' },
      ]);
      const company = await fixtures.company('資料株式会社');
      const [solution] = await fixtures.solutions([{ title: '窓口受付システム', companyId: company.id }]);
      Object.assign(ids, { grant: grant!.id, solution: solution!.id });
    };
    server = await startTestServer({ database, seed, env: { SEARCH_SYNC_SECONDS: '0.2' } });
    municipal = await municipalAccount(server);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('writes nothing while no file waits (an idle sweep takes no lease)', async () => {
    const schedule = scheduleDocumentTexts({
      dataSource: server.dataSource,
      storage: server.portal.services.storage,
      everyMs: 3_600_000,
      logger: pino({ level: 'silent' }),
    });
    await schedule.sweep();
    await schedule.stop();
    const leases = (await server.dataSource.query(`SELECT name FROM job_leases WHERE name = 'document-text'`)) as [];
    expect(leases).toEqual([]);
  });

  it('finds a grant by a word only in its 公募要領, marked 資料内, and keeps an unreadable file', async () => {
    expect(await search('grants', 'ドローン測量', municipal.token)).toEqual([]);
    await attach(ids.grant, 'grants/test/guideline.pdf', GUIDELINE, 0);
    await attach(ids.grant, 'grants/test/broken.pdf', GUIDELINE.subarray(0, 3000), 1);

    await expect.poll(() => search('grants', 'ドローン測量', municipal.token), { timeout: 30_000 }).toHaveLength(1);
    const [item] = await search('grants', 'ドローン測量', municipal.token);
    expect(item!.id).toBe(String(ids.grant));
    expect(item!.snippet!.inDocument).toBe(true);
    const [mark] = item!.snippet!.highlights;
    expect(item!.snippet!.text.slice(mark!.start, mark!.start + mark!.length)).toBe('ドローン測量');
    // Kangxi radicals in the PDF are searched as the kanji users type.
    expect(await search('grants', '汎用端末', municipal.token)).toHaveLength(1);
    // A word of its own fields: not 資料内.
    const [byTitle] = await search('grants', 'デジタル基盤', municipal.token);
    expect(byTitle!.snippet!.inDocument).toBe(false);
    // Only detail readers search a record's documents.
    expect(await search('grants', 'ドローン測量')).toEqual([]);

    expect(await statusOf('grants/test/guideline.pdf')).toBe('ok');
    expect(await statusOf('grants/test/broken.pdf')).not.toBe('ok');
    expect(await statusOf('grants/test/broken.pdf')).toBeDefined();
  });

  it('finds a solution by a word only in its vendor document', async () => {
    const key = 'documents/solutions/test/document.pdf';
    await server.portal.services.storage.put(key, GUIDELINE, 'application/pdf');
    await server.dataSource.query('UPDATE solutions SET document_key = ? WHERE id = ?', [key, ids.solution]);
    await expect
      .poll(() => search('solutions', '利活用計画', municipal.token), { timeout: 30_000 })
      .toEqual([
        expect.objectContaining({ id: String(ids.solution), snippet: expect.objectContaining({ inDocument: true }) }),
      ]);
  });
});
