/**
 * `npm run import -- <kind> <file-or-address> [--full] [--save <file>] [--dry-run]`: one import
 * from the command line, for the scheduled job and for operators (docs/operations.md, "Imports").
 *
 *   jgrants <feed.json | API base address>   a jGrants list response, or the API itself (list, then
 *                                             each detail); --save writes what was fetched as a feed
 *   grants <file.csv | file.xlsx>             the operator's grants spreadsheet (template columns)
 *   cases <file.csv | file.xlsx>              the operator's cases spreadsheet
 *
 * --full withdraws the source's records missing from the file; --dry-run reports without writing.
 * A file that cannot be imported prints what is wrong and where, changes nothing and exits 1.
 * Safe beside running app processes: they see the changes through the search change log.
 */
import 'reflect-metadata';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv } from './config/env';
import { openDatabase } from './db/data-source';
import { ENTITIES } from './modules/entities';
import { AppError } from './lib/app-error';
import { prepareCaseSheet } from './modules/import/import-prepare-cases';
import { prepareGrantSheet, prepareJGrants, prepareJGrantsFile } from './modules/import/import-prepare';
import { formatReport } from './modules/import/import-report';
import { ImportService } from './modules/import/import.service';
import { isImportKind, SOURCE_OF, type PreparedImport } from './modules/import/import.types';
import { fetchJGrants } from './modules/import/jgrants/jgrants-fetch';
import { createStorage } from './storage/create-storage';

const USAGE =
  '使い方: npm run import -- jgrants|grants|cases <ファイルまたはURL> [--full] [--save <ファイル>] [--dry-run]';

function optionValue(args: string[], name: string): string | null {
  const at = args.indexOf(name);
  if (at < 0) return null;
  const value = args[at + 1];
  if (!value || value.startsWith('--'))
    throw new AppError('BAD_USER_INPUT', `${name} の後に保存先のファイル名を指定してください`);
  args.splice(at, 2);
  return value;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const save = optionValue(args, '--save');
  const flags = new Set(args.filter((a) => a.startsWith('--')));
  const [kind, target, ...rest] = args.filter((a) => !a.startsWith('--'));
  const unknown = [...flags].filter((f) => f !== '--full' && f !== '--dry-run');
  if (!isImportKind(kind) || !target || rest.length > 0 || unknown.length > 0)
    throw new AppError('BAD_USER_INPUT', USAGE);
  if (save && kind !== 'jgrants') throw new AppError('BAD_USER_INPUT', '--save は jgrants の取り込みでのみ使えます');

  const env = loadEnv();
  const now = new Date();
  const isAddress = /^https?:\/\//i.test(target);
  let prepared: PreparedImport;
  if (kind === 'jgrants' && isAddress) {
    const feed = await fetchJGrants(target, {
      onProgress: (done, total) => process.stderr.write(`\rjGrants: ${done}/${total} 件の詳細を取得しました`),
    });
    process.stderr.write('\n');
    if (save) await writeFile(save, `${JSON.stringify(feed, null, 2)}\n`);
    prepared = prepareJGrants(feed, `jGrants API（${target}）`, now);
  } else {
    if (isAddress) throw new AppError('BAD_USER_INPUT', 'grants・cases の取り込みにはファイルを指定してください');
    const bytes = await readFile(target).catch(() => {
      throw new AppError('BAD_USER_INPUT', `ファイル ${target} を読めません`);
    });
    const label = path.basename(target);
    if (kind === 'jgrants') prepared = prepareJGrantsFile(bytes, label, now);
    else if (kind === 'grants') prepared = await prepareGrantSheet(bytes, label);
    else {
      const dataSource = await openDatabase({ url: env.DATABASE_URL, sqlitePath: env.sqlitePath }, ENTITIES);
      try {
        prepared = await prepareCaseSheet(dataSource, bytes, label);
      } finally {
        await dataSource.destroy();
      }
    }
  }

  const dataSource = await openDatabase({ url: env.DATABASE_URL, sqlitePath: env.sqlitePath }, ENTITIES);
  try {
    const service = new ImportService(dataSource, createStorage(env), null);
    const started = Date.now();
    const report = await service.run(prepared, {
      full: flags.has('--full'),
      dryRun: flags.has('--dry-run'),
      actor: { uid: null, label: `import:${SOURCE_OF[kind]}` },
      now,
    });
    console.log(formatReport(report, Date.now() - started));
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  // What is wrong with the file or the command, in Japanese; anything else is a fault with its stack.
  console.error(error instanceof AppError ? error.message : error);
  process.exit(1);
});
