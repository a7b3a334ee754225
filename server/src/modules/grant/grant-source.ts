/**
 * Grants from a source (the jGrants feed, a CSV or Excel file): one call per import run, inside
 * the importer's one transaction, so a run is all or nothing. Each row is upserted by its source
 * and source id, never duplicated, after the same rules the operator's form runs; a row that
 * breaks them is refused (reported, nothing written for it). A row equal to what is stored is
 * left alone, so a second run of the same feed writes nothing but its audit event. With `full`,
 * the source's published grants missing from the rows are withdrawn; one that comes back later is
 * published again. Each created, updated or withdrawn grant gets a revision naming the actor, and
 * the run one audit event with its counts.
 */
import { createHash } from 'node:crypto';
import { wholeSeconds } from '@portal/shared';
import type { RecordSource } from '@portal/shared/editorial/publication';
import { normalizeGrant, validateGrant, type GrantValues } from '@portal/shared/grants/validation';
import { type EntityManager, In } from 'typeorm';
import { diffValues, recordRevision } from '../editorial/revisions';
import {
  DUPLICATE_ROW,
  emptyResult,
  finishImport,
  SOURCE_WITHDRAWN_REASON,
  tally,
  type ImportOptions,
  type ImportResult,
} from '../editorial/import-result';
import { touchedByGrants } from '../editorial/search-sync';
import { applyContent, attachmentEntry, snapshotOf, syncAttachments, type AttachmentFile } from './grant-content';
import { GrantAttachment } from './grant-attachment.entity';
import { Grant } from './grant.entity';

export interface GrantSourceRow {
  /** The record's id in the source (jGrants' `id`, a CSV's ID column). */
  sourceId: string;
  /** The record's page at the source (「出典」 links to it). */
  sourceUrl?: string | null;
  /** The grant's fields; `values.attachments` is ignored (files come as `attachments`). */
  values: GrantValues;
  /** Files the importer has already put in the storage, in order. */
  attachments?: readonly AttachmentFile[];
  /** The publication time of a grant this row creates (the demo data's own dates); the run's time if absent. */
  publishedAt?: Date;
}

async function existingOf(manager: EntityManager, source: string, ids: string[]): Promise<Map<string, Grant>> {
  const found = new Map<string, Grant>();
  for (let at = 0; at < ids.length; at += 500) {
    const grants = await manager.getRepository(Grant).find({
      where: { source, sourceId: In(ids.slice(at, at + 500)) },
      relations: { categories: true, areas: true },
    });
    const attachments = grants.length
      ? await manager.getRepository(GrantAttachment).find({
          where: { grantId: In(grants.map((g) => g.id)) },
          order: { sortOrder: 'ASC', id: 'ASC' },
        })
      : [];
    for (const grant of grants) {
      grant.attachments = attachments.filter((a) => a.grantId === grant.id);
      found.set(grant.sourceId!, grant);
    }
  }
  return found;
}

export async function upsertGrantsFromSource(
  manager: EntityManager,
  source: Exclude<RecordSource, 'portal'>,
  rows: readonly GrantSourceRow[],
  actor: string,
  options: ImportOptions & { now: Date; sizeOf: (key: string) => Promise<number> },
): Promise<ImportResult> {
  const result = emptyResult();
  const seen = new Set<string>();
  const ids = [...new Set(rows.map((row) => row.sourceId.trim()))].filter(Boolean);
  const existing = await existingOf(manager, source, ids);
  const changedIds: number[] = [];
  const revision = { kind: 'grant' as const, actor, actorUid: null };

  for (const row of rows) {
    const sourceId = row.sourceId.trim();
    const title = String(row.values.title ?? '').trim();
    const line = { sourceId, title, recordId: existing.get(sourceId)?.id ?? null };
    if (sourceId === '' || seen.has(sourceId)) {
      tally(result, { ...line, recordId: null, outcome: 'refused', errors: DUPLICATE_ROW });
      continue;
    }
    seen.add(sourceId);
    const files = row.attachments ?? [];
    const values: GrantValues = {
      ...row.values,
      attachments: files.map((f) => ({
        kind: f.kind,
        title: f.title,
        file: { key: f.key, name: f.name, kind: 'pdf' },
      })),
    };
    const errors = validateGrant(values, { submit: true });
    if (Object.keys(errors).length > 0) {
      tally(result, { ...line, outcome: 'refused', errors });
      continue;
    }
    const content = normalizeGrant(values, options.now);
    const grant = existing.get(sourceId);
    const sourceUrl = row.sourceUrl?.trim() || null;
    if (!grant) {
      const created = manager.getRepository(Grant).create({
        // Stable per record, so a database rebuilt from the same feed gives the same uids.
        uid: `${source}-${createHash('sha256').update(sourceId).digest('hex').slice(0, 24)}`,
        status: 'published',
        publishedAt: wholeSeconds(row.publishedAt ?? options.now),
        source,
        sourceId,
        sourceUrl,
      });
      applyContent(created, content);
      const saved = await manager.save(created);
      // A new grant has no attachment rows to compare with.
      const attached = files.length > 0 ? await syncAttachments(manager, saved.id, files, options.sizeOf) : [];
      const changes = diffValues(null, { ...snapshotOf(saved, attached)!, sourceUrl });
      await recordRevision(manager, { ...revision, recordId: saved.id, action: 'import', changes }, { audit: false });
      tally(result, { ...line, recordId: saved.id, outcome: 'created', changes });
      changedIds.push(saved.id);
      continue;
    }
    const before = { ...snapshotOf(grant, grant.attachments)!, sourceUrl: grant.sourceUrl };
    const comesBack = grant.status === 'withdrawn' && grant.withdrawnReason === SOURCE_WITHDRAWN_REASON;
    applyContent(grant, content);
    grant.sourceUrl = sourceUrl;
    const wanted = files.map((f) => attachmentEntry(f.kind, f.title, f.name, f.sha256));
    const changes = diffValues(before, { ...snapshotOf(grant, [])!, attachments: wanted, sourceUrl });
    if (comesBack) changes.status = ['withdrawn', 'published'];
    if (Object.keys(changes).length === 0) {
      tally(result, { ...line, outcome: 'unchanged' });
      continue;
    }
    if (comesBack) Object.assign(grant, { status: 'published', withdrawnReason: null });
    await manager.save(grant);
    await syncAttachments(manager, grant.id, files, options.sizeOf);
    await recordRevision(manager, { ...revision, recordId: grant.id, action: 'import', changes }, { audit: false });
    tally(result, { ...line, outcome: 'updated', changes });
    changedIds.push(grant.id);
  }

  if (options.full) await withdrawMissing(manager, source, options.keepIds ?? seen, actor, result, changedIds);
  result.touched = await touchedByGrants(manager, changedIds);
  return finishImport(manager, 'grant', source, actor, rows.length, options, result);
}

/** A full feed: the source's grants still shown but absent from it are withdrawn. */
async function withdrawMissing(
  manager: EntityManager,
  source: string,
  keep: ReadonlySet<string>,
  actor: string,
  result: ImportResult,
  changedIds: number[],
): Promise<void> {
  const shown = await manager.getRepository(Grant).find({
    select: { id: true, sourceId: true, status: true, title: true },
    where: { source, status: In(['published', 'scheduled']) },
  });
  for (const grant of shown.filter((g) => !keep.has(g.sourceId ?? ''))) {
    await manager
      .getRepository(Grant)
      .update({ id: grant.id }, { status: 'withdrawn', withdrawnReason: SOURCE_WITHDRAWN_REASON });
    const changes = { status: [grant.status, 'withdrawn'] as [unknown, unknown] };
    await recordRevision(
      manager,
      {
        kind: 'grant',
        recordId: grant.id,
        action: 'withdraw',
        changes,
        actor,
        actorUid: null,
        reason: SOURCE_WITHDRAWN_REASON,
      },
      { audit: false },
    );
    tally(result, {
      sourceId: grant.sourceId ?? '',
      title: grant.title,
      recordId: grant.id,
      outcome: 'withdrawn',
      changes,
    });
    changedIds.push(grant.id);
  }
}
