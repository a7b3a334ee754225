import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from './analytics';

/**
 * Reports a page view whenever the path or query changes. Runs in the layout, whose effects run
 * after the page's own, so the page has already set its document title.
 */
export function usePageViews(ready = true): void {
  const location = useLocation();
  const page = location.pathname + location.search;
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || last.current === page) return;
    last.current = page;
    trackPageView(page, document.title);
  }, [page, ready]);
}
