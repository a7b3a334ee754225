/**
 * Zero-result help: the filters whose removal alone would give results (`relaxations` of a
 * search), worded for a button 「『関東』を外すと 12 件」 and turned into the criteria without it.
 */
import type { SearchCriteria, Section } from '@portal/shared';
import { conditionRows } from '../components/applied-conditions';

export interface RelaxationLike {
  filter: string;
  count: number;
}

export interface Relaxation {
  /** What is dropped, as the applied conditions word it (「関東」, 「2023年度〜」). */
  label: string;
  count: number;
  criteria: SearchCriteria;
}

const LIST_FILTERS = ['categories', 'affiliations', 'organizations', 'cities', 'populations'] as const;

function without(criteria: SearchCriteria, filter: string): SearchCriteria | null {
  if (filter === 'sameSize') return criteria.sameSize ? { ...criteria, sameSize: null } : null;
  if (filter === 'years') {
    if (criteria.yearsLower == null && criteria.yearsUpper == null) return null;
    return { ...criteria, yearsLower: null, yearsUpper: null };
  }
  const key = LIST_FILTERS.find((k) => k === filter);
  if (!key || !criteria[key]?.length) return null;
  return { ...criteria, [key]: null };
}

/** The relaxations that help (a count above 0), most results first. */
export function relaxationsOf(
  section: Section,
  criteria: SearchCriteria,
  relaxations: readonly RelaxationLike[] | undefined,
): Relaxation[] {
  const out: Relaxation[] = [];
  for (const relaxation of relaxations ?? []) {
    const relaxed = relaxation.count > 0 ? without(criteria, relaxation.filter) : null;
    if (!relaxed) continue;
    // The row that disappears when the filter is dropped is the one that names it.
    const kept = new Set(conditionRows(section, relaxed).map((row) => row.term));
    const row = conditionRows(section, criteria).find((r) => !kept.has(r.term));
    if (!row) continue;
    out.push({ label: row.description, count: relaxation.count, criteria: relaxed });
  }
  return out.sort((a, b) => b.count - a.count);
}
