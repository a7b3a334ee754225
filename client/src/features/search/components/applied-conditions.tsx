/** The conditions the results were found with, worded from the shared configuration. */
import {
  AMOUNT_BANDS,
  CITY_KINDS,
  GRANT_STATUSES,
  LINK_FILTERS,
  MINISTRIES,
  ORGANIZATIONS,
  POPULATION_BANDS,
  SAME_SIZE_LABEL,
  SECTION_FILTERS,
  categoryLabel,
  displayedAffiliationNames,
  findCategory,
  fiscalYearLabel,
  optionLabel,
  type FilterOption,
  type SearchCriteria,
  type Section,
} from '@portal/shared';

function labels(options: readonly FilterOption[], ids: readonly string[] | null | undefined): string {
  return (ids ?? []).map((id) => optionLabel(options, id) ?? id).join('、');
}

export function conditionRows(section: Section, criteria: SearchCriteria): { term: string; description: string }[] {
  const names = SECTION_FILTERS[section].labels;
  const rows: { term: string; description: string }[] = [];
  const add = (term: string | undefined, description: string) => {
    if (term && description) rows.push({ term, description });
  };
  add('キーワード', criteria.keyword?.trim() ?? '');
  add(
    names.categories,
    (criteria.categories ?? [])
      .map((id) => {
        const c = findCategory(id);
        return c ? categoryLabel(c) : id;
      })
      .join('、'),
  );
  add(names.links, labels(LINK_FILTERS[section], criteria.links));
  add(names.affiliations, displayedAffiliationNames(criteria.affiliations ?? []).join('、'));
  add(names.organizations, labels(ORGANIZATIONS, criteria.organizations));
  add(names.cities, labels(CITY_KINDS, criteria.cities));
  add(names.populations, labels(POPULATION_BANDS, criteria.populations));
  add(names.statuses, labels(GRANT_STATUSES, criteria.statuses));
  add(names.ministries, labels(MINISTRIES, criteria.ministries));
  add(names.amounts, labels(AMOUNT_BANDS, criteria.amounts));
  if (criteria.yearsLower != null || criteria.yearsUpper != null) {
    const lower = criteria.yearsLower != null ? fiscalYearLabel(criteria.yearsLower) : '';
    const upper = criteria.yearsUpper != null ? fiscalYearLabel(criteria.yearsUpper) : '';
    add(names.years, `${lower}〜${upper}`);
  }
  if (criteria.sameSize) add(names.sameSize, SAME_SIZE_LABEL);
  return rows;
}

export function AppliedConditions({ section, criteria }: { section: Section; criteria: SearchCriteria }) {
  const rows = conditionRows(section, criteria);
  if (rows.length === 0) return null;
  return (
    <dl className="applied-conditions" aria-label="検索条件">
      {rows.map((row) => (
        <div key={row.term} className="applied-conditions__row">
          <dt>{row.term}</dt>
          <dd>{row.description}</dd>
        </div>
      ))}
    </dl>
  );
}
