/**
 * The backup and restore drill (scripts/restore-drill.mjs) on a live portal: SQLite with the
 * local store, SQLite with an S3-compatible store, and MariaDB with it (when TEST_MYSQL_URL is
 * set). The restore holds every row and every referenced file; a file missing from the store
 * fails the drill.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasPendingTexts } from '../modules/document-text/document-text.service';
import { item, newKey, submit } from '../modules/document-request/document-request.test-support';
import { MP4, upload } from '../modules/listing/listing.test-support';
import { DATABASES, type DatabaseKind } from '../test/databases';
import { municipalAccount, operatorAccount, publishedListing, vendorAccount } from '../test/earn-roles';
import { startTestServer, type TestServer } from '../test/harness';
import { ROOT } from '../test/process';
import { startLocalS3, type LocalS3 } from '../test/s3-server';

const cases: [DatabaseKind, 'local' | 's3'][] = [
  ['sqlite', 'local'],
  ['sqlite', 's3'],
];
if (DATABASES.includes('mysql')) cases.push(['mysql', 's3']);

describe.each(cases)('the restore drill on %s with the %s store', (database, store) => {
  let s3: LocalS3 | undefined;
  let server: TestServer;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-drill-'));
  const restoreName = `portal_t_drill_${randomBytes(4).toString('hex')}`;
  let referencedVideo = '';

  beforeAll(async () => {
    s3 = store === 's3' ? await startLocalS3() : undefined;
    server = await startTestServer({ database, env: s3?.env ?? {} });
    const operator = await operatorAccount(server);
    const vendor = await vendorAccount(server, operator);
    const video = (await upload(server, vendor.token, 'video', Buffer.concat([MP4, randomBytes(4096)]), 'v.mp4')).body
      .data!;
    referencedVideo = video.key;
    const listing = await publishedListing(server, vendor, operator, {
      video: { key: video.key, name: video.name, kind: video.kind },
    });
    const requester = await municipalAccount(server);
    const sent = await submit(server, requester.token, { idempotencyKey: newKey(), items: [item(listing)] });
    expect(sent.errors).toBeUndefined();
    // The drill compares the live source with the restore: the portal must be done writing. The
    // listing's document is read for search in the background; wait until that sweep has ended.
    await vi.waitFor(
      async () => {
        if (!(await documentSweepDone(server))) throw new Error('the document sweep is still writing');
      },
      { timeout: 30_000, interval: 100 },
    );
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.close();
    if (database === 'mysql') {
      const admin = await createConnection({ uri: process.env.TEST_MYSQL_URL! });
      await admin.query(`DROP DATABASE IF EXISTS \`${restoreName}\``);
      await admin.end();
    }
    fs.rmSync(work, { recursive: true, force: true });
  });

  async function documentSweepDone(target: TestServer): Promise<boolean> {
    if (await hasPendingTexts(target.dataSource)) return false;
    const leases = (await target.dataSource.query(
      `SELECT lease_until FROM job_leases WHERE name = 'document-text'`,
    )) as { lease_until: unknown }[];
    return leases.every((lease) => Number(lease.lease_until) === 0);
  }

  /** Runs the drill as its own process (asynchronously: the S3 server it talks to lives in this one). */
  async function drill(name: string) {
    const out = path.join(work, name);
    const argv = ['scripts/restore-drill.mjs', '--out', out];
    if (database === 'mysql') {
      const target = new URL(server.env.DATABASE_URL!);
      target.pathname = `/${restoreName}-${name}`.replace(/-/g, '_');
      argv.push('--database', server.env.DATABASE_URL!, '--restore-database', target.toString());
    } else {
      argv.push('--sqlite', server.env.sqlitePath, '--restore-sqlite', path.join(work, `${name}.sqlite`));
    }
    if (store === 's3') argv.push('--storage', 's3', '--restore-bucket', `restored-${name}`);
    else
      argv.push(
        '--uploads',
        path.join(server.env.dataDir, 'uploads'),
        '--restore-uploads',
        path.join(work, `${name}-uploads`),
      );
    const result = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        argv,
        { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH, ...(s3?.env ?? {}) } },
        (error, stdout, stderr) => resolve({ status: error ? (error.code as number) : 0, stdout, stderr }),
      );
    });
    const report = JSON.parse(result.stdout.trim().split('\n').pop() || '{}') as {
      ok?: boolean;
      rows?: number;
      tables?: number;
      referencedFiles?: number;
      differences?: string[];
    };
    return { status: result.status, report, stderr: result.stderr };
  }

  it('restores every row and every referenced file', { timeout: 120_000 }, async () => {
    const { status, report, stderr } = await drill('full');
    expect(report.differences, stderr).toEqual([]);
    expect(status).toBe(0);
    expect(report.ok).toBe(true);
    expect(report.tables).toBeGreaterThan(10);
    expect(report.rows).toBeGreaterThan(50);
    // The listing's thumbnail, video and document, and the requested document.
    expect(report.referencedFiles).toBeGreaterThanOrEqual(3);
  });

  it('fails when a file a listing refers to is missing from the store', { timeout: 120_000 }, async () => {
    await server.portal.services.storage.remove(referencedVideo);
    const { status, report } = await drill('broken');
    expect(status).toBe(1);
    expect(report.differences).toContain(`${referencedVideo}: referenced but not in the backup`);
  });
});
