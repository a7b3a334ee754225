/**
 * The after-paint starter. A prerendered page is readable before any script runs, so its
 * scripts wait for its first paint: on a slow computer (or a screen-transfer browser)
 * downloading, compiling and hydrating the app would otherwise hold the first paint back, and on
 * a slow line the scripts would share it with the page. The server puts the page's module
 * scripts and preloads into a template (server/src/web/after-paint.ts); this script, inline at
 * the end of the body, inserts them once the browser reports the first contentful paint, at once
 * in a tab that does not paint (hidden, or without paint timing), and after a short wait at the
 * latest. The build bundles and minifies it (client/build/inline-script.ts); the server admits
 * exactly that text by its hash.
 */
import { AFTER_PAINT_TEMPLATE_ID } from '@portal/shared';

/** The longest a page waits for its paint to be reported before its scripts start. */
const LATEST_START_MS = 3000;

export function startScriptsAfterPaint(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const template = document.getElementById(AFTER_PAINT_TEMPLATE_ID) as HTMLTemplateElement | null;
    if (template) document.head.appendChild(document.importNode(template.content, true));
  };
  try {
    const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
    if (
      document.visibilityState !== 'visible' ||
      !Observer ||
      !(Observer.supportedEntryTypes ?? []).includes('paint')
    ) {
      start();
      return;
    }
    // Buffered: the paint may well have happened before this script, at the end of the body, ran.
    new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', start);
    setTimeout(start, LATEST_START_MS);
  } catch {
    // A page whose scripts never start would never become interactive.
    start();
  }
}
