/**
 * Prerendered pages start their scripts after the first paint: the module tags wait in a
 * template, and the inline starter (admitted by its CSP hash) inserts them. The starter is run
 * as emitted, in a bare `vm` context with a fake document and PerformanceObserver, so the exact
 * bytes the browser gets are what is exercised.
 */
import { createHash } from 'node:crypto';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../config/env';
import { AFTER_PAINT_SCRIPT_HASH, startScriptsAfterPaint } from './after-paint';
import { contentSecurityPolicy } from '../http/security';
import { shellScriptHashes } from './shell-manifest';

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

describe('startScriptsAfterPaint', () => {
  it('moves every module script and preload into a template at the end of the body, in order', () => {
    const out = startScriptsAfterPaint(PAGE);
    const template = /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(out);
    expect(template?.[1]).toBe(MODULE_TAGS.join(''));
    const outside = out.replace(template![0], '');
    expect(outside).not.toContain('type="module"');
    expect(outside).not.toContain('modulepreload');
    // After the content, so the page is parsed and can paint before anything is inserted.
    expect(out.indexOf('<template')).toBeGreaterThan(out.indexOf('</main></div>'));
    expect(out).toMatch(/<\/template><script>[\s\S]+?<\/script>\s*<\/body>/);
  });

  it('leaves the other tags and the body content as they were', () => {
    const out = startScriptsAfterPaint(PAGE);
    const withoutDeferred = out.replace(
      /<template id="app-scripts">[\s\S]*?<\/template><script>[\s\S]*?<\/script>/,
      '',
    );
    expect(squeeze(withoutDeferred)).toBe(squeeze(page([])));
  });

  it('leaves a page without module scripts unchanged', () => {
    const plain = page([]);
    expect(startScriptsAfterPaint(plain)).toBe(plain);
  });

  it('keeps the scripts where they are when there is no body end to put them before', () => {
    const fragment = `<head>${MODULE_TAGS.join('')}</head><div id="root"></div>`;
    expect(startScriptsAfterPaint(fragment)).toBe(fragment);
  });

  it('emits exactly the starter the Content-Security-Policy admits', () => {
    const scripts = inlineScripts(startScriptsAfterPaint(PAGE));
    expect(scripts).toHaveLength(1);
    expect(sha256(scripts[0]!)).toBe(AFTER_PAINT_SCRIPT_HASH);
    const env = loadEnv({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'portal-prod' });
    expect(contentSecurityPolicy(env, shellScriptHashes(null))['script-src']).toContain(sha256(scripts[0]!));
  });
});

interface Options {
  visibilityState?: string;
  /** The entry types the fake PerformanceObserver supports; null: no PerformanceObserver at all. */
  supportedEntryTypes?: string[] | null;
}

/** Runs the emitted starter against a fake browser and returns handles to drive it. */
function runStarter({ visibilityState = 'visible', supportedEntryTypes = ['paint', 'navigation'] }: Options = {}) {
  const out = startScriptsAfterPaint(PAGE);
  const templateId = /<template id="([^"]+)">/.exec(out)![1];
  const content = { childNodes: MODULE_TAGS };
  const observers: { callback: (list: unknown) => void; options?: unknown }[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: { callback: () => void; ms: number }[] = [];
  const append = vi.fn();
  const document = {
    visibilityState,
    head: { appendChild: append },
    getElementById: (id: string) => (id === templateId ? { content } : null),
    importNode: (node: unknown, deep: boolean) => ({ importedFrom: node, deep }),
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
  };
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    options?: unknown;
    constructor(public callback: (list: unknown) => void) {
      observers.push(this);
    }
    observe(options: unknown) {
      this.options = options;
    }
  }
  const sandbox: Record<string, unknown> = {
    document,
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    ...(supportedEntryTypes ? { PerformanceObserver: FakeObserver } : {}),
  };
  sandbox.window = sandbox;
  vm.runInNewContext(inlineScripts(out)[0]!, sandbox);
  const report = (...names: string[]) =>
    observers.forEach((observer) =>
      observer.callback({
        getEntriesByName: (name: string) => names.filter((n) => n === name).map((n) => ({ name: n })),
      }),
    );
  // What the page's head received: the template's content, cloned with its children.
  const inserted = { importedFrom: content, deep: true };
  return { append, inserted, observers, listeners, timers, report };
}

describe('the after-paint starter', () => {
  it('inserts the scripts once the first contentful paint is reported, and only once', () => {
    const browser = runStarter();
    expect(browser.append).not.toHaveBeenCalled();
    // Buffered: the paint may well have happened before the starter, at the end of the body, ran.
    expect(browser.observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
    browser.report('first-paint');
    expect(browser.append).not.toHaveBeenCalled();
    browser.report('first-paint', 'first-contentful-paint');
    expect(browser.append).toHaveBeenCalledTimes(1);
    expect(browser.append).toHaveBeenCalledWith(browser.inserted);
    browser.report('first-contentful-paint');
    browser.listeners.visibilitychange?.();
    browser.timers.forEach((timer) => timer.callback());
    expect(browser.append).toHaveBeenCalledTimes(1);
  });

  it.each(['hidden', 'prerender'])('starts at once in a tab that is %s (it does not paint)', (visibilityState) => {
    const browser = runStarter({ visibilityState });
    expect(browser.append).toHaveBeenCalledExactlyOnceWith(browser.inserted);
    expect(browser.observers).toHaveLength(0);
  });

  it.each([
    ['without PerformanceObserver', null],
    ['without paint timing', ['navigation', 'resource']],
  ])('starts at once in a browser %s', (_name, supportedEntryTypes) => {
    const browser = runStarter({ supportedEntryTypes });
    expect(browser.append).toHaveBeenCalledExactlyOnceWith(browser.inserted);
  });

  it('starts when the tab is hidden before it painted', () => {
    const browser = runStarter();
    expect(browser.append).not.toHaveBeenCalled();
    browser.listeners.visibilitychange!();
    expect(browser.append).toHaveBeenCalledExactlyOnceWith(browser.inserted);
  });

  it('starts after a short wait at the latest when no paint is reported', () => {
    const browser = runStarter();
    expect(browser.timers).toHaveLength(1);
    expect(browser.timers[0]!.ms).toBeGreaterThan(0);
    expect(browser.timers[0]!.ms).toBeLessThanOrEqual(5000);
    browser.timers[0]!.callback();
    expect(browser.append).toHaveBeenCalledExactlyOnceWith(browser.inserted);
  });
});
