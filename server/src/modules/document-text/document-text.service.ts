/**
 * Reads the text of stored PDFs for search: a grant's attachments (公募要領 and others) and a
 * vendor's document. A sweep takes the files that have no row in `file_texts` yet, reads each
 * (lib/pdf-text), keeps the text or how reading failed, and logs the records that carry the file
 * in the search change log, so every app process re-reads them with their documents' text. A
 * file that cannot be read is kept and reported, never fatal: its record is found by its other
 * fields. Whatever path stored the file (the operator's editor, an import, a vendor's listing,
 * the demo seed) is covered the same way.
 */
import type { Section } from '@portal/shared';
import type { DataSource } from 'typeorm';
import { extractPdfText, type PdfText } from '../../lib/pdf-text/pdf-text';
import type { FileStorage } from '../../storage/storage';
import { logSearchChanges } from '../search/search-changes';
import { FileText } from './file-text.entity';

/** 'skipped': a stand-in the demo seed drew, with nothing of a vendor's in it. */
export type FileTextStatus = PdfText['status'] | 'too-large' | 'missing' | 'skipped';

/** Larger files are not read (a 公募要領 is rarely above 10 MB); the record keeps the file. */
export const DOCUMENT_TEXT_MAX_BYTES = 30 * 1024 * 1024;

export interface FileTextOutcome {
  storageKey: string;
  status: FileTextStatus;
  section: Section;
  recordId: number;
}

interface PendingRow {
  storage_key: string;
  section: Section;
  record_id: number | string;
}

/** Files search would read that have no text row yet, a few at a time. */
async function pendingFiles(dataSource: DataSource, limit: number): Promise<PendingRow[]> {
  return (await dataSource.query(
    `SELECT storage_key, section, record_id FROM (
       SELECT s.document_key AS storage_key, 'solutions' AS section, s.id AS record_id
         FROM solutions s LEFT JOIN file_texts f ON f.storage_key = s.document_key
        WHERE s.document_key IS NOT NULL AND f.storage_key IS NULL
       UNION ALL
       SELECT a.storage_key AS storage_key, 'grants' AS section, a.grant_id AS record_id
         FROM grant_attachments a LEFT JOIN file_texts f ON f.storage_key = a.storage_key
        WHERE f.storage_key IS NULL
     ) pending
     LIMIT ?`,
    [limit],
  )) as PendingRow[];
}

/** Whether any file waits to be read (a read, so an idle sweep writes nothing). */
export async function hasPendingTexts(dataSource: DataSource): Promise<boolean> {
  return (await pendingFiles(dataSource, 1)).length > 0;
}

async function readFile(storage: FileStorage, key: string): Promise<Buffer | FileTextStatus> {
  const file = await storage.read(key);
  if (!file) return 'missing';
  if (file.size > DOCUMENT_TEXT_MAX_BYTES) {
    file.body.destroy();
    return 'too-large';
  }
  const parts: Buffer[] = [];
  for await (const part of file.body) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function keepText(dataSource: DataSource, key: string, result: PdfText | { status: FileTextStatus }) {
  const text = result.status === 'ok' && 'text' in result ? result.text : null;
  const pages = 'pages' in result ? result.pages : null;
  // Another process may have read the same file meanwhile: the first row stands.
  await dataSource
    .createQueryBuilder()
    .insert()
    .into(FileText)
    .values({ storageKey: key, status: result.status, text, pages })
    .orIgnore()
    .execute();
}

/**
 * One sweep: reads up to `limit` files and returns what became of each. The records that carry
 * them are logged as changed once their texts are kept.
 */
export async function readPendingTexts(
  dataSource: DataSource,
  storage: FileStorage,
  limit = 10,
): Promise<FileTextOutcome[]> {
  const pending = await pendingFiles(dataSource, limit);
  const outcomes: FileTextOutcome[] = [];
  const done = new Map<string, FileTextStatus>();
  for (const row of pending) {
    const key = row.storage_key;
    let status = done.get(key);
    if (!status) {
      const bytes = await readFile(storage, key);
      const result = typeof bytes === 'string' ? { status: bytes } : await extractPdfText(bytes);
      await keepText(dataSource, key, result);
      status = result.status;
      done.set(key, status);
    }
    outcomes.push({ storageKey: key, status, section: row.section, recordId: Number(row.record_id) });
  }
  for (const section of ['grants', 'solutions'] as const) {
    const ids = [...new Set(outcomes.filter((o) => o.section === section && o.status === 'ok').map((o) => o.recordId))];
    if (ids.length > 0) await logSearchChanges(dataSource, section, ids);
  }
  return outcomes;
}
