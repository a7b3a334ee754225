/**
 * A grant's editable content between the entity and the shared rules: applying normalized values
 * to the entity, the snapshot a revision compares, and the attachments' rows kept in step with the
 * form's list (matched by storage key: a kept file keeps its row and its extracted text).
 */
import type { GrantContent } from '@portal/shared/grants/validation';
import type { EntityManager } from 'typeorm';
import type { Area } from '../area/area.entity';
import type { Category } from '../category/category.entity';
import { GrantAttachment } from './grant-attachment.entity';
import type { Grant } from './grant.entity';

/** An attachment as the service stores it: the file is already in the storage. */
export interface AttachmentFile {
  kind: string;
  title: string;
  key: string;
  name: string;
  /** Known to an importer; read from the storage otherwise. */
  size?: number;
  sha256?: string | null;
}

export type GrantSnapshot = Record<string, unknown>;

/** The columns of the content (the attachments are rows of their own). */
export function applyContent(grant: Grant, content: GrantContent): void {
  const { attachments: _attachments, categoryIds, areaIds, ...columns } = content;
  Object.assign(grant, columns);
  grant.categories = categoryIds.map((id) => ({ id }) as Category);
  grant.areas = areaIds.map((id) => ({ id }) as Area);
}

/** An attachment as a revision compares it; the content hash when known, so a changed PDF is a change. */
export function attachmentEntry(kind: string, title: string, fileName: string, sha256?: string | null) {
  return { kind, title, fileName, ...(sha256 ? { sha256 } : {}) };
}

/** What a revision compares: the form's fields as stored, attachments by kind, title and file. */
export function snapshotOf(grant: Grant | null, attachments: readonly GrantAttachment[]): GrantSnapshot | null {
  if (!grant) return null;
  return {
    title: grant.title,
    description: grant.description,
    issuer: grant.issuer,
    organization: grant.organization,
    ministry: grant.ministry,
    applicantKinds: grant.applicantKinds ?? [],
    targetBodies: grant.targetBodies ?? [],
    targetCityKinds: grant.targetCityKinds ?? [],
    categoryIds: (grant.categories ?? []).map((c) => c.id).sort(),
    areaIds: (grant.areas ?? []).map((a) => a.id).sort(),
    fiscalYear: grant.fiscalYear,
    budgetKind: grant.budgetKind,
    subsidyRateText: grant.subsidyRateText,
    amountText: grant.amountText,
    amountMax: grant.amountMax,
    eligibleCosts: grant.eligibleCosts,
    targetText: grant.targetText,
    applicationStart: grant.applicationStart,
    applicationStartTime: grant.applicationStartTime,
    applicationEnd: grant.applicationEnd,
    applicationEndTime: grant.applicationEndTime,
    url: grant.url,
    guidelineUrl: grant.guidelineUrl,
    contact: grant.contact,
    attachments: [...attachments]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((a) => attachmentEntry(a.kind, a.title, a.fileName, a.sha256)),
  };
}

export function attachmentsOf(manager: EntityManager, grantId: number): Promise<GrantAttachment[]> {
  return manager.getRepository(GrantAttachment).find({ where: { grantId }, order: { sortOrder: 'ASC', id: 'ASC' } });
}

/**
 * Makes the grant's attachment rows the list given, in its order: a file already attached keeps
 * its row (and its extracted text), a new one gets a row, a file no longer listed loses its row
 * (the file itself goes with the next clean-up of unattached uploads). Returns the rows now held.
 */
export async function syncAttachments(
  manager: EntityManager,
  grantId: number,
  wanted: readonly AttachmentFile[],
  sizeOf: (key: string) => Promise<number>,
): Promise<GrantAttachment[]> {
  const repository = manager.getRepository(GrantAttachment);
  const existing = await attachmentsOf(manager, grantId);
  const byKey = new Map(existing.map((row) => [row.storageKey, row]));
  const kept = new Set<number>();
  const rows: GrantAttachment[] = [];
  for (const [sortOrder, file] of wanted.entries()) {
    const row = byKey.get(file.key);
    if (row && !kept.has(row.id)) {
      kept.add(row.id);
      if (row.kind !== file.kind || row.title !== file.title || row.sortOrder !== sortOrder) {
        await repository.update(row.id, { kind: file.kind, title: file.title, sortOrder });
      }
      rows.push(Object.assign(row, { kind: file.kind, title: file.title, sortOrder }));
      continue;
    }
    const created = repository.create({
      grantId,
      kind: file.kind,
      title: file.title,
      storageKey: file.key,
      fileName: file.name,
      size: file.size ?? (await sizeOf(file.key)),
      sha256: file.sha256 ?? null,
      sortOrder,
    });
    rows.push(await repository.save(created));
  }
  const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length > 0) await repository.delete(removed);
  return rows;
}
