/**
 * A resubmitted proposal against the version the operator returned, field by field
 * (lib/text-diff.ts), labelled as the case form labels them; ids are shown as their names.
 */
import { findCategory } from '@portal/shared';
import { CASE_FIELD_LABELS } from '@portal/shared/cases/validation';
import { fieldDiffs, type DiffField, type FieldDiff } from '@/lib/text-diff';
import type { ProposalValues } from './api/proposal-values';

type Values = ProposalValues;
const L = CASE_FIELD_LABELS;

const FIELDS: readonly DiffField<Values>[] = [
  { label: '導入したソリューション', text: (v) => v.solutionTitle ?? (v.solutionId ? `ID ${v.solutionId}` : '') },
  { label: '導入した自治体', text: (v) => v.municipality },
  { label: L.organizationName, text: (v) => v.organizationName },
  { label: L.title, text: (v) => v.title },
  { label: L.summary, text: (v) => v.summary },
  { label: L.categoryIds, text: (v) => v.categoryIds.map((id) => findCategory(id)?.name ?? id).join('、') },
  { label: '導入年度', text: (v) => v.fiscalYear },
  { label: L.background, text: (v) => v.background },
  { label: L.approach, text: (v) => v.approach },
  { label: L.outcome, text: (v) => v.outcome },
  { label: `${L.initialCost}（円）`, text: (v) => v.initialCost },
  { label: `${L.annualCost}（円）`, text: (v) => v.annualCost },
  { label: `${L.subsidyAmount}（円）`, text: (v) => v.subsidyAmount },
  { label: `${L.periodMonths}（か月）`, text: (v) => v.periodMonths },
  {
    label: L.kpis,
    text: (v) => v.kpis.map((k) => `${k.label}：${k.before || '—'} → ${k.after || '—'} ${k.unit}`).join('\n'),
    lines: true,
  },
  { label: L.grantIds, text: (v) => v.grants.map((g) => g.title || `ID ${g.id}`).join('\n'), lines: true },
  {
    label: L.images,
    text: (v) => v.images.map((image) => `${image.file.name}（${image.alt}）`).join('\n'),
    lines: true,
  },
];

export function proposalDiff(returned: Values, resubmitted: Values): FieldDiff[] {
  return fieldDiffs(FIELDS, returned, resubmitted);
}
