/** Prerendered pages: read from the build's list, only from its own folder; the setting markers filled in. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { injectClientConfig, type ClientConfig } from './client-config';
import { readPrerenderedPages } from './prerendered-pages';

const CONFIG = {
  firebase: {},
  authEmulatorUrl: null,
  solutionsMenuLabel: '<探す> & "見る"',
  trialDomains: [],
  tokenSyncUrl: null,
} as unknown as ClientConfig;

describe('prerendered pages', () => {
  it('reads the listed pages under .vite/prerendered and nothing else', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-prerendered-'));
    expect(readPrerenderedPages(dist).size).toBe(0);
    fs.mkdirSync(path.join(dist, '.vite/prerendered'), { recursive: true });
    fs.writeFileSync(path.join(dist, '.vite/prerendered/grants.html'), '<p>grants</p>');
    fs.writeFileSync(path.join(dist, 'secret.html'), 'no');
    const list = [
      { path: '/grants', file: 'prerendered/grants.html' },
      { path: '/x', file: '../secret.html' },
    ];
    fs.writeFileSync(path.join(dist, '.vite/prerendered.json'), JSON.stringify(list));
    expect([...readPrerenderedPages(dist)]).toEqual([['/grants', '<p>grants</p>']]);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('fills a prerendered page’s setting markers with the escaped runtime value', () => {
    const page = injectClientConfig('<head><!--app-config--></head><a>{{config.solutionsMenuLabel}}</a>', CONFIG);
    expect(page).toContain('<a>&lt;探す&gt; &amp; &quot;見る&quot;</a>');
    expect(page).toContain('<script id="app-config" type="application/json">');
  });
});
