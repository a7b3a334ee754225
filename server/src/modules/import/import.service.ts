/**
 * Runs a prepared import (import-prepare*.ts) through the editors' write services
 * (upsertGrantsFromSource / upsertCasesFromSource), for the command line and the operator's upload.
 *
 * Every row has passed the shared rules before the first write, so a file that cannot be imported
 * changes nothing. The writes then go in chunks of IMPORT_CHUNK rows, one transaction each: on
 * SQLite a transaction holds the database's only write lock, and a 10 000-row import in one
 * transaction would keep every other writer (a request, an operator's edit, another process)
 * waiting past WRITER_WAIT_MS. A chunk is idempotent, so a run cut short (a crash, a lost database)
 * is completed by running it again; it never withdraws anything (`--full` withdraws in the last
 * chunk, after every record of the feed is in) and it leaves an `import.interrupted` audit event.
 * The preview (dryRun) runs the same chunks and rolls each back.
 */
import { GRANT_FIELD_LABELS } from '@portal/shared/grants/fields';
import { CASE_FIELD_LABELS } from '@portal/shared/cases/validation';
import type { CaseValues } from '@portal/shared/cases/validation';
import type { GrantValues } from '@portal/shared/grants/validation';
import type { DataSource, EntityManager } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { upsertCasesFromSource } from '../case/case-source';
import { refreshTouched, type Touched } from '../editorial/search-sync';
import type { ImportResult } from '../editorial/import-result';
import { upsertGrantsFromSource } from '../grant/grant-source';
import type { PortalSearch } from '../sections';
import type { FileStorage } from '../../storage/storage';
import { importedFileKey, storeImportedFiles } from './import-files';
import { prepareCaseSheet } from './import-prepare-cases';
import { prepareGrantSheet, prepareJGrantsFile } from './import-prepare';
import { readImportUpload } from './import-uploads';
import {
  isImportKind,
  SOURCE_OF,
  type ImportKind,
  type ImportCounts,
  type ImportReport,
  type ImportRowReport,
  type PreparedImport,
} from './import.types';

/** Rows per transaction (docs/operations.md, "Imports": the measured write time of one). */
export const IMPORT_CHUNK = 100;

/**
 * The pause after each chunk's commit: another process waiting for SQLite's write lock retries
 * every 25 ms at most (db/sqlite-writer.ts), so a chunk begun at once after the last would take the
 * lock again before it and starve it past its 5 s wait.
 */
export const CHUNK_PAUSE_MS = 50;

export interface ImportActor {
  /** The operator's uid; null for the command line. */
  uid: string | null;
  /** How revisions name the importer: `import:jgrants`, `import:csv`. */
  label: string;
}

export interface RunOptions {
  full: boolean;
  dryRun: boolean;
  actor: ImportActor;
  now?: Date;
}

/** Rows an operator's report lists (changes first); a 10 000-row feed's unchanged rows are counted only. */
export const IMPORT_ROWS_LISTED = 500;
const LIST_ORDER = ['refused', 'created', 'updated', 'withdrawn', 'unchanged'];

export interface UploadInput {
  kind: string;
  file: string;
  fileName: string;
  full: boolean;
}

class RolledBack extends Error {}

const FIELD_LABELS: Record<string, string> = {
  ...CASE_FIELD_LABELS,
  ...GRANT_FIELD_LABELS,
  status: '公開状態',
  sourceUrl: '出典URL',
};

export class ImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    /** The app process's search (re-read at once after a run); the command line has none. */
    private readonly search: PortalSearch | null,
    private readonly chunkSize = IMPORT_CHUNK,
  ) {}

  /** A file as read for an import of `kind`: every row judged, nothing written. */
  prepare(kind: ImportKind, bytes: Buffer, fileLabel: string, now = new Date()): Promise<PreparedImport> {
    if (kind === 'jgrants') return Promise.resolve(prepareJGrantsFile(bytes, fileLabel, now));
    if (kind === 'grants') return prepareGrantSheet(bytes, fileLabel);
    return prepareCaseSheet(this.dataSource, bytes, fileLabel);
  }

  /** The operator's uploaded file: its preview (dryRun) or its run, which also removes the file. */
  async fromUpload(
    caller: Caller,
    input: UploadInput,
    options: { dryRun: boolean },
  ): Promise<ImportReport & { rowsOmitted: number }> {
    if (caller.role !== 'operator' || !caller.viewer) throw appError('FORBIDDEN');
    if (!isImportKind(input.kind))
      throw invalidInput({ kind: '取り込む内容は jgrants・grants・cases のいずれかで指定してください' });
    const bytes = await readImportUpload(this.storage, caller, input.file);
    const prepared = await this.prepare(input.kind, bytes, input.fileName || 'ファイル');
    const report = await this.run(prepared, {
      full: input.full,
      dryRun: options.dryRun,
      actor: { uid: caller.viewer.uid, label: caller.viewer.uid },
    });
    if (!options.dryRun) await this.storage.remove(input.file);
    const rows = [...report.rows].sort((a, b) => LIST_ORDER.indexOf(a.outcome) - LIST_ORDER.indexOf(b.outcome));
    return {
      ...report,
      rows: rows.slice(0, IMPORT_ROWS_LISTED),
      rowsOmitted: Math.max(0, rows.length - IMPORT_ROWS_LISTED),
    };
  }

  async run(prepared: PreparedImport, options: RunOptions): Promise<ImportReport> {
    const now = options.now ?? new Date();
    const source = SOURCE_OF[prepared.kind];
    const files = options.dryRun ? new Map() : await storeImportedFiles(this.storage, source, prepared.rows);
    const keepIds = new Set([...prepared.rows, ...prepared.refused].map((row) => row.sourceId));
    const counts: ImportCounts = {
      created: 0,
      updated: 0,
      unchanged: 0,
      withdrawn: 0,
      refused: prepared.refused.length,
    };
    const reports: ImportRowReport[] = prepared.refused.map((r) => ({
      place: r.place,
      sourceId: r.sourceId,
      title: r.title,
      outcome: 'refused',
      fields: [],
      messages: r.messages,
    }));
    const touched: Touched[] = [];
    const chunks = Math.max(1, Math.ceil(prepared.rows.length / this.chunkSize));
    for (let index = 0; index < chunks; index++) {
      const rows = prepared.rows.slice(index * this.chunkSize, (index + 1) * this.chunkSize);
      const last = index === chunks - 1;
      try {
        await this.dataSource.transaction(async (manager) => {
          const result = await this.upsert(manager, prepared, rows, files, {
            full: last && options.full,
            keepIds,
            now,
            actor: options.actor.label,
          });
          add(counts, result);
          reports.push(...reportsOf(result, rows));
          if (last && !options.dryRun) await this.audit(manager, 'import.run', prepared, options, counts);
          if (options.dryRun) throw new RolledBack();
          touched.push(result.touched);
        });
        if (!last && !options.dryRun) await new Promise((resolve) => setTimeout(resolve, CHUNK_PAUSE_MS));
      } catch (error) {
        if (error instanceof RolledBack) continue;
        if (index > 0) await this.interrupted(prepared, options, counts).catch(() => undefined);
        throw error;
      }
    }
    if (this.search) for (const part of touched) await refreshTouched(this.search, part);
    return {
      kind: prepared.kind,
      fileLabel: prepared.fileLabel,
      full: options.full,
      dryRun: options.dryRun,
      counts,
      rows: reports,
    };
  }

  private upsert(
    manager: EntityManager,
    prepared: PreparedImport,
    rows: PreparedImport['rows'],
    files: Awaited<ReturnType<typeof storeImportedFiles>>,
    options: { full: boolean; keepIds: ReadonlySet<string>; now: Date; actor: string },
  ): Promise<ImportResult> {
    const common = { full: options.full, keepIds: options.keepIds, now: options.now, audit: false };
    const source = SOURCE_OF[prepared.kind];
    if (prepared.kind === 'cases') {
      const caseRows = rows.map((r) => ({
        sourceId: r.sourceId,
        sourceUrl: r.sourceUrl,
        values: r.values as CaseValues,
        publishedAt: r.publishedAt,
      }));
      return upsertCasesFromSource(manager, source, caseRows, options.actor, common);
    }
    const grantRows = rows.map((r) => ({
      sourceId: r.sourceId,
      sourceUrl: r.sourceUrl,
      values: r.values as GrantValues,
      publishedAt: r.publishedAt,
      attachments: r.files.map((f) => ({
        kind: f.kind,
        title: f.title,
        name: f.name,
        size: f.bytes.length,
        sha256: f.sha256,
        key: files.get(f.sha256) ?? importedFileKey(source, f.sha256),
      })),
    }));
    const sizeOf = async (key: string) => (await this.storage.stat(key))?.size ?? 0;
    return upsertGrantsFromSource(manager, source, grantRows, options.actor, { ...common, sizeOf });
  }

  private audit(
    manager: EntityManager,
    action: string,
    prepared: PreparedImport,
    options: RunOptions,
    counts: ImportCounts,
  ): Promise<void> {
    return recordAudit(manager, {
      actorUid: options.actor.uid,
      action,
      entityType: 'import',
      entityId: prepared.kind,
      data: {
        source: SOURCE_OF[prepared.kind],
        file: prepared.fileLabel,
        full: options.full,
        actor: options.actor.label,
        ...counts,
      },
    });
  }

  /** What a run cut short had committed, so the audit log shows it and a rerun is known to be due. */
  private interrupted(prepared: PreparedImport, options: RunOptions, counts: ImportCounts): Promise<void> {
    return this.dataSource.transaction((manager) =>
      this.audit(manager, 'import.interrupted', prepared, options, counts),
    );
  }
}

function add(counts: ImportCounts, result: ImportResult): void {
  counts.created += result.created;
  counts.updated += result.updated;
  counts.unchanged += result.unchanged;
  counts.withdrawn += result.withdrawn;
  counts.refused += result.refused;
}

function reportsOf(result: ImportResult, rows: PreparedImport['rows']): ImportRowReport[] {
  const bySourceId = new Map(rows.map((row) => [row.sourceId, row]));
  return result.outcomes.map((outcome) => {
    const row = bySourceId.get(outcome.sourceId);
    return {
      place: row?.place ?? null,
      sourceId: outcome.sourceId,
      title: row?.title ?? outcome.title,
      outcome: outcome.outcome,
      fields: Object.keys(outcome.changes ?? {}).map((field) => FIELD_LABELS[field] ?? field),
      messages: [
        ...(row?.notes ?? []),
        ...Object.entries(outcome.errors ?? {}).map(
          ([field, message]) => `「${FIELD_LABELS[field] ?? field}」: ${message}`,
        ),
      ],
    };
  });
}
