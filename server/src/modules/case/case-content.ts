/**
 * A case's editable content between the entity and the shared rules: what the server derives
 * (the implementing body and the area from the municipality master, the solution's names from
 * the listing), the snapshot a revision compares, and the grants that funded it.
 */
import type { CaseContent, CaseValues } from '@portal/shared/cases/validation';
import { type EntityManager, In } from 'typeorm';
import type { Area } from '../area/area.entity';
import type { Category } from '../category/category.entity';
import { CaseGrant } from '../links/links.entity';
import type { Touched } from '../editorial/search-sync';
import type { Municipality } from '../municipality/municipality.entity';
import type { Case, StoredCaseImage } from './case.entity';

export type CaseSnapshot = Record<string, unknown>;

/** What the server knows better than the form: the municipality's body and prefecture. */
export interface CaseDerived {
  municipality: Municipality | null;
  images: StoredCaseImage[];
}

export function applyContent(record: Case, content: CaseContent, derived: CaseDerived): void {
  const { grantIds: _grants, images: _images, categoryIds, ...columns } = content;
  Object.assign(record, columns);
  const { municipality } = derived;
  // A prefecture's case is the prefecture's own project; any other code is a municipality's.
  record.organization = municipality?.kind === 'prefecture' ? 'prefecture' : 'municipality';
  record.categories = categoryIds.map((id) => ({ id }) as Category);
  record.areas = municipality ? [{ id: municipality.prefectureId } as Area] : [];
  record.imageList = derived.images;
}

export function snapshotOf(record: Case | null, grantIds: readonly number[]): CaseSnapshot | null {
  if (!record) return null;
  return {
    title: record.title,
    summary: record.summary,
    municipalityCode: record.municipalityCode,
    organizationName: record.organizationName,
    categoryIds: (record.categories ?? []).map((c) => c.id).sort(),
    fiscalYear: record.fiscalYear,
    solutionId: record.solutionId,
    solutionName: record.solutionName,
    vendorName: record.vendorName,
    background: record.background,
    approach: record.approach,
    outcome: record.outcome,
    initialCost: record.initialCost,
    annualCost: record.annualCost,
    subsidyAmount: record.subsidyAmount,
    periodMonths: record.periodMonths,
    kpis: record.kpis ?? [],
    grantIds: [...grantIds].sort((a, b) => a - b),
    images: (record.imageList ?? []).map((image) => ({ name: image.name, alt: image.alt })),
  };
}

export async function grantIdsOf(manager: EntityManager, caseId: number): Promise<number[]> {
  const rows = await manager.getRepository(CaseGrant).find({ where: { caseId } });
  return rows.map((row) => row.grantId).sort((a, b) => a - b);
}

/** Makes the case's funding grants the list given. */
export async function syncGrants(manager: EntityManager, caseId: number, grantIds: readonly number[]): Promise<void> {
  const repository = manager.getRepository(CaseGrant);
  const current = await grantIdsOf(manager, caseId);
  const removed = current.filter((id) => !grantIds.includes(id));
  const added = grantIds.filter((id) => !current.includes(id));
  if (removed.length > 0) await repository.delete({ caseId, grantId: In(removed) });
  if (added.length > 0) await repository.insert(added.map((grantId) => ({ caseId, grantId })));
}

/** The cases and the listings whose 同規模 facet reads them (solution.read-model.ts). */
export function touchedByCase(record: Pick<Case, 'id' | 'solutionId'>, previousSolution: number | null): Touched {
  const solutions = [...new Set([record.solutionId, previousSolution])].filter((id): id is number => id !== null);
  return { cases: [record.id], solutions };
}

/** The stored case as the form's values (what publishing checks). */
export function valuesOfCase(record: Case, grantIds: readonly number[]): CaseValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    ...(snapshotOf(record, grantIds) as CaseValues),
    fiscalYear: String(record.fiscalYear),
    solutionId: record.solutionId === null ? '' : String(record.solutionId),
    initialCost: text(record.initialCost),
    annualCost: text(record.annualCost),
    subsidyAmount: text(record.subsidyAmount),
    periodMonths: text(record.periodMonths),
    kpis: (record.kpis ?? []).map((k) => ({
      label: k.label,
      unit: k.unit,
      before: text(k.before),
      after: text(k.after),
    })),
    grantIds: grantIds.map(String),
    images: (record.imageList ?? []).map((image) => ({
      file: { key: image.key, name: image.name, kind: image.kind },
      alt: image.alt,
    })),
  };
}
