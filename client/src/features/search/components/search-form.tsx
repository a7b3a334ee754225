/**
 * The search form of a section: keyword (with suggestions), the category facet list, and the
 * other filters of the section (shared/src/search/filters.ts) behind a toggle; on narrow screens
 * all filters fold under one more toggle showing how many are set. Controlled: the value is the search
 * store's draft, so the reset-on-navigation rule applies to unsubmitted edits too.
 */
import {
  AMOUNT_BANDS,
  CITY_KINDS,
  GRANT_STATUSES,
  MINISTRIES,
  KEYWORD_MAX_LENGTH,
  LINK_FILTERS,
  ORGANIZATIONS,
  POPULATION_BANDS,
  SECTION_FILTERS,
  SECTION_LABELS,
  type FilterOption,
  type SearchCriteria,
  type Section,
} from '@portal/shared';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { useSession } from '@/lib/auth/session';
import { useHydrated } from '@/lib/use-hydrated';
import { AffiliationFilter } from './filters/affiliation-filter';
import { CategoryFilter, type CategoryCountLike } from './filters/category-filter';
import { OptionFilter } from './filters/option-filter';
import { YearRangeFilter } from './filters/year-range-filter';
import { KeywordField } from './keyword-field';
import './search-form.css';

// Only the cases and solutions forms offer it: the grants screen's first load does not carry it.
// It shows, once hydrated, to a municipal user or for an address that asks for it: only then is
// its code loaded (a prerendered page thus has no boundary the build could not render).
const SameSizeFilter = lazy(() => import('./filters/same-size-filter'));

export interface SearchFormProps {
  section: Section;
  value: SearchCriteria;
  categoryCounts?: readonly CategoryCountLike[] | undefined;
  filtersOpen: boolean;
  onFiltersOpenChange(open: boolean): void;
  onChange(value: SearchCriteria): void;
  onSubmit(value: SearchCriteria): void;
  onClear?(): void;
  /** False where categories are offered otherwise (the solutions main screen's tiles). */
  showCategories?: boolean;
  /**
   * True while a prerendered page waits for its scripts: an edit or a submit then would be lost
   * to hydration, so the controls say they are not ready yet.
   */
  disabled?: boolean;
}

/** The checkbox filters behind 「詳しい条件で絞り込む」, in the order they show, with their options. */
type DetailedOptionFilter = 'links' | 'organizations' | 'ministries' | 'amounts' | 'cities' | 'populations';
function detailedOptionFilters(section: Section): [DetailedOptionFilter, readonly FilterOption[]][] {
  return [
    ['links', LINK_FILTERS[section]],
    ['organizations', ORGANIZATIONS],
    ['ministries', MINISTRIES],
    ['amounts', AMOUNT_BANDS],
    ['cities', CITY_KINDS],
    ['populations', POPULATION_BANDS],
  ];
}

export function yearRangeError(value: SearchCriteria): string | null {
  if (value.yearsLower != null && value.yearsUpper != null && value.yearsLower > value.yearsUpper) {
    return '開始年度は終了年度と同じか、それより前の年度を選んでください。';
  }
  return null;
}

function countSelected(value: SearchCriteria): number {
  const lists = ['links', 'affiliations', 'organizations', 'cities', 'populations', 'ministries', 'amounts'] as const;
  return (
    lists.reduce((n, key) => n + (value[key]?.length ?? 0), 0) +
    (value.yearsLower != null ? 1 : 0) +
    (value.yearsUpper != null ? 1 : 0)
  );
}

export function SearchForm(props: SearchFormProps) {
  const { section, value, onChange } = props;
  const id = useId();
  const hydrated = useHydrated();
  const signedIn = useSession().status === 'signedIn';
  const config = SECTION_FILTERS[section];
  const shows = (filter: (typeof config.filters)[number]) => config.filters.includes(filter);
  const yearError = yearRangeError(value);
  const extra = countSelected(value);
  // 同規模 sits beside the categories, outside the detailed filters: it counts for the fold only.
  const active =
    extra + (props.showCategories !== false ? (value.categories?.length ?? 0) : 0) + (value.sameSize ? 1 : 0);
  // Narrow screens fold the filters under one button so the results come first (CSS decides).
  const [unfolded, setUnfolded] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (yearError) {
      setUnfolded(true);
      props.onFiltersOpenChange(true);
      return;
    }
    props.onSubmit(value);
  }

  return (
    <form
      role="search"
      aria-label={`${SECTION_LABELS[section]}を検索`}
      className="search-form"
      onSubmit={submit}
      noValidate
    >
      <fieldset className="search-form__controls" disabled={props.disabled}>
        <div className="search-form__keyword">
          <KeywordField
            section={section}
            id={id}
            value={value.keyword ?? ''}
            maxLength={KEYWORD_MAX_LENGTH}
            describedBy={`${id}-keyword-help`}
            enabled={!props.disabled}
            onChange={(keyword) => onChange({ ...value, keyword })}
            onChoose={(keyword) => props.onSubmit({ ...value, keyword })}
          />
        </div>

        <button
          type="button"
          className="search-form__fold"
          aria-expanded={unfolded}
          aria-controls={`${id}-filters`}
          onClick={() => setUnfolded(!unfolded)}
        >
          <span className="search-form__toggle-icon" aria-hidden="true" />
          絞り込み条件
          {active > 0 && <span className="search-form__badge">{active}件指定中</span>}
        </button>

        <div id={`${id}-filters`} className="search-form__filters" data-folded={!unfolded}>
          {shows('categories') && props.showCategories !== false && (
            <CategoryFilter
              section={section}
              selected={value.categories ?? []}
              counts={props.categoryCounts}
              onChange={(categories) => onChange({ ...value, categories })}
            />
          )}

          {shows('statuses') && (
            <OptionFilter
              legend={config.labels.statuses!}
              name="statuses"
              options={GRANT_STATUSES}
              selected={value.statuses ?? []}
              onChange={(statuses) => onChange({ ...value, statuses: statuses as typeof value.statuses })}
            />
          )}

          {shows('sameSize') && hydrated && (signedIn || value.sameSize === true) && (
            <Suspense fallback={null}>
              <SameSizeFilter
                legend={config.labels.sameSize!}
                checked={value.sameSize === true}
                onChange={(sameSize) => onChange({ ...value, sameSize: sameSize || null })}
              />
            </Suspense>
          )}

          {/* A plain disclosure (a button and the panel it shows), like the fold above. radix-ui's
              Collapsible measured its panel and set state while React committed the page's first
              render, which made React render the form again in the same task (about 20 ms on the
              bench machine). */}
          <div>
            <button
              type="button"
              className="search-form__toggle"
              aria-expanded={props.filtersOpen}
              aria-controls={`${id}-panel`}
              data-state={props.filtersOpen ? 'open' : 'closed'}
              onClick={() => props.onFiltersOpenChange(!props.filtersOpen)}
            >
              <span className="search-form__toggle-icon" aria-hidden="true" />
              {props.filtersOpen ? '詳しい条件を閉じる' : '詳しい条件で絞り込む'}
              {extra > 0 && <span className="search-form__badge">{extra}件指定中</span>}
            </button>
            {props.filtersOpen && (
              <div id={`${id}-panel`} className="search-form__panel">
                {shows('affiliations') && (
                  <AffiliationFilter
                    legend={config.labels.affiliations!}
                    selected={value.affiliations ?? []}
                    onChange={(affiliations) => onChange({ ...value, affiliations })}
                  />
                )}
                <div className="search-form__grid">
                  {detailedOptionFilters(section)
                    .filter(([filter]) => shows(filter))
                    .map(([filter, options]) => (
                      <OptionFilter
                        key={filter}
                        legend={config.labels[filter]!}
                        name={filter}
                        options={options}
                        selected={value[filter] ?? []}
                        onChange={(selected) => onChange({ ...value, [filter]: selected })}
                      />
                    ))}
                  {shows('years') && (
                    <YearRangeFilter
                      legend={config.labels.years!}
                      lower={value.yearsLower}
                      upper={value.yearsUpper}
                      error={yearError}
                      onChange={(range) => onChange({ ...value, ...range })}
                    />
                  )}
                </div>
              </div>
            )}
          </div>

          <div className="search-form__actions">
            <button type="submit" className="button button--primary">
              この条件で検索する
            </button>
            {props.onClear && (
              <button type="button" className="button button--secondary" onClick={props.onClear}>
                条件をクリア
              </button>
            )}
          </div>
        </div>
      </fieldset>
    </form>
  );
}
