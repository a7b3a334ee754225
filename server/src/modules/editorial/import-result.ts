/**
 * What an import call reports, shared by grants and cases: counts, a line per row (the operator's
 * preview lists them: 新規 / 更新 / 変更なし / 公開停止 / エラー) and what the search must re-read.
 */
import type { EntityManager } from 'typeorm';
import { recordAudit } from '../audit/audit.service';
import type { RecordKind, RevisionChanges } from './record-revision.entity';
import { logTouched, type Touched } from './search-sync';

/** The reason a record withdrawn by a full import carries (and how a later run knows to bring it back). */
export const SOURCE_WITHDRAWN_REASON = '取り込み元の一覧に含まれなくなったため';

export const DUPLICATE_ROW = { sourceId: 'この取り込みの中で同じIDが重複しています' };

export type ImportOutcomeKind = 'created' | 'updated' | 'unchanged' | 'withdrawn' | 'refused';

export interface ImportOutcome {
  sourceId: string;
  outcome: ImportOutcomeKind;
  recordId: number | null;
  title: string;
  changes?: RevisionChanges;
  errors?: Record<string, string>;
}

export interface ImportRefusal {
  sourceId: string;
  /** Field → Japanese message, as the form shows them. */
  errors: Record<string, string>;
}

export interface ImportOptions {
  /** Withdraw the source's published records that the feed lacks. */
  full: boolean;
  /** One audit event for this call (the default); an importer writing its own per run passes false. */
  audit?: boolean;
  /**
   * Every source id of the whole feed, when it is imported in several calls: `full` withdraws
   * what this set lacks rather than what this call's rows lack (pass it with the last call).
   */
  keepIds?: ReadonlySet<string>;
}

export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  refused: number;
  refusals: ImportRefusal[];
  outcomes: ImportOutcome[];
  /** What the search must re-read (already in the change log). */
  touched: Touched;
}

export function emptyResult(): ImportResult {
  return { created: 0, updated: 0, unchanged: 0, withdrawn: 0, refused: 0, refusals: [], outcomes: [], touched: {} };
}

/** Counts the row and lists it. */
export function tally(result: ImportResult, outcome: ImportOutcome): void {
  result[outcome.outcome] += 1;
  result.outcomes.push(outcome);
  if (outcome.outcome === 'refused') result.refusals.push({ sourceId: outcome.sourceId, errors: outcome.errors ?? {} });
}

/** The change log and (unless the importer writes its own) the run's audit event, in its transaction. */
export async function finishImport(
  manager: EntityManager,
  kind: RecordKind,
  source: string,
  actor: string,
  rows: number,
  options: ImportOptions,
  result: ImportResult,
): Promise<ImportResult> {
  await logTouched(manager, result.touched);
  if (options.audit === false) return result;
  const { created, updated, unchanged, withdrawn, refused } = result;
  await recordAudit(manager, {
    actorUid: actor.includes(':') ? null : actor,
    action: `${kind}.imported`,
    entityType: `${kind}-import`,
    entityId: source,
    data: { actor, full: options.full, rows, created, updated, unchanged, withdrawn, refused },
  });
  return result;
}
