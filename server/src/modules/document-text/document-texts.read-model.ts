/**
 * The documents' text a record's search document carries (document-text.service.ts reads it):
 * a grant's attachments in their order, a solution's document. Only a record's detail readers
 * search it (it comes after the listed text), and only so much of it per record: the index holds
 * every character it is given, in memory, in every app process.
 */
import { DOCUMENT_MARK } from '../search/search-document';
import type { Queryable } from '../search/read-model-helpers';

/** Characters of document text kept per record in the search index. */
export const INDEXED_DOCUMENT_CHARS = 20_000;

const QUERIES = {
  grants: (filter: string) =>
    `SELECT a.grant_id AS record_id, t.text FROM grant_attachments a
       JOIN file_texts t ON t.storage_key = a.storage_key
      WHERE t.status = 'ok'${filter ? ` AND a.grant_id IN (${filter})` : ''}
      ORDER BY a.grant_id, a.sort_order, a.id`,
  solutions: (filter: string) =>
    `SELECT s.id AS record_id, t.text FROM solutions s
       JOIN file_texts t ON t.storage_key = s.document_key
      WHERE t.status = 'ok'${filter ? ` AND s.id IN (${filter})` : ''}`,
} as const;

/**
 * Record id → its documents' text, marked with DOCUMENT_MARK so a match there can be told from
 * one in the record's own fields (snippet.ts).
 */
export async function loadDocumentTexts(
  db: Queryable,
  section: keyof typeof QUERIES,
  ids?: readonly number[],
): Promise<Map<number, string>> {
  const filter = ids ? ids.map(() => '?').join(',') || 'NULL' : '';
  const rows = (await db.query(QUERIES[section](filter), ids ? [...ids] : [])) as {
    record_id: number | string;
    text: string | null;
  }[];
  const texts = new Map<number, string>();
  for (const row of rows) {
    const id = Number(row.record_id);
    const so = texts.get(id);
    const joined = so === undefined ? `${DOCUMENT_MARK}${row.text ?? ''}` : `${so} ${row.text ?? ''}`;
    texts.set(id, joined.slice(0, INDEXED_DOCUMENT_CHARS + 1));
  }
  return texts;
}
