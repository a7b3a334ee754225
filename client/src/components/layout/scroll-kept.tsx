/**
 * React Router's ScrollRestoration takes the page it renders first to the top. A prerendered page
 * (client/build/prerender.ts) is on screen, and may already be scrolled, well before its scripts
 * hydrate it on a slow network: the visitor keeps their place instead of being thrown back to the
 * top. Rendered on both sides of <ScrollRestoration />: the layout effects of siblings run in
 * order, so the first reads where the page is and the second puts it back. A page rendered afresh
 * starts empty at the top, so it is left to ScrollRestoration (a reload's saved place included).
 */
import { useLayoutEffect } from 'react';

let before = 0;

export function ScrollKeptBefore(): null {
  useLayoutEffect(() => {
    before = window.scrollY;
  }, []);
  return null;
}

export function ScrollKeptAfter(): null {
  useLayoutEffect(() => {
    if (before > 0 && window.scrollY !== before) window.scrollTo(0, before);
    before = 0;
  }, []);
  return null;
}
