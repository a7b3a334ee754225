/**
 * A prerendered page is readable before any script runs, so its scripts wait for its first
 * paint: on a slow computer (or a screen-transfer browser) downloading, compiling and hydrating
 * the app would otherwise hold the first paint back, and on a slow line the scripts would share
 * it with the page. The page's module scripts and preloads go into a template, and a small inline
 * starter (admitted by its hash in the Content-Security-Policy) inserts them once the browser
 * reports the first contentful paint, at once in a tab that does not paint (hidden, or without
 * paint timing), and after a short wait at the latest.
 */
import { createHash } from 'node:crypto';

const TEMPLATE_ID = 'app-scripts';

// Kept small and in ES5: it runs before anything else, in every browser that gets the page.
const STARTER = [
  '(function(){',
  'var done=false;',
  'function start(){if(done)return;done=true;',
  `var t=document.getElementById('${TEMPLATE_ID}');`,
  'if(t)document.head.appendChild(document.importNode(t.content,true));}',
  'var P=window.PerformanceObserver;',
  "if(document.visibilityState!=='visible'||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0){start();return;}",
  "new P(function(list){if(list.getEntriesByName('first-contentful-paint').length)start();})",
  ".observe({type:'paint',buffered:true});",
  "document.addEventListener('visibilitychange',start);",
  'setTimeout(start,3000);',
  '})();',
].join('');

/** The starter's hash, for the script-src directive. */
export const AFTER_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(STARTER).digest('base64')}'`;

const MODULE_TAG = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/** The page with its module scripts and preloads started after its first paint. */
export function startScriptsAfterPaint(html: string): string {
  const tags = html.match(MODULE_TAG)?.map((tag) => tag.trim()) ?? [];
  if (tags.length === 0 || !html.includes('</body>')) return html;
  const deferred = `<template id="${TEMPLATE_ID}">${tags.join('')}</template><script>${STARTER}</script>`;
  return html.replace(MODULE_TAG, '').replace('</body>', () => `${deferred}\n  </body>`);
}
