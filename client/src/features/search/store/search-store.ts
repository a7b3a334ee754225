/**
 * The search store of docs/specification.md §4, one per section. Criteria live in the URL and
 * results in the Apollo cache (keyed by the criteria), so this store keeps only what neither
 * holds: the criteria last shown, unsubmitted edits of the form, whether the user searched, the
 * navigation flag and the open/closed state of the filter panel (the "toggles").
 *
 * Rules: each route change resets a section's state unless its navigation flag was set for that
 * navigation; then the flag is cleared instead. Every route change closes the toggles.
 */
import { SECTIONS, type SearchCriteria, type Section } from '@portal/shared';
import { useSyncExternalStore } from 'react';

export interface SectionSearchState {
  /** Criteria the section last showed results for; null when absent (counts as searching). */
  criteria: SearchCriteria | null;
  /** Edits of the search form not yet submitted; null when the form shows `criteria`. */
  draft: SearchCriteria | null;
  /** The user ran a search in this state (not merely arrived at a results page). */
  alreadySearched: boolean;
  /** Path of the navigation that keeps this state; null when unset. */
  navigationFlag: string | null;
  /** The filter panel's toggle. */
  filtersOpen: boolean;
}

export const INITIAL_SECTION_STATE: SectionSearchState = Object.freeze({
  criteria: null,
  draft: null,
  alreadySearched: false,
  navigationFlag: null,
  filtersOpen: false,
});

/** What a screen subscribes to: all but `criteria`, which no screen renders. */
export type SectionSearchView = Omit<SectionSearchState, 'criteria'>;

type StoreState = Record<Section, SectionSearchView>;

const { criteria: _none, ...INITIAL_VIEW } = INITIAL_SECTION_STATE;
const initial = (): StoreState => Object.fromEntries(SECTIONS.map((s) => [s, INITIAL_VIEW])) as StoreState;
const noneShown = () => Object.fromEntries(SECTIONS.map((s) => [s, null])) as Record<Section, SearchCriteria | null>;

let state: StoreState = initial();
// The criteria each section last showed, kept beside what screens subscribe to: a results page
// records them as it renders, and as a store change that made React render the page again at
// once, in one task, on every arrival (useSyncExternalStore's updates are never sliced).
let shown = noneShown();
const listeners = new Set<() => void>();

function update(section: Section, patch: Partial<SectionSearchView>): void {
  state = { ...state, [section]: { ...state[section], ...patch } };
  listeners.forEach((listener) => listener());
}

export function getSearchState(section: Section): SectionSearchState {
  return { ...state[section], criteria: shown[section] };
}

/**
 * The criteria `section` last showed results for, for a screen that renders them (a detail's
 * breadcrumbs). They change only while a results page shows, never under such a screen.
 */
export function useShownCriteria(section: Section): SearchCriteria | null {
  useSearchStore(section);
  return shown[section];
}

export function subscribeSearch(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchStore(section: Section): SectionSearchView {
  return useSyncExternalStore(
    subscribeSearch,
    () => state[section],
    () => state[section],
  );
}

/** A route change to `pathname`: keep a section whose flag was set for it, reset the others. */
export function routeChanged(pathname: string): void {
  const next = { ...state };
  for (const section of SECTIONS) {
    const current = state[section];
    next[section] =
      current.navigationFlag !== null && current.navigationFlag === pathname
        ? { ...current, navigationFlag: null, filtersOpen: false }
        : INITIAL_VIEW;
    if (next[section] === INITIAL_VIEW) shown[section] = null;
  }
  state = next;
  listeners.forEach((listener) => listener());
}

/** Sets the navigation flag for the coming navigation to `pathname`. */
export function setNavigationFlag(section: Section, pathname: string): void {
  update(section, { navigationFlag: pathname });
}

/** A results page shows `criteria` (from its URL); unsubmitted edits give way to them. */
export function showCriteria(section: Section, criteria: SearchCriteria): void {
  shown[section] = criteria;
  if (state[section].draft !== null) update(section, { draft: null });
}

export function editDraft(section: Section, draft: SearchCriteria): void {
  update(section, { draft });
}

/** The user submitted a search (or picked a category or page). */
export function markSearched(section: Section): void {
  update(section, { alreadySearched: true });
}

export function setFiltersOpen(section: Section, filtersOpen: boolean): void {
  update(section, { filtersOpen });
}

/** For tests: back to the state at start. */
export function resetSearchStore(): void {
  state = initial();
  shown = noneShown();
  listeners.forEach((listener) => listener());
}
