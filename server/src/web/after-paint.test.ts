/**
 * Prerendered pages start their scripts after the first paint: the module tags wait in a
 * template, and the build's after-paint starter (admitted by its CSP hash) inserts them. The
 * starter itself, as source and as built, is run in client/src/lib/after-paint-starter.test.ts.
 */
import { createHash } from 'node:crypto';
import { AFTER_PAINT_TEMPLATE_ID } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { withScriptsAfterPaint } from './after-paint';
import { contentSecurityPolicy } from '../http/security';
import { shellScriptHashes, webShell } from './shell-manifest';

/** The build's starter (client/src/lib/after-paint-starter.ts, tested there); any text here. */
const STARTER = 'window.__painted=1;';

const MODULE_TAGS = [
  '<script type="module" crossorigin src="/assets/main-A1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
  '<link rel="modulepreload" crossorigin href="/assets/grants-page-C3.js">',
];

const page = (moduleTags: string[]) => `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>補助金</title>
    <script id="app-config" type="application/json">{"trialDomains":[]}</script>
    ${moduleTags.join('\n    ')}
    <link rel="stylesheet" crossorigin href="/assets/app-D4.css">
  </head>
  <body>
    <div id="root"><main><h1>補助金を探す</h1><a href="/grants/shows/1">詳細</a></main></div>
  </body>
</html>`;

const PAGE = page(MODULE_TAGS);

const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
// Whitespace between tags is not what the browser renders differently; it only blurs comparisons.
const squeeze = (html: string) => html.replace(/>\s+</g, '><').trim();

describe('withScriptsAfterPaint', () => {
  it('moves every module script and preload into the template the starter looks for, at the end of the body, in order', () => {
    const out = withScriptsAfterPaint(PAGE, STARTER);
    const template = new RegExp(`<template id="${AFTER_PAINT_TEMPLATE_ID}">([\\s\\S]*?)</template>`).exec(out);
    expect(template?.[1]).toBe(MODULE_TAGS.join(''));
    const outside = out.replace(template![0], '');
    expect(outside).not.toContain('type="module"');
    expect(outside).not.toContain('modulepreload');
    // After the content, so the page is parsed and can paint before anything is inserted.
    expect(out.indexOf('<template')).toBeGreaterThan(out.indexOf('</main></div>'));
    expect(out).toMatch(/<\/template><script>[\s\S]+?<\/script>\s*<\/body>/);
  });

  it('leaves the other tags and the body content as they were', () => {
    const out = withScriptsAfterPaint(PAGE, STARTER);
    const withoutDeferred = out.replace(
      /<template id="app-scripts">[\s\S]*?<\/template><script>[\s\S]*?<\/script>/,
      '',
    );
    expect(squeeze(withoutDeferred)).toBe(squeeze(page([])));
  });

  it('leaves a page without module scripts unchanged', () => {
    const plain = page([]);
    expect(withScriptsAfterPaint(plain, STARTER)).toBe(plain);
  });

  it('keeps the scripts where they are when there is no body end to put them before', () => {
    const fragment = `<head>${MODULE_TAGS.join('')}</head><div id="root"></div>`;
    expect(withScriptsAfterPaint(fragment, STARTER)).toBe(fragment);
  });

  it('keeps the scripts where they are when the build has no starter (they start at once)', () => {
    expect(withScriptsAfterPaint(PAGE, null)).toBe(PAGE);
  });

  it('emits exactly the starter the Content-Security-Policy admits', () => {
    const shell = webShell({ afterPaintStarter: { code: STARTER, sha256: sha256(STARTER).slice(1, -1) } }, () => null);
    const scripts = inlineScripts(withScriptsAfterPaint(PAGE, shell.afterPaintStarter!.code));
    expect(scripts).toEqual([STARTER]);
    const env = loadEnv({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'portal-prod' });
    expect(contentSecurityPolicy(env, shellScriptHashes(shell))['script-src']).toContain(sha256(scripts[0]!));
  });
});
