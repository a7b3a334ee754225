/**
 * Applies the store's route-change rule when a search screen is reached or its path changes
 * (a query-string change on the same screen is a new search, not a route change). Only search
 * screens read the store, so noticing the change on arrival is enough: a reset is idempotent
 * and a flag set for another path does not survive. The ref keeps React's development
 * double-run of effects from counting one arrival twice.
 */
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { routeChanged } from '../store/search-store';

export function useRouteArrival(): void {
  const { pathname } = useLocation();
  const seen = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    routeChanged(pathname);
  }, [pathname]);
}
