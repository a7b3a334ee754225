#!/usr/bin/env node
// Backup and restore drill (docs/operations.md, "Backups and restores"): backs up the database
// (mysqldump --single-transaction for MySQL/MariaDB, SQLite's online backup) and then the file
// store (every object, with a manifest of sizes and SHA-256), restores both into empty targets,
// and proves the restore: the same rows in every table, and every file a listing or a document
// request refers to present in the restored store with the same bytes. Exits 1 on any difference.
//
//   node scripts/restore-drill.mjs --out /backups/drill \
//     --database mysql://user:pass@host:3306/portal --restore-database mysql://user:pass@host:3306/portal_drill \
//     --storage s3 --restore-bucket portal-files-drill          (S3_* settings from the environment)
//   node scripts/restore-drill.mjs --out /tmp/drill --sqlite data/portal.sqlite --restore-sqlite /tmp/r.sqlite \
//     --uploads data/uploads --restore-uploads /tmp/r-uploads
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';

const require = createRequire(path.join(import.meta.dirname, '../server/package.json'));
const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    database: { type: 'string' },
    'restore-database': { type: 'string' },
    sqlite: { type: 'string' },
    'restore-sqlite': { type: 'string' },
    storage: { type: 'string', default: 'local' },
    uploads: { type: 'string' },
    'restore-uploads': { type: 'string' },
    'restore-bucket': { type: 'string' },
  },
});
const fail = (message) => {
  console.error(message);
  process.exit(2);
};
if (!args.out) fail('--out <directory> is required (the backup is written there).');
if (!args.database === !args.sqlite) fail('Give either --database mysql://… or --sqlite <file>.');
const out = path.resolve(args.out);
fs.mkdirSync(path.join(out, 'objects'), { recursive: true });
const log = (message) => console.error(`[drill ${new Date().toISOString().slice(11, 19)}] ${message}`);

// ---- the database ---------------------------------------------------------------------------
function mysqlArgs(url) {
  const u = new URL(url);
  const env = { ...process.env, MYSQL_PWD: decodeURIComponent(u.password) };
  const base = ['-h', u.hostname, '-P', u.port || '3306', '-u', decodeURIComponent(u.username)];
  return { base, env, name: u.pathname.slice(1) };
}

function run(command, argv, options) {
  const result = spawnSync(command, argv, { maxBuffer: 1024 * 1024 * 1024, ...options });
  if (result.status !== 0) fail(`${command} failed: ${result.stderr?.toString() || result.error}`);
  return result;
}

async function backupDatabase() {
  if (args.sqlite) {
    const Database = require('better-sqlite3');
    const source = new Database(args.sqlite, { readonly: true });
    await source.backup(path.join(out, 'portal.sqlite'));
    source.close();
    return;
  }
  const { base, env, name } = mysqlArgs(args.database);
  const dump = fs.openSync(path.join(out, 'database.sql'), 'w');
  // One consistent snapshot of InnoDB tables without locking the portal's writes.
  run('mysqldump', [...base, '--single-transaction', '--skip-lock-tables', '--routines', '--hex-blob', name], {
    env,
    stdio: ['ignore', dump, 'pipe'],
  });
  fs.closeSync(dump);
}

async function restoreDatabase() {
  if (args.sqlite) {
    if (!args['restore-sqlite']) fail('--restore-sqlite <file> is required with --sqlite.');
    fs.copyFileSync(path.join(out, 'portal.sqlite'), args['restore-sqlite']);
    return;
  }
  if (!args['restore-database']) fail('--restore-database mysql://… is required with --database.');
  const { base, env, name } = mysqlArgs(args['restore-database']);
  run(
    'mysql',
    [...base, '-e', `CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`],
    { env },
  );
  run('mysql', [...base, name], { env, stdio: [fs.openSync(path.join(out, 'database.sql'), 'r'), 'ignore', 'pipe'] });
}

async function openDatabase(which) {
  if (args.sqlite) {
    const Database = require('better-sqlite3');
    const db = new Database(which === 'source' ? args.sqlite : args['restore-sqlite'], { readonly: true });
    return {
      tables: async () =>
        db
          .prepare("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'")
          .all()
          .map((r) => r.name),
      query: async (sql) => db.prepare(sql).all(),
      close: async () => db.close(),
    };
  }
  const mysql = require('mysql2/promise');
  const connection = await mysql.createConnection({
    uri: which === 'source' ? args.database : args['restore-database'],
  });
  return {
    tables: async () => (await connection.query('SHOW TABLES'))[0].map((row) => Object.values(row)[0]),
    query: async (sql) => (await connection.query(sql))[0],
    close: () => connection.end(),
  };
}

// ---- the file store -------------------------------------------------------------------------
function s3() {
  const { S3Client } = require('@aws-sdk/client-s3');
  const env = process.env;
  if (!env.S3_BUCKET)
    fail('--storage s3 needs S3_BUCKET (and S3_ENDPOINT, S3_REGION, credentials as the app has them).');
  return new S3Client({
    region: env.S3_REGION || 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    ...(env.S3_ACCESS_KEY_ID
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

async function sha256Of(stream) {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
}

/** Every stored object, copied under out/objects with its type; returns the manifest. */
async function backupObjects() {
  const manifest = [];
  if (args.storage === 's3') {
    const { paginateListObjectsV2, GetObjectCommand } = require('@aws-sdk/client-s3');
    const client = s3();
    for await (const page of paginateListObjectsV2({ client }, { Bucket: process.env.S3_BUCKET })) {
      for (const object of page.Contents ?? []) {
        const got = await client.send(new GetObjectCommand({ Bucket: process.env.S3_BUCKET, Key: object.Key }));
        const target = path.join(out, 'objects', object.Key);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        const hash = createHash('sha256');
        const file = fs.createWriteStream(target);
        for await (const chunk of got.Body) {
          hash.update(chunk);
          if (!file.write(chunk)) await new Promise((resolve) => file.once('drain', resolve));
        }
        await new Promise((resolve) => file.end(resolve));
        manifest.push({ key: object.Key, size: object.Size, sha256: hash.digest('hex'), contentType: got.ContentType });
      }
    }
    client.destroy();
  } else {
    if (!args.uploads) fail('--uploads <DATA_DIR/uploads> is required for the local store.');
    for (const entry of fs.readdirSync(args.uploads, { recursive: true })) {
      const source = path.join(args.uploads, entry);
      if (!fs.statSync(source).isFile() || entry.endsWith('.type') || entry.endsWith('.tmp')) continue;
      const key = entry.split(path.sep).join('/');
      const target = path.join(out, 'objects', key);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(source, target);
      const contentType = fs.existsSync(`${source}.type`) ? fs.readFileSync(`${source}.type`, 'utf8') : undefined;
      manifest.push({
        key,
        size: fs.statSync(source).size,
        sha256: await sha256Of(fs.createReadStream(source)),
        contentType,
      });
    }
  }
  fs.writeFileSync(path.join(out, 'objects.json'), JSON.stringify(manifest, null, 1));
  return manifest;
}

async function restoreObjects(manifest) {
  if (args.storage === 's3') {
    const { CreateBucketCommand, PutObjectCommand } = require('@aws-sdk/client-s3');
    const bucket = args['restore-bucket'];
    if (!bucket) fail('--restore-bucket <name> is required with --storage s3.');
    const client = s3();
    await client.send(new CreateBucketCommand({ Bucket: bucket })).catch((error) => {
      if (!/BucketAlready/.test(error.name)) throw error;
    });
    for (const object of manifest) {
      const file = path.join(out, 'objects', object.key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: object.key,
          Body: fs.createReadStream(file),
          ContentLength: object.size,
          ContentType: object.contentType,
        }),
      );
    }
    client.destroy();
    return;
  }
  if (!args['restore-uploads']) fail('--restore-uploads <directory> is required for the local store.');
  for (const object of manifest) {
    const target = path.join(args['restore-uploads'], object.key);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(out, 'objects', object.key), target);
    if (object.contentType) fs.writeFileSync(`${target}.type`, object.contentType);
  }
}

/** The restored store's bytes of a key, hashed; null when it is missing. */
async function restoredHash(key) {
  if (args.storage === 's3') {
    const { GetObjectCommand } = require('@aws-sdk/client-s3');
    const client = s3();
    try {
      const got = await client.send(new GetObjectCommand({ Bucket: args['restore-bucket'], Key: key }));
      return await sha256Of(got.Body);
    } catch {
      return null;
    } finally {
      client.destroy();
    }
  }
  const file = path.join(args['restore-uploads'], key);
  return fs.existsSync(file) ? sha256Of(fs.createReadStream(file)) : null;
}

// ---- the drill ------------------------------------------------------------------------------
const KEY = /listings\/[a-f0-9]{16}\/[a-f0-9]{24}(?:-t)?\.[a-z0-9]+/g;
const started = Date.now();
log('backing up the database');
await backupDatabase();
log('backing up the file store');
const manifest = await backupObjects();
log(`restoring ${manifest.length} objects and the database`);
await restoreDatabase();
await restoreObjects(manifest);

log('verifying the restore');
const source = await openDatabase('source');
const restored = await openDatabase('restored');
const report = { tables: 0, rows: 0, objects: manifest.length, referencedFiles: 0, differences: [] };
for (const table of await source.tables()) {
  const count = async (db) => Number((await db.query(`SELECT COUNT(*) AS n FROM \`${table}\``))[0].n);
  const [before, after] = [await count(source), await count(restored)];
  report.tables += 1;
  report.rows += after;
  if (before !== after) report.differences.push(`${table}: ${before} rows backed up, ${after} restored`);
}
const referenced = new Set();
const rows = [
  ...(await restored.query('SELECT thumbnail_key, video_key, document_key, image_keys, revision FROM solutions')),
  ...(await restored.query('SELECT document_key FROM document_request_items')),
];
for (const row of rows) for (const key of JSON.stringify(row).match(KEY) ?? []) referenced.add(key);
const byKey = new Map(manifest.map((object) => [object.key, object]));
for (const key of referenced) {
  report.referencedFiles += 1;
  const backedUp = byKey.get(key);
  const hash = await restoredHash(key);
  if (!backedUp) report.differences.push(`${key}: referenced but not in the backup`);
  else if (hash !== backedUp.sha256)
    report.differences.push(`${key}: ${hash ? 'different bytes' : 'missing'} after the restore`);
}
await source.close();
await restored.close();
report.seconds = Math.round((Date.now() - started) / 100) / 10;
report.ok = report.differences.length === 0;
console.log(JSON.stringify(report));
process.exit(report.ok ? 0 : 1);
