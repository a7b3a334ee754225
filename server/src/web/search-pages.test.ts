/**
 * A search screen's page is sent with its first results in it: the build's renderer module (a
 * small stand-in here, run in the page renderer's worker as the real one is) renders the screen
 * with the answer a visitor's read gets, and the answer goes into the page ahead of the
 * early-read starter. The bare address's page is made once per read-model generation and Japan
 * day; an address with a query is rendered for that query, and its page is kept among the most
 * recently used. A request with a token, a failed read or a missing renderer get the prerendered
 * page, as before; a failure is tried again after a while, not on every visit.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { queryKey, SERVED_ANSWERS_ID } from '@portal/shared';
import express from 'express';
import type { Logger } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mountClientApp } from './client-app';
import type { ClientConfig } from './client-config';
import { QUERY_PAGES_KEPT, QUERY_PAGES_MAKING, RETRY_AFTER_MS, type SearchPageSource } from './search-pages';
import { BUILD_ASSETS, buildPage, casesRoute, writeClientBuild } from '../test/client-build';

const CONFIG = {
  firebase: {},
  authEmulatorUrl: null,
  solutionsMenuLabel: 'ソリューション',
  operatorEmail: 'ops@portal.test',
} as unknown as ClientConfig;
const STARTER = 'window.__started=1;';
const AFTER_PAINT = 'window.__painted=1;';
const sha256 = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;
const VARIABLES = { criteria: { page: 1 } };
const KEY = queryKey('CasesPage', VARIABLES);

const FILES: Record<string, string> = {
  ...BUILD_ASSETS,
  'index.html': buildPage('ポータル', '<div id="root"><main class="page-loading"></main></div>'),
  '.vite/prerendered/cases.html': buildPage(
    '導入事例',
    '<div id="root" data-prerendered="/cases"><h1>導入事例</h1><p>読み込み中</p></div>',
  ),
  // The client build's renderer: the screen's markup from the answers it is given (escaped, as React does).
  '.vite/page-renderer/prerender.js': `export async function prerender(path, answers) {
    const titles = Object.values(answers).flatMap((answer) => answer.searchCases.items.map((item) => item.title));
    const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
    const address = path === '/cases' ? '' : '<p>' + escape(path) + '</p>';
    return '<h1>導入事例</h1>' + address + '<ol>' + titles.map((title) => '<li>' + escape(title) + '</li>').join('') + '</ol>';
  }`,
  '.vite/shell-manifest.json': JSON.stringify({
    version: 1,
    routes: [casesRoute('items { title }', VARIABLES)],
    redirects: [],
    earlyReadStarter: { code: STARTER, sha256: sha256(STARTER) },
    afterPaintStarter: { code: AFTER_PAINT, sha256: sha256(AFTER_PAINT) },
    pageRenderer: 'page-renderer/prerender.js',
  }),
};

const servedAnswers = (html: string) => {
  const json = new RegExp(`<script type="application/json" id="${SERVED_ANSWERS_ID}">([\\s\\S]*?)</script>`).exec(html);
  return json ? (JSON.parse(json[1]!) as Record<string, unknown>) : null;
};

describe('search pages with their first results', () => {
  let dist: string;
  let server: ReturnType<express.Express['listen']>;
  let origin: string;
  let stop: () => Promise<void>;
  const state = {
    generation: 1,
    title: '防災アプリの導入',
    fail: false,
    reads: 0,
    variables: [] as unknown[],
    /** While set, every read waits for it. */
    gate: null as Promise<void> | null,
  };
  const warn = vi.fn();
  const source: SearchPageSource = {
    generation: () => state.generation,
    read: async (read, variables, request) => {
      state.reads += 1;
      state.variables.push(variables);
      expect(read.operationName).toBe('CasesPage');
      expect(request.headers.authorization).toBeUndefined();
      await state.gate;
      if (state.fail) throw new Error('the read model is away');
      return { searchCases: { items: [{ title: state.title }] } };
    },
    logger: { warn } as unknown as Logger,
  };

  beforeAll(async () => {
    dist = writeClientBuild(FILES);
    const app = express();
    ({ stop } = mountClientApp(app, { distDir: dist, config: CONFIG, graphiql: false, searchPages: source }));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await stop();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  afterEach(() => {
    vi.useRealTimers();
    Object.assign(state, { fail: false, title: '防災アプリの導入', variables: [], gate: null });
    state.generation += 1;
  });

  const get = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await fetch(origin + pathname, { headers: { accept: 'text/html', ...headers } });
    expect(response.status).toBe(200);
    return response.text();
  };

  it('sends the bare address the screen rendered with a visitor’s answer, and that answer ahead of the starter', async () => {
    const html = await get('/cases');
    expect(html).toContain(
      '<div id="root" data-prerendered="/cases"><h1>導入事例</h1><ol><li>防災アプリの導入</li></ol></div>',
    );
    expect(html).not.toContain('読み込み中');
    expect(servedAnswers(html)).toEqual({ [KEY]: { searchCases: { items: [{ title: '防災アプリの導入' }] } } });
    // Before the early reads' starter, which then sends a visitor nothing; the rest of the page as ever.
    expect(html.indexOf(SERVED_ANSWERS_ID)).toBeLessThan(html.indexOf(STARTER));
    expect(html.indexOf(STARTER)).toBeLessThan(html.indexOf('<style>'));
    expect(html).toContain(`<template id="app-scripts"><script type="module" crossorigin src="/assets/main-A1.js">`);
  });

  it('makes the page once per generation, and again after a write', async () => {
    const reads = state.reads;
    await get('/cases');
    await get('/cases');
    expect(state.reads).toBe(reads + 1);
    state.generation += 1;
    state.title = '窓口のオンライン化';
    expect(await get('/cases')).toContain('<li>窓口のオンライン化</li>');
    expect(state.reads).toBe(reads + 2);
  });

  it('makes it again on the next day in Japan (statuses and days left change at midnight)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T14:59:00Z')); // 23:59 JST
    await get('/cases');
    const reads = state.reads;
    vi.setSystemTime(new Date('2026-11-28T14:59:50Z'));
    await get('/cases');
    expect(state.reads).toBe(reads);
    vi.setSystemTime(new Date('2026-11-28T15:00:01Z')); // 00:00 JST
    await get('/cases');
    expect(state.reads).toBe(reads + 1);
  });

  it('sends a request with a token the prerendered page', async () => {
    const reads = state.reads;
    const html = await get('/cases', { authorization: 'Bearer token-1' });
    expect(html).toContain('<p>読み込み中</p>');
    expect(servedAnswers(html)).toBeNull();
    expect(state.reads).toBe(reads);
  });

  it('sends the prerendered page when the read fails, and tries again only after a while', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T03:00:00Z'));
    state.fail = true;
    const reads = state.reads;
    const html = await get('/cases');
    expect(html).toContain('<p>読み込み中</p>');
    expect(servedAnswers(html)).toBeNull();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    state.fail = false;
    // Not on every visit: a broken build or an absent database would be asked on each.
    expect(await get('/cases')).toContain('<p>読み込み中</p>');
    expect(state.reads).toBe(reads + 1);
    vi.setSystemTime(new Date(Date.parse('2026-11-28T03:00:00Z') + RETRY_AFTER_MS));
    expect(await get('/cases')).toContain('<li>防災アプリの導入</li>');
    expect(state.reads).toBe(reads + 2);
  });

  it('keeps an answer from closing the script it travels in', async () => {
    state.title = '</script><script>alert(1)</script>';
    const html = await get('/cases');
    expect(html).not.toContain('<script>alert(1)');
    expect(Object.values(servedAnswers(html)!)).toEqual([{ searchCases: { items: [{ title: state.title }] } }]);
  });

  describe('an address with a query', () => {
    const KEYWORD = '/cases?keyword=%E9%98%B2%E7%81%BD';
    const rootOf = (html: string) => /<div id="root" data-prerendered="([^"]*)">/.exec(html)?.[1];

    it('is rendered for its query, read as the screen reads it, and names that address in its root', async () => {
      const html = await get(`${KEYWORD}&page=2&categories=99&unknown=1`);
      const variables = { criteria: { page: 2, keyword: '防災' } };
      expect(state.variables).toEqual([variables]);
      expect(rootOf(html)).toBe(`${KEYWORD}&amp;page=2&amp;categories=99&amp;unknown=1`);
      expect(html).toContain('<ol><li>防災アプリの導入</li></ol>');
      expect(html).toContain(`<p>${KEYWORD}&amp;page=2&amp;categories=99&amp;unknown=1</p>`);
      expect(servedAnswers(html)).toEqual({
        [queryKey('CasesPage', variables)]: { searchCases: { items: [{ title: '防災アプリの導入' }] } },
      });
    });

    it('is made once, apart from the bare address’s page, and again after a write', async () => {
      const reads = state.reads;
      expect(rootOf(await get(KEYWORD))).toBe(KEYWORD);
      expect(rootOf(await get('/cases'))).toBe('/cases');
      expect(rootOf(await get(KEYWORD))).toBe(KEYWORD);
      expect(state.reads).toBe(reads + 2);
      state.generation += 1;
      state.title = '窓口のオンライン化';
      expect(await get(KEYWORD)).toContain('<li>窓口のオンライン化</li>');
      expect(state.reads).toBe(reads + 3);
    });

    it('keeps the most recently used pages only', async () => {
      await get(KEYWORD);
      for (let i = 0; i < QUERY_PAGES_KEPT; i += 1) {
        await get(`/cases?keyword=${i}`);
        if (i === QUERY_PAGES_KEPT / 2) await get(KEYWORD); // used again: kept
      }
      const reads = state.reads;
      await get(KEYWORD);
      await get(`/cases?keyword=${QUERY_PAGES_KEPT - 1}`);
      expect(state.reads).toBe(reads);
      await get('/cases?keyword=0'); // the least recently used: made again
      expect(state.reads).toBe(reads + 1);
    });

    it(`makes at most ${QUERY_PAGES_MAKING} at once; beyond, the prerendered page is sent at once`, async () => {
      let open = () => {};
      state.gate = new Promise((resolve) => (open = resolve));
      const reads = state.reads + QUERY_PAGES_MAKING;
      const making = Array.from({ length: QUERY_PAGES_MAKING }, (_, i) => get(`/cases?keyword=gate${i}`));
      await vi.waitFor(() => expect(state.reads).toBe(reads));
      const beyond = await get('/cases?keyword=beyond');
      expect(beyond).toContain('<p>読み込み中</p>');
      expect(rootOf(beyond)).toBe('/cases');
      expect(state.reads).toBe(reads);
      open();
      for (const html of await Promise.all(making)) expect(html).toContain('<li>防災アプリの導入</li>');
      // Made once the others are: the address is not remembered as refused.
      expect(rootOf(await get('/cases?keyword=beyond'))).toBe('/cases?keyword=beyond');
    });

    it('keeps a raw address from leaving its attribute', async () => {
      const raw = '/cases?keyword="><script>alert(1)</script>';
      const html = await new Promise<string>((resolve, reject) => {
        // Sent as it is (a URL object would percent-encode it, as a browser does).
        const { hostname, port } = new URL(origin);
        http
          .get({ hostname, port, path: raw, headers: { accept: 'text/html' } }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve(body));
          })
          .on('error', reject);
      });
      expect(html).not.toContain('<script>alert(1)');
      expect(rootOf(html)).toBe('/cases?keyword=&quot;>&lt;script>alert(1)&lt;/script>');
    });
  });
});
