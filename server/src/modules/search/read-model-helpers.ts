/** Helpers the section read models share when turning rows into search documents. */
import { NATIONWIDE_AREA_ID, areaName, categoryLabel, findCategory, findRegionalGroup, foldCase } from '@portal/shared';
import type { DataSource } from 'typeorm';
import type { CategoryRef } from './search.types';
import { capitalRuns } from './letter-case';
import { FIELD_SEPARATOR } from './search-document';

const SQL_DATETIME = /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)(?:\.(\d{1,3})\d*)?$/;

/** SQLite returns datetimes as UTC text without a zone; MySQL (timezone 'Z') returns Dates. */
export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  // The form both databases store, read without Date's general (and slow) string parser.
  const parts = SQL_DATETIME.exec(text);
  if (parts) {
    const [, y, mo, d, h, mi, sec, ms = '0'] = parts;
    return new Date(Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +sec!, +ms.padEnd(3, '0')));
  }
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}

/**
 * Small shared values (category lists, area names, JSON id lists) are built once per distinct
 * input and shared by every document that has them: a section holds hundreds of thousands of
 * documents but only a few hundred such combinations, and the summaries keep them for life.
 */
function memo<T>(limit: number, make: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = make(key);
      if (cache.size < limit) cache.set(key, value);
    }
    return value;
  };
}

const parseShortList = memo(4096, (value): string[] => {
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? (Object.freeze(parsed as string[]) as string[]) : [];
});

export function parseJsonList(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  if (typeof value !== 'string' || value === '') return [];
  if (value.length <= 120) return parseShortList(value);
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? (parsed as string[]) : [];
}

/** Characters of a description a result list shows. */
export const EXCERPT_LENGTH = 120;

export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = `${flat.slice(0, length)}…`;
  // Flatten now: a slice keeps the whole description alive for as long as the summary lives.
  cut.charCodeAt(0);
  return cut;
}

/**
 * The start of `raw` that `excerpt(raw, length)` shows: whitespace runs count as the one space
 * they become there. Its normalised form is where the excerpt ends in a document's text.
 */
export function excerptedHead(raw: string, length = EXCERPT_LENGTH): string {
  const space = /\s/;
  let at = 0;
  while (at < raw.length && space.test(raw[at]!)) at++;
  for (let shown = 0; at < raw.length && shown < length; shown++) {
    if (space.test(raw[at]!)) while (at < raw.length && space.test(raw[at]!)) at++;
    else at++;
  }
  return raw.slice(0, at);
}

/**
 * A record's search text (search-document.ts), its list-visible part first: `listed`, the fields
 * its result-list entry shows (the title first), then `excerpted`, the field the entry shows the
 * start of (the description, whole here), then `detail`, the fields only its detail shows.
 * `listedLength` is where the part the list shows ends: after the excerpt's characters.
 */
export function documentText(
  listed: readonly (string | null | undefined)[],
  excerpted: string,
  detail: readonly (string | null | undefined)[],
): { text: string; capitals: string | null; listedLength?: number } {
  const whole = searchableText([...listed, excerpted, ...detail]);
  const fold = (parts: readonly (string | null | undefined)[]) =>
    foldCase(parts.filter(Boolean).join(FIELD_SEPARATOR).normalize('NFKC'));
  const shown = fold([...listed, excerptedHead(excerpted)]);
  // Normalising a field's start gives the start of the field normalised but for rare letters
  // that combine across the cut: then the list's own fields alone.
  const prefix = whole.text.startsWith(shown) ? shown : fold(listed);
  // Without a prefix (never seen), the index takes the title alone as what the list shows.
  return whole.text.startsWith(prefix) ? { ...whole, listedLength: prefix.length } : whole;
}

/** A document's search text and where its capitals were (search-document.ts). */
export function searchableText(parts: readonly (string | null | undefined)[]): {
  text: string;
  capitals: string | null;
} {
  // normalizeText in its two steps, so the capitals are read off the NFKC form between them.
  const shown = parts.filter(Boolean).join(FIELD_SEPARATOR).normalize('NFKC');
  const text = foldCase(shown);
  return { text, capitals: capitalRuns(shown, text) };
}

const expandKey = memo(4096, (key): string[] => {
  const out = new Set<string>();
  for (const id of key.split(',')) {
    const group = id === NATIONWIDE_AREA_ID ? undefined : findRegionalGroup(id);
    if (group) group.memberIds.forEach((m) => out.add(m));
    else out.add(id);
  }
  return Object.freeze([...out]) as string[];
});

/** Regional groups become their member prefectures; nationwide and prefectures stay. */
export function expandAreaIds(ids: readonly string[]): string[] {
  return ids.length === 0 ? [] : expandKey(ids.join(','));
}

const areaNamesOf = memo(
  4096,
  (key): string[] =>
    Object.freeze(
      key
        .split(',')
        .map((id) => areaName(id))
        .filter((name): name is string => Boolean(name)),
    ) as string[],
);

export function areaNames(ids: readonly string[]): string[] {
  return ids.length === 0 ? [] : areaNamesOf(ids.join(','));
}

const categoryRefsOf = memo(
  4096,
  (key): CategoryRef[] =>
    Object.freeze(
      key.split(',').map((id) => {
        const category = findCategory(id);
        return Object.freeze({ id, name: category ? categoryLabel(category) : id });
      }),
    ) as CategoryRef[],
);

export function categoryRefs(ids: readonly string[]): CategoryRef[] {
  return ids.length === 0 ? [] : categoryRefsOf(ids.join(','));
}

/** What the read models need of a database: its query method (a worker may bring a lighter one). */
export type Queryable = Pick<DataSource, 'query'>;

/**
 * Lives for one whole-section build, batch after batch: what every batch would otherwise ask the
 * database again (the published grants, the cases naming each solution) is read once into it.
 * Loads after a write (a few ids) have none and ask only about their own rows.
 */
export type BuildScope = Map<string, Promise<unknown>>;

/** `load`'s result, read once per build scope. */
export function onceInBuild<T>(scope: BuildScope, key: string, load: () => Promise<T>): Promise<T> {
  let value = scope.get(key) as Promise<T> | undefined;
  if (!value) scope.set(key, (value = load()));
  return value;
}

/** Loads owner → values from a join table, optionally for some owners only. */
export async function loadJoin(
  dataSource: Queryable,
  table: string,
  ownerColumn: string,
  valueColumn: string,
  ownerIds?: readonly number[],
): Promise<Map<number, string[]>> {
  const where = ownerIds ? ` WHERE ${ownerColumn} IN (${ownerIds.map(() => '?').join(',') || 'NULL'})` : '';
  const rows = (await dataSource.query(
    `SELECT ${ownerColumn} AS owner, ${valueColumn} AS value FROM ${table}${where}`,
    ownerIds ? [...ownerIds] : [],
  )) as { owner: number; value: string }[];
  const map = new Map<number, string[]>();
  for (const row of rows) {
    const owner = Number(row.owner);
    const list = map.get(owner);
    if (list) list.push(row.value);
    else map.set(owner, [row.value]);
  }
  // Sorted here rather than by the database: each list is a few ids, a sort of the whole result is not.
  for (const list of map.values()) if (list.length > 1) list.sort();
  return map;
}

export function idFilter(alias: string, ids?: readonly number[]): string {
  return ids ? ` AND ${alias}.id IN (${ids.map(() => '?').join(',') || 'NULL'})` : '';
}

/**
 * WHERE condition for published records, all or some ids. With ids the primary key must drive
 * the lookup: without table statistics SQLite prefers the (status, published_at) index and walks
 * the whole section for every batch (the status test inside CASE cannot use that index).
 */
export function publishedFilter(alias: string, ids?: readonly number[]): string {
  if (!ids) return `${alias}.status = 'published'`;
  const list = ids.map(() => '?').join(',') || 'NULL';
  return `${alias}.id IN (${list}) AND CASE WHEN ${alias}.status = 'published' THEN 1 ELSE 0 END = 1`;
}
