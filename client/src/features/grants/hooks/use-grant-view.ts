/**
 * Which view the grants screen shows, from its address: `view=calendar` is the month view and
 * `month=YYYY-MM` its month (this month when left out), so Back, a reload and a shared link show
 * the same view and month. Switching pushes a history entry; the list is the address without them.
 */
import { dateOfDayNumber, japanDayOf } from '@portal/shared';
import { useLocation, useNavigate } from 'react-router-dom';

export type GrantView = 'list' | 'calendar';

/** The screen's parameters outside the search criteria, kept across new searches. */
export const GRANT_VIEW_PARAMS = ['view', 'month'] as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month an address names, or the Japan month of `now` when it names none (or a malformed one). */
export function monthOf(params: URLSearchParams, now: Date): string {
  const month = params.get('month') ?? '';
  return MONTH.test(month) ? month : dateOfDayNumber(japanDayOf(now)).slice(0, 7);
}

export function viewOf(params: URLSearchParams): GrantView {
  return params.get('view') === 'calendar' ? 'calendar' : 'list';
}

/** `params`: the address's parameters as the screen reads them (SectionSearch.params). */
export function useGrantView(params: URLSearchParams, now = new Date()) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const go = (next: URLSearchParams) => {
    const query = next.toString();
    navigate({ pathname, search: query ? `?${query}` : '' });
  };
  return {
    view: viewOf(params),
    month: monthOf(params, now),
    setView(view: GrantView) {
      const next = new URLSearchParams(params);
      // The list's page means nothing to the month view, and the month nothing to the list.
      next.delete('page');
      next.delete('month');
      if (view === 'calendar') next.set('view', 'calendar');
      else next.delete('view');
      go(next);
    },
    setMonth(month: string) {
      const next = new URLSearchParams(params);
      next.set('view', 'calendar');
      next.set('month', month);
      go(next);
    },
  };
}
