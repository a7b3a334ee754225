/**
 * Open data through real HTTP: before the first run the addresses say the files are being made;
 * after it the four files and the manifest are served, the CSV with a BOM and CRLF (Japanese
 * intact in a spreadsheet), both formats holding every published record with the list's public
 * fields only, each checksum and size as the manifest says. `updatedSince` returns the changed
 * records only, on REST and GraphQL.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/harness';
import { Case } from '../case/case.entity';
import { Grant } from '../grant/grant.entity';
import type { OpenDataManifest } from './open-data.service';

const GRANT_KEYS = [
  'id',
  'title',
  'excerpt',
  'issuer',
  'categories',
  'areas',
  'fiscalYear',
  'applicationStart',
  'applicationEnd',
  'applicationStatus',
  'amountText',
  'amountMax',
  'subsidyRateText',
  'subsidyRate',
  'ministry',
  'publishedAt',
  'url',
];

describe.each(DATABASES)('open data on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { OPEN_DATA_CHECK_SECONDS: '0', OPEN_DATA_LICENSE: 'CC BY 4.0' } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const get = (path: string) => fetch(`${server.url}${path}`);

  it('serves the files a run made, with their checksums, public fields only', async () => {
    const before = await get('/open-data/grants.csv');
    expect(before.status).toBe(503);
    expect(before.headers.get('retry-after')).toBeTruthy();
    expect(await before.text()).toContain('作成中');

    await server.portal.services.openData.generate();
    const manifest = (await (await get('/open-data/index.json')).json()) as OpenDataManifest;
    expect(manifest.license.name).toBe('CC BY 4.0');
    expect(manifest.files.map((file) => file.name)).toEqual(['grants.csv', 'grants.json', 'cases.csv', 'cases.json']);
    const grantCount = server.portal.services.search.count('grants');
    const caseCount = server.portal.services.search.count('cases');
    expect(grantCount).toBeGreaterThan(0);

    for (const file of manifest.files) {
      const response = await get(`/open-data/${file.name}`);
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBe(file.bytes);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
      expect(file.records).toBe(file.section === 'grants' ? grantCount : caseCount);
      if (file.format === 'csv') {
        expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const text = bytes.toString('utf8').slice(1);
        const lines = text.split('\r\n').filter(Boolean);
        expect(lines[0]).toMatch(/^ID,名称,概要/);
        expect(text).not.toMatch(/[^\r]\n/);
        // Each record is one line unless a text holds a line break; there are at least as many.
        expect(lines.length).toBeGreaterThanOrEqual(file.records + 1);
      } else {
        const body = JSON.parse(bytes.toString('utf8')) as { count: number; items: Record<string, unknown>[] };
        expect(body.count).toBe(file.records);
        expect(body.items).toHaveLength(file.records);
        if (file.section === 'grants') expect(Object.keys(body.items[0]!)).toEqual(GRANT_KEYS);
      }
    }
    const grants = JSON.parse(await (await get('/open-data/grants.json')).text()) as { items: { title: string }[] };
    const csv = await (await get('/open-data/grants.csv')).text();
    expect(csv).toContain(grants.items[0]!.title);
    expect(grants.items[0]!.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    // Only the four files and the manifest are served from the folder.
    expect((await get('/open-data/secrets.csv')).headers.get('content-type')).not.toMatch(/csv/);
    expect((await get('/open-data/..%2Fportal.sqlite')).headers.get('content-type')).not.toMatch(/octet|sqlite/);
  });

  it('answers updatedSince with the records changed since, on REST and GraphQL', async () => {
    // Every record as last changed long ago (the seed ran moments before), then one of each now.
    const long = new Date('2026-01-05T00:00:00Z');
    await server.dataSource.createQueryBuilder().update(Grant).set({ updatedAt: long }).execute();
    await server.dataSource.createQueryBuilder().update(Case).set({ updatedAt: long }).execute();
    const since = new Date('2026-02-01T00:00:00+09:00');
    const [grant] = await server.dataSource.getRepository(Grant).find({ where: { status: 'published' }, take: 1 });
    const [record] = await server.dataSource.getRepository(Case).find({ where: { status: 'published' }, take: 1 });
    const later = new Date(Date.now() + 2000);
    await server.dataSource
      .createQueryBuilder()
      .update(Grant)
      .set({ updatedAt: later })
      .where('id = :id', { id: grant!.id })
      .execute();
    await server.dataSource
      .createQueryBuilder()
      .update(Case)
      .set({ updatedAt: later })
      .where('id = :id', { id: record!.id })
      .execute();

    const rest = await get(
      `/api/service/grants/search?searchType=grants&updatedSince=${encodeURIComponent(since.toISOString())}`,
    );
    expect(rest.status).toBe(200);
    const body = (await rest.json()) as { contents: { contents: { id: string }[]; totalCount: number } };
    expect(body.contents.contents.map((item) => String(item.id))).toEqual([String(grant!.id)]);

    const graphql = await server.graphql<{ allCases: { id: string }[] }>(
      'query($since: DateTimeISO) { allCases(updatedSince: $since) { id title } }',
      { since: since.toISOString() },
    );
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data!.allCases.map((item) => item.id)).toEqual([String(record!.id)]);

    const bad = await get('/api/service/grants/search?searchType=grants&updatedSince=yesterday');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('updatedSince');
  });
});
