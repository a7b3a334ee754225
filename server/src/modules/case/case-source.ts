/**
 * Cases from a source (a CSV or Excel file), as grants are imported (grant-source.ts): inside
 * the importer's one transaction, upserted by source and source id after the form's rules and the
 * references only the database can check (the municipality in the master, published listings and
 * grants); a refused row writes nothing. Images are not imported (the operator adds them).
 */
import { createHash } from 'node:crypto';
import { CASE_MESSAGES, normalizeCase, validateCase, type CaseValues } from '@portal/shared/cases/validation';
import type { RecordSource } from '@portal/shared/editorial/publication';
import { type EntityManager, In } from 'typeorm';
import { recordAudit } from '../audit/audit.service';
import { wholeSeconds } from '../editorial/publication';
import { diffValues, recordRevision } from '../editorial/revisions';
import { logTouched, type Touched } from '../editorial/search-sync';
import { Grant } from '../grant/grant.entity';
import { SOURCE_WITHDRAWN_REASON, type ImportResult } from '../grant/grant-source';
import { Municipality } from '../municipality/municipality.entity';
import { Solution } from '../solution/solution.entity';
import { applyContent, grantIdsOf, snapshotOf, syncGrants } from './case-content';
import { Case } from './case.entity';

export interface CaseSourceRow {
  sourceId: string;
  sourceUrl?: string | null;
  /** The case's fields; `values.images` is ignored. */
  values: CaseValues;
}

const DUPLICATE = { sourceId: 'この取り込みの中で同じIDが重複しています' };

export async function upsertCasesFromSource(
  manager: EntityManager,
  source: Exclude<RecordSource, 'portal'>,
  rows: readonly CaseSourceRow[],
  actor: string,
  options: { full: boolean; now: Date },
): Promise<ImportResult> {
  const result: ImportResult = {
    created: 0,
    updated: 0,
    unchanged: 0,
    withdrawn: 0,
    refused: 0,
    refusals: [],
    touched: {},
  };
  const refuse = (sourceId: string, errors: Record<string, string>) => {
    result.refused += 1;
    result.refusals.push({ sourceId, errors });
  };
  const seen = new Set<string>();
  const changed: number[] = [];
  const solutions = new Set<number>();
  const revision = { kind: 'case' as const, actor, actorUid: null };

  for (const row of rows) {
    const sourceId = row.sourceId.trim();
    if (sourceId === '' || seen.has(sourceId)) {
      refuse(sourceId, DUPLICATE);
      continue;
    }
    seen.add(sourceId);
    const values: CaseValues = { ...row.values, images: [] };
    const errors = validateCase(values, { submit: true });
    const content = normalizeCase(values, options.now);
    const municipality = content.municipalityCode
      ? await manager.getRepository(Municipality).findOneBy({ code: content.municipalityCode })
      : null;
    if (!errors.municipalityCode && !municipality) errors.municipalityCode = CASE_MESSAGES.municipalityUnknown;
    if (content.solutionId !== null) {
      const [solution] = await manager
        .getRepository(Solution)
        .find({ where: { id: content.solutionId, status: 'published' }, relations: { company: true } });
      if (!solution) errors.solutionId = CASE_MESSAGES.solutionUnknown;
      else {
        content.solutionName ??= solution.title;
        content.vendorName ??= solution.company.name;
      }
    }
    if (content.grantIds.length > 0) {
      const found = await manager
        .getRepository(Grant)
        .count({ where: { id: In(content.grantIds), status: 'published' } });
      if (found !== content.grantIds.length) errors.grantIds = CASE_MESSAGES.grantUnknown;
    }
    if (Object.keys(errors).length > 0) {
      refuse(sourceId, errors);
      continue;
    }
    const sourceUrl = row.sourceUrl?.trim() || null;
    const [record] = await manager.getRepository(Case).find({
      where: { source, sourceId },
      relations: { categories: true, areas: true },
    });
    if (!record) {
      const created = manager.getRepository(Case).create({
        uid: `${source}-${createHash('sha256').update(sourceId).digest('hex').slice(0, 24)}`,
        status: 'published',
        publishedAt: wholeSeconds(options.now),
        source,
        sourceId,
        sourceUrl,
      });
      applyContent(created, content, { municipality, images: [] });
      const saved = await manager.save(created);
      await syncGrants(manager, saved.id, content.grantIds);
      const changes = diffValues(null, { ...snapshotOf(saved, content.grantIds)!, sourceUrl });
      await recordRevision(manager, { ...revision, recordId: saved.id, action: 'import', changes }, { audit: false });
      result.created += 1;
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
      result.unchanged += 1;
      continue;
    }
    if (comesBack) Object.assign(record, { status: 'published', withdrawnReason: null });
    await manager.save(record);
    await syncGrants(manager, record.id, content.grantIds);
    await recordRevision(manager, { ...revision, recordId: record.id, action: 'import', changes }, { audit: false });
    result.updated += 1;
    changed.push(record.id);
    for (const id of [previousSolution, record.solutionId]) if (id !== null) solutions.add(id);
  }

  if (options.full) {
    const shown = await manager.getRepository(Case).find({
      select: { id: true, sourceId: true, status: true, solutionId: true },
      where: { source, status: In(['published', 'scheduled']) },
    });
    for (const record of shown.filter((c) => !seen.has(c.sourceId ?? ''))) {
      await manager
        .getRepository(Case)
        .update(record.id, { status: 'withdrawn', withdrawnReason: SOURCE_WITHDRAWN_REASON });
      const changes = { status: [record.status, 'withdrawn'] as [unknown, unknown] };
      await recordRevision(
        manager,
        { ...revision, recordId: record.id, action: 'withdraw', changes, reason: SOURCE_WITHDRAWN_REASON },
        { audit: false },
      );
      result.withdrawn += 1;
      changed.push(record.id);
      if (record.solutionId !== null) solutions.add(record.solutionId);
    }
  }
  result.touched = { cases: changed, solutions: [...solutions] } satisfies Touched;
  await logTouched(manager, result.touched);
  const { touched: _touched, refusals: _refusals, ...counts } = result;
  await recordAudit(manager, {
    actorUid: actor.includes(':') ? null : actor,
    action: 'case.imported',
    entityType: 'case-import',
    entityId: source,
    data: { actor, full: options.full, rows: rows.length, ...counts },
  });
  return result;
}
