/** The search read model: one document per published record, built from the database. */
import type { DateWindow } from './date-window';

export interface SearchDocument<S> {
  id: number;
  uid: string;
  /** Newest first: publishedAt in ms; ties broken by id. */
  sortKey: number;
  /** Normalised (NFKC, lower-case) searchable text; fields joined by \u0001 so terms never span two. */
  text: string;
  /** Where the text had capitals before it was folded, for snippets (letter-case.ts); null: none. */
  capitals?: string | null;
  /**
   * How long the start of `text` is that the record's result-list entry shows (title, issuer or
   * company, area names…, then the description up to the end of its excerpt): all a caller who
   * may not read the detail searches (auth/text-access.ts). Absent: the title alone.
   */
  listedLength?: number;
  categories: readonly string[];
  /** Prefecture ids with regional groups expanded, plus the nationwide id when marked nationwide. */
  areas: readonly string[];
  organization: string | null;
  cityKinds: readonly string[];
  populationBands: readonly string[];
  fiscalYear: number | null;
  /** 同規模 filter: `kind|band` of the case's municipality, or of those whose cases name a solution. */
  sizeClasses?: readonly string[];
  /** Grants: 所管省庁 id and 上限額 range id (shared/src/search/filters.ts). */
  ministry?: string | null;
  amountBand?: string | null;
  /** Sections a record links to (solutions: an eligible grant; cases: a funding grant). */
  links?: readonly string[];
  /** Grants: the application window as Japan day numbers (date-window.ts). */
  window?: DateWindow;
  /** What a result list shows, prepared once so a search needs no SQL. */
  summary: S;
}

export const FIELD_SEPARATOR = '\u0001';
/**
 * Starts the text of a record's documents (公募要領, a vendor's PDF), the last field of its text:
 * a match after it is 「資料内」 (snippet.ts).
 */
export const DOCUMENT_MARK = '\u0002';
