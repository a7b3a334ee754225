/**
 * An import between reading its file and writing it: every row read, mapped to form values and
 * judged by the shared rules before anything is written, so a file that cannot be imported changes
 * nothing and the preview shows what a run would do.
 */
import type { CaseValues } from '@portal/shared/cases/validation';
import type { ImportOutcome } from '@portal/shared/imports/outcomes';
import type { GrantValues } from '@portal/shared/grants/validation';
import type { DecodedFile } from './jgrants/jgrants-mapper';

/** jgrants: a jGrants feed; grants / cases: the operator's spreadsheet. */
export const IMPORT_KINDS = ['jgrants', 'grants', 'cases'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export function isImportKind(value: unknown): value is ImportKind {
  return typeof value === 'string' && (IMPORT_KINDS as readonly string[]).includes(value);
}

/** The records' source: upserts match on it and the source id. */
export const SOURCE_OF: Record<ImportKind, 'jgrants' | 'csv'> = { jgrants: 'jgrants', grants: 'csv', cases: 'csv' };

export interface PreparedRow {
  /** 「17行目」 or 「3件目（id: a0W…）」. */
  place: string;
  sourceId: string;
  sourceUrl: string | null;
  title: string;
  values: GrantValues | CaseValues;
  /** jGrants' PDFs, decoded; stored only when the run is for real. */
  files: DecodedFile[];
  notes: string[];
  /** When a record this row creates was published; the run's time if absent (the demo data sets its own). */
  publishedAt?: Date;
}

export interface PreparedRefusal {
  place: string;
  sourceId: string;
  title: string;
  /** Each naming its column or field. */
  messages: string[];
}

export interface PreparedImport {
  kind: ImportKind;
  /** How problems name the file: 「grants.csv」, 「jGrants API の一覧」. */
  fileLabel: string;
  rows: PreparedRow[];
  /** Records of a feed that cannot be placed (a spreadsheet with any refuses the whole file). */
  refused: PreparedRefusal[];
}

export type { ImportOutcome };

export interface ImportRowReport {
  place: string | null;
  sourceId: string;
  title: string;
  outcome: ImportOutcome;
  /** Japanese labels of the fields an update changes. */
  fields: string[];
  messages: string[];
}

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  refused: number;
}

export interface ImportReport {
  kind: ImportKind;
  fileLabel: string;
  full: boolean;
  /** True for the preview: computed as a run would, then rolled back. */
  dryRun: boolean;
  counts: ImportCounts;
  rows: ImportRowReport[];
}
