/**
 * Unattached uploads are removed after the cut-off on every store and database, while files a
 * listing (published columns, image list, pending revision) or a document request refers to stay;
 * an image's thumbnail goes with its image; an operator's import file never confirmed goes too. The
 * job lease lets one process of several sweep.
 */
import { GRANT_COLUMNS } from '@portal/shared/imports/grant-columns';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, type DatabaseKind } from '../../test/databases';
import { operatorAccount, publishedListing, vendorAccount, type Account } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { startLocalS3, type LocalS3 } from '../../test/s3-server';
import { MP4, PDF, PNG, upload } from '../listing/listing.test-support';
import { IMPORT_UPLOAD_MESSAGES } from '../import/import-uploads';
import { Rfi } from '../rfi/rfi.entity';
import { claimLease, removeUnattachedUploads } from './upload-cleanup.service';

const PREVIEW = 'mutation ($input: ImportInput!) { previewImport(input: $input) { counts { created } } }';
const RUN = 'mutation ($input: ImportInput!) { runImport(input: $input) { counts { created } } }';

const cases: [DatabaseKind, 'local' | 's3'][] = [
  ...DATABASES.map((kind) => [kind, 'local'] as [DatabaseKind, 'local']),
  ['sqlite', 's3'],
];

describe.each(cases)('unattached uploads on %s with the %s store', (database, store) => {
  let s3: LocalS3 | undefined;
  let server: TestServer;
  let operator: Account;
  let vendor: Account & { companyId: string };

  beforeAll(async () => {
    s3 = store === 's3' ? await startLocalS3() : undefined;
    server = await startTestServer({ database, env: s3?.env ?? {} });
    operator = await operatorAccount(server);
    vendor = await vendorAccount(server, operator);
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.close();
  });

  const exists = async (key: string) => (await server.portal.services.storage.stat(key)) !== null;

  it('removes files never saved into a listing once old enough, and keeps attached ones', async () => {
    const attachedDocument = (await upload(server, vendor.token, 'document', PDF, 'a.pdf')).body.data!;
    const listing = await publishedListing(server, vendor, operator, {
      document: { key: attachedDocument.key, name: attachedDocument.name, kind: attachedDocument.kind },
    });
    expect(listing).toBeTruthy();
    const strayVideo = (await upload(server, vendor.token, 'video', MP4, 'v.mp4')).body.data!;
    const strayImage = (await upload(server, vendor.token, 'image', PNG, 'i.png')).body.data!;
    const strayThumbnail = strayImage.key.replace(/\.png$/, '-t.png');
    expect(await exists(strayThumbnail)).toBe(true);

    // Not old enough yet: nothing goes.
    const early = await removeUnattachedUploads(server.dataSource, server.portal.services.storage, new Date(0));
    expect(early.removed).toEqual([]);

    // A day later (the cut-off after every upload so far): the strays go, the attached stay.
    const later = new Date(Date.now() + 60_000);
    const swept = await removeUnattachedUploads(server.dataSource, server.portal.services.storage, later);
    expect(swept.removed.sort()).toEqual([strayImage.key, strayThumbnail, strayVideo.key].sort());
    expect(await exists(strayVideo.key)).toBe(false);
    expect(await exists(strayImage.key)).toBe(false);
    expect(await exists(attachedDocument.key)).toBe(true);
    // The listing's own thumbnail (published column) and its image stay too.
    const kept = await server.dataSource.query('SELECT thumbnail_key FROM solutions WHERE id = ?', [Number(listing)]);
    expect(await exists((kept as { thumbnail_key: string }[])[0]!.thumbnail_key)).toBe(true);
  });

  it('removes an import file that was previewed and never confirmed, once old enough', async () => {
    const sheet = stringify([GRANT_COLUMNS.map((c) => c.header), GRANT_COLUMNS.map((c) => c.example)]);
    const file = (await upload(server, operator.token, 'import', Buffer.from(sheet), 'grants.csv')).body.data!.key;
    expect(file).toMatch(/^imports\//);
    const input = { kind: 'grants', file, fileName: 'grants.csv', full: false };
    const preview = await server.graphql(PREVIEW, { input }, operator.token);
    expect(preview.errors).toBeUndefined();
    expect(await exists(file)).toBe(true);

    const early = await removeUnattachedUploads(server.dataSource, server.portal.services.storage, new Date(0));
    expect(early.removed).toEqual([]);
    const later = new Date(Date.now() + 60_000);
    const swept = await removeUnattachedUploads(server.dataSource, server.portal.services.storage, later);
    expect(swept.removed).toEqual([file]);
    expect(await exists(file)).toBe(false);
    // Confirming it afterwards says the file is gone (and writes nothing).
    const run = await server.graphql(RUN, { input }, operator.token);
    expect(run.errors?.[0]?.message).toBe(IMPORT_UPLOAD_MESSAGES.notFound);
  });

  it('removes a request-for-information PDF no request or answer names, once old enough', async () => {
    const spec = (await upload(server, vendor.token, 'rfi', PDF, '仕様書.pdf')).body.data!.key;
    const stray = (await upload(server, vendor.token, 'rfi', PDF, '見積書.pdf')).body.data!.key;
    expect(stray).toMatch(/^rfi-files\//);
    await server.dataSource.getRepository(Rfi).save({
      createdBy: 'cleanup-test',
      title: '片付けの確認',
      background: '',
      deadline: new Date(Date.now() + 86_400_000),
      questions: [],
      specKey: spec,
      specName: '仕様書.pdf',
    });
    const early = await removeUnattachedUploads(server.dataSource, server.portal.services.storage, new Date(0));
    expect(early.removed).toEqual([]);
    const swept = await removeUnattachedUploads(
      server.dataSource,
      server.portal.services.storage,
      new Date(Date.now() + 60_000),
    );
    expect(swept.removed).toEqual([stray]);
    expect(await exists(spec)).toBe(true);
  });

  it('lets exactly one of several processes take the hour’s lease, and again after it ran out', async () => {
    const now = Date.now();
    const name = `test-${store}-${Math.random()}`;
    const takers = await Promise.all([1, 2, 3].map(() => claimLease(server.dataSource, name, now, now + 1000)));
    expect(takers.filter(Boolean)).toHaveLength(1);
    expect(await claimLease(server.dataSource, name, now + 500, now + 1500)).toBe(false);
    expect(await claimLease(server.dataSource, name, now + 1000, now + 2000)).toBe(true);
  });
});
