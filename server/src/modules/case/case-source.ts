/**
 * Cases from a source (a CSV or Excel file), as grants are imported (grant-source.ts): inside
 * the importer's one transaction, upserted by source and source id after the form's rules and the
 * references only the database can check (the municipality in the master, published listings and
 * grants); a refused row writes nothing. Images are not imported (the operator adds them).
 */
import { createHash } from 'node:crypto';
import { wholeSeconds } from '@portal/shared';
import { normalizeCase, validateCase, type CaseValues } from '@portal/shared/cases/validation';
import type { RecordSource } from '@portal/shared/editorial/publication';
import { type EntityManager, In } from 'typeorm';
import {
  DUPLICATE_ROW,
  emptyResult,
  finishImport,
  SOURCE_WITHDRAWN_REASON,
  tally,
  type ImportOptions,
  type ImportResult,
} from '../editorial/import-result';
import { diffValues, recordRevision } from '../editorial/revisions';
import { applyContent, grantIdsOf, snapshotOf, syncGrants } from './case-content';
import { checkReferences, referenceLookups } from './case-checks';
import { CaseGrant } from '../links/links.entity';
import { Case } from './case.entity';

export interface CaseSourceRow {
  sourceId: string;
  sourceUrl?: string | null;
  /** The case's fields; `values.images` is ignored. */
  values: CaseValues;
  /** The publication time of a case this row creates (the demo data's own dates); the run's time if absent. */
  publishedAt?: Date;
}

/** The source's cases the rows name, read in a few queries rather than one per row. */
async function existingOf(
  manager: EntityManager,
  source: string,
  rows: readonly CaseSourceRow[],
): Promise<Map<string, Case>> {
  const ids = [...new Set(rows.map((row) => row.sourceId.trim()))].filter(Boolean);
  const found = new Map<string, Case>();
  for (let at = 0; at < ids.length; at += 500) {
    const records = await manager.getRepository(Case).find({
      where: { source, sourceId: In(ids.slice(at, at + 500)) },
      relations: { categories: true, areas: true },
    });
    for (const record of records) found.set(record.sourceId!, record);
  }
  return found;
}

export async function upsertCasesFromSource(
  manager: EntityManager,
  source: Exclude<RecordSource, 'portal'>,
  rows: readonly CaseSourceRow[],
  actor: string,
  options: ImportOptions & { now: Date },
): Promise<ImportResult> {
  const result = emptyResult();
  const seen = new Set<string>();
  const changed: number[] = [];
  const solutions = new Set<number>();
  const revision = { kind: 'case' as const, actor, actorUid: null };
  const existing = await existingOf(manager, source, rows);
  const lookups = await referenceLookups(
    manager,
    rows.map((row) => normalizeCase({ ...row.values, images: [] }, options.now)),
  );

  for (const row of rows) {
    const sourceId = row.sourceId.trim();
    const line = { sourceId, title: String(row.values.title ?? '').trim(), recordId: null };
    if (sourceId === '' || seen.has(sourceId)) {
      tally(result, { ...line, outcome: 'refused', errors: DUPLICATE_ROW });
      continue;
    }
    seen.add(sourceId);
    const values: CaseValues = { ...row.values, images: [] };
    const errors = validateCase(values, { submit: true });
    const content = normalizeCase(values, options.now);
    const { municipality, errors: references } = await checkReferences(manager, content, {}, lookups);
    for (const [field, message] of Object.entries(references)) errors[field] ??= message;
    const record = existing.get(sourceId);
    if (Object.keys(errors).length > 0) {
      tally(result, { ...line, recordId: record?.id ?? null, outcome: 'refused', errors });
      continue;
    }
    const sourceUrl = row.sourceUrl?.trim() || null;
    if (!record) {
      const created = manager.getRepository(Case).create({
        uid: `${source}-${createHash('sha256').update(sourceId).digest('hex').slice(0, 24)}`,
        status: 'published',
        publishedAt: wholeSeconds(row.publishedAt ?? options.now),
        source,
        sourceId,
        sourceUrl,
      });
      applyContent(created, content, { municipality, images: [] });
      const saved = await manager.save(created);
      // A new case has no links to compare with.
      if (content.grantIds.length > 0) {
        await manager
          .createQueryBuilder()
          .insert()
          .into(CaseGrant)
          .values(content.grantIds.map((grantId) => ({ caseId: saved.id, grantId })))
          .updateEntity(false)
          .execute();
      }
      const changes = diffValues(null, { ...snapshotOf(saved, content.grantIds)!, sourceUrl });
      await recordRevision(manager, { ...revision, recordId: saved.id, action: 'import', changes }, { audit: false });
      tally(result, { ...line, recordId: saved.id, outcome: 'created', changes });
      changed.push(saved.id);
      if (saved.solutionId !== null) solutions.add(saved.solutionId);
      continue;
    }
    const before = { ...snapshotOf(record, await grantIdsOf(manager, record.id))!, sourceUrl: record.sourceUrl };
    const comesBack = record.status === 'withdrawn' && record.withdrawnReason === SOURCE_WITHDRAWN_REASON;
    const previousSolution = record.solutionId;
    applyContent(record, content, { municipality, images: record.imageList });
    record.sourceUrl = sourceUrl;
    const changes = diffValues(before, { ...snapshotOf(record, content.grantIds)!, sourceUrl });
    if (comesBack) changes.status = ['withdrawn', 'published'];
    if (Object.keys(changes).length === 0) {
      tally(result, { ...line, recordId: record.id, outcome: 'unchanged' });
      continue;
    }
    if (comesBack) Object.assign(record, { status: 'published', withdrawnReason: null });
    await manager.save(record);
    await syncGrants(manager, record.id, content.grantIds);
    await recordRevision(manager, { ...revision, recordId: record.id, action: 'import', changes }, { audit: false });
    tally(result, { ...line, recordId: record.id, outcome: 'updated', changes });
    changed.push(record.id);
    for (const id of [previousSolution, record.solutionId]) if (id !== null) solutions.add(id);
  }

  if (options.full) {
    const keep = options.keepIds ?? seen;
    const shown = await manager.getRepository(Case).find({
      select: { id: true, sourceId: true, status: true, solutionId: true, title: true },
      where: { source, status: In(['published', 'scheduled']) },
    });
    for (const record of shown.filter((c) => !keep.has(c.sourceId ?? ''))) {
      await manager
        .getRepository(Case)
        .update(record.id, { status: 'withdrawn', withdrawnReason: SOURCE_WITHDRAWN_REASON });
      const changes = { status: [record.status, 'withdrawn'] as [unknown, unknown] };
      await recordRevision(
        manager,
        { ...revision, recordId: record.id, action: 'withdraw', changes, reason: SOURCE_WITHDRAWN_REASON },
        { audit: false },
      );
      const line = { sourceId: record.sourceId ?? '', title: record.title, recordId: record.id };
      tally(result, { ...line, outcome: 'withdrawn', changes });
      changed.push(record.id);
      if (record.solutionId !== null) solutions.add(record.solutionId);
    }
  }
  result.touched = { cases: changed, solutions: [...solutions] };
  return finishImport(manager, 'case', source, actor, rows.length, options, result);
}
