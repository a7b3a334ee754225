/**
 * A prerendered page is readable before any script runs, so its scripts wait for its first
 * paint: on a slow computer (or a screen-transfer browser) downloading, compiling and hydrating
 * the app would otherwise hold the first paint back, and on a slow line the scripts would share
 * it with the page. The page's module scripts and preloads go into a template, and the
 * after-paint starter (client/src/lib/after-paint-starter.ts, built by the client build into the
 * shell manifest and admitted by its hash in the Content-Security-Policy) inserts them once the
 * browser reports the first contentful paint.
 */
import { AFTER_PAINT_TEMPLATE_ID } from '@portal/shared';

const MODULE_TAG = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The page with its module scripts and preloads started after its first paint by `starter`;
 * without a starter (a build that has none) they stay where they are and start as usual.
 */
export function withScriptsAfterPaint(html: string, starter: string | null): string {
  const tags = html.match(MODULE_TAG)?.map((tag) => tag.trim()) ?? [];
  if (!starter || tags.length === 0 || !html.includes('</body>')) return html;
  const deferred = `<template id="${AFTER_PAINT_TEMPLATE_ID}">${tags.join('')}</template><script>${starter}</script>`;
  return html.replace(MODULE_TAG, '').replace('</body>', () => `${deferred}\n  </body>`);
}
