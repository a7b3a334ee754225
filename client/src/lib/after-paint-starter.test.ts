/**
 * The after-paint starter, run twice over: from its source, and as the build emits it for the
 * page (bundled, minified, in a bare `vm` context with a fake document and PerformanceObserver),
 * so the exact bytes the browser gets are what is exercised. The server's side (the template
 * and the page's tags) is tested in server/src/web/after-paint.test.ts.
 */
// @vitest-environment node
import path from 'node:path';
import vm from 'node:vm';
import { AFTER_PAINT_TEMPLATE_ID } from '@portal/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildInlineScript } from '../../build/inline-script';
import { startScriptsAfterPaint } from './after-paint-starter';

const MODULE_TAGS = [
  '<script type="module" crossorigin src="/assets/main-A1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
];

let built = '';

beforeAll(async () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const alias = { '@portal/shared': path.resolve(root, '../shared/src/index.ts'), '@': path.resolve(root, 'src') };
  built = (await buildInlineScript(root, alias, 'after-paint-starter')).code;
}, 60_000);

afterEach(() => vi.unstubAllGlobals());

interface Options {
  visibilityState?: string;
  /** The entry types the fake PerformanceObserver supports; null: no PerformanceObserver at all. */
  supportedEntryTypes?: string[] | null;
}

/** Runs the starter against a fake browser, from its source or as built, and returns handles to drive it. */
function runStarter(
  how: 'source' | 'built',
  { visibilityState = 'visible', supportedEntryTypes = ['paint', 'navigation'] }: Options = {},
) {
  const content = { childNodes: MODULE_TAGS };
  const observers: { callback: (list: unknown) => void; options?: unknown }[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: { callback: () => void; ms: number }[] = [];
  const append = vi.fn();
  const document = {
    visibilityState,
    head: { appendChild: append },
    getElementById: (id: string) => (id === AFTER_PAINT_TEMPLATE_ID ? { content } : null),
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
  const browser: Record<string, unknown> = {
    document,
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    PerformanceObserver: supportedEntryTypes ? FakeObserver : undefined,
  };
  browser.window = browser;
  if (how === 'built') {
    vm.runInNewContext(built, browser);
  } else {
    for (const [name, value] of Object.entries(browser)) vi.stubGlobal(name, value);
    startScriptsAfterPaint();
  }
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

describe.each(['source', 'built'] as const)('the after-paint starter (%s)', (how) => {
  it('is one small script', () => {
    expect(built.length).toBeLessThan(1_000);
  });

  it('inserts the scripts once the first contentful paint is reported, and only once', () => {
    const browser = runStarter(how);
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
    const browser = runStarter(how, { visibilityState });
    expect(browser.append).toHaveBeenCalledExactlyOnceWith(browser.inserted);
    expect(browser.observers).toHaveLength(0);
  });

  it.each([
    ['without PerformanceObserver', null],
    ['without paint timing', ['navigation', 'resource']],
  ])('starts at once in a browser %s', (_name, supportedEntryTypes) => {
    const browser = runStarter(how, { supportedEntryTypes });
    expect(browser.append).toHaveBeenCalledExactlyOnceWith(browser.inserted);
  });

  it('starts when the tab is hidden before it painted', () => {
    const browser = runStarter(how);
    expect(browser.append).not.toHaveBeenCalled();
    browser.listeners.visibilitychange!();
    expect(browser.append).toHaveBeenCalledExactlyOnceWith(browser.inserted);
  });

  it('starts after a short wait at the latest when no paint is reported', () => {
    const browser = runStarter(how);
    expect(browser.timers).toHaveLength(1);
    expect(browser.timers[0]!.ms).toBeGreaterThan(0);
    expect(browser.timers[0]!.ms).toBeLessThanOrEqual(5000);
    browser.timers[0]!.callback();
    expect(browser.append).toHaveBeenCalledExactlyOnceWith(browser.inserted);
  });
});
