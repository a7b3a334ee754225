/**
 * A results screen's search: criteria and page from the URL, the form's edits from the search
 * store, and the actions that turn a submitted form or a page link into a new URL.
 */
import type { SearchCriteria, Section } from '@portal/shared';
import { useCallback, useLayoutEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { addressWasRendered, useHydrated } from '@/lib/use-hydrated';
import {
  editDraft,
  markSearched,
  setFiltersOpen,
  setNavigationFlag,
  showCriteria,
  useSearchStore,
} from '../store/search-store';
import {
  compactCriteria,
  criteriaFromParams,
  pageFromParams,
  paramsFromCriteria,
  searchString,
} from '../utils/search-params';
import { useRouteArrival } from './use-route-arrival';

const NO_PARAMS = new URLSearchParams();

/** The API's SearchInput: the criteria with mutable lists, plus the page. */
export type SearchInputVariables = {
  [K in keyof SearchCriteria]: SearchCriteria[K] extends readonly string[] | null | undefined
    ? string[] | null | undefined
    : SearchCriteria[K];
} & { page: number };

function toSearchInput(criteria: SearchCriteria, page: number): SearchInputVariables {
  const input: SearchInputVariables = { page };
  for (const [key, value] of Object.entries(criteria)) {
    (input as Record<string, unknown>)[key] = Array.isArray(value) ? [...value] : value;
  }
  return input;
}

export interface SectionSearch {
  section: Section;
  /**
   * False while a prerendered page hydrates: the criteria are then those the page was rendered
   * with (the build's: none; the server's: the address's own), and the section's query waits.
   */
  ready: boolean;
  /** Applied criteria (from the URL, with the section's defaults). */
  criteria: SearchCriteria;
  /** What the address itself asks for: a search only when this is one (the breadcrumbs). */
  addressed: SearchCriteria;
  /**
   * The address's parameters as the screen may read them: empty while a prerendered page made
   * without its query hydrates, like the criteria.
   */
  params: URLSearchParams;
  page: number;
  /** What the form shows: unsubmitted edits, else the applied criteria. */
  form: SearchCriteria;
  alreadySearched: boolean;
  filtersOpen: boolean;
  /** Variables of the section's search query. */
  variables: { criteria: SearchInputVariables };
  setForm(form: SearchCriteria): void;
  submit(form?: SearchCriteria): void;
  clear(): void;
  pageHref(page: number): string;
  /** A page link was followed: the user is searching, not merely arriving. */
  notePaging(): void;
  setFiltersOpen(open: boolean): void;
}

/** The query string of criteria and a page, with the screen's own parameters (`kept`) after them. */
function queryOf(criteria: SearchCriteria, page: number, kept?: URLSearchParams): string {
  const params = paramsFromCriteria(criteria, page);
  for (const [key, value] of kept ?? []) params.append(key, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * `defaults`: criteria a section applies when the address leaves them out (the grants list opens
 * on the grants that can still be applied for); the form shows them as set. `keepParams`: the
 * screen's own parameters outside the criteria (the grants' month view and its month), which a
 * new search keeps so the screen stays as it was.
 */
export function useSectionSearch(
  section: Section,
  defaults?: SearchCriteria,
  keepParams: readonly string[] = [],
): SectionSearch {
  useRouteArrival();
  const ready = useHydrated();
  const [addressParams] = useSearchParams();
  const params = ready || addressWasRendered() ? addressParams : NO_PARAMS;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const store = useSearchStore(section);
  const addressedKey = useMemo(() => JSON.stringify(criteriaFromParams(section, params)), [section, params]);
  const addressed = useMemo(() => JSON.parse(addressedKey) as SearchCriteria, [addressedKey]);
  const defaultsKey = JSON.stringify(defaults ?? {});
  const criteriaKey = useMemo(
    () => JSON.stringify({ ...(JSON.parse(defaultsKey) as SearchCriteria), ...addressed }),
    [addressed, defaultsKey],
  );
  const criteria = useMemo(() => JSON.parse(criteriaKey) as SearchCriteria, [criteriaKey]);
  const page = pageFromParams(params);

  // The URL is the truth for a results screen: when its criteria change, the form follows.
  useLayoutEffect(() => {
    showCriteria(section, criteria);
  }, [section, criteria]);

  const keepKey = keepParams.join(',');
  const kept = useMemo(() => {
    const names = keepKey.split(',');
    return new URLSearchParams([...params].filter(([key]) => names.includes(key)));
  }, [keepKey, params]);

  const submit = useCallback(
    (form?: SearchCriteria) => {
      markSearched(section);
      navigate({ pathname, search: queryOf(compactCriteria(form ?? store.draft ?? criteria), 1, kept) });
    },
    [section, navigate, pathname, store.draft, criteria, kept],
  );

  return {
    section,
    ready,
    criteria,
    addressed,
    params,
    page,
    form: store.draft ?? criteria,
    alreadySearched: store.alreadySearched,
    filtersOpen: store.filtersOpen,
    variables: useMemo(() => ({ criteria: toSearchInput(criteria, page) }), [criteria, page]),
    setForm: (form) => editDraft(section, form),
    submit,
    clear: () => submit({}),
    pageHref: (target) => `${pathname}${queryOf(criteria, target, kept)}`,
    notePaging: () => markSearched(section),
    setFiltersOpen: (open) => setFiltersOpen(section, open),
  };
}

/**
 * A search form on a screen other than the results (the solutions main screen): submitting
 * carries the store over to the results screen through the navigation flag.
 */
export function useSearchLauncher(section: Section, resultsPath: string) {
  useRouteArrival();
  const navigate = useNavigate();
  const store = useSearchStore(section);
  /** Readies the store for a navigation to the results with these criteria (a link follows). */
  const prepare = useCallback(
    (form: SearchCriteria) => {
      editDraft(section, compactCriteria(form));
      markSearched(section);
      setNavigationFlag(section, resultsPath);
    },
    [section, resultsPath],
  );
  const launch = useCallback(
    (form: SearchCriteria) => {
      prepare(form);
      navigate({ pathname: resultsPath, search: searchString(compactCriteria(form)) });
    },
    [prepare, resultsPath, navigate],
  );
  return {
    form: store.draft ?? {},
    filtersOpen: store.filtersOpen,
    setForm: (form: SearchCriteria) => editDraft(section, form),
    setFiltersOpen: (open: boolean) => setFiltersOpen(section, open),
    launch,
    prepare,
    hrefFor: (criteria: SearchCriteria) => `${resultsPath}${searchString(criteria)}`,
  };
}
