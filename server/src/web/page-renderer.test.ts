/**
 * The page renderer runs the client build's prerender module in a worker thread: it answers each
 * render with that module's markup, reports the module's failure as the render's, and starts a
 * new worker after one stopped.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRenderer } from './page-renderer';

const MODULE = `
import { threadId } from 'node:worker_threads';
export async function prerender(path, answers) {
  if (path === '/broken') throw new Error('the screen did not render');
  if (path === '/crash') process.exit(3);
  return \`<h1>\${path}</h1><p>\${JSON.stringify(answers)}</p><i>\${threadId}</i>\`;
}
`;

describe('the page renderer', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-page-renderer-'));
    fs.writeFileSync(path.join(dir, 'prerender.mjs'), MODULE);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('renders a page with its answers, off the main thread', async () => {
    const renderer = pageRenderer(path.join(dir, 'prerender.mjs'));
    try {
      const [grants, cases] = await Promise.all([
        renderer.render('/grants', { 'GrantsPage:{}': { total: 3 } }),
        renderer.render('/cases', {}),
      ]);
      expect(grants).toMatch(/^<h1>\/grants<\/h1><p>\{"GrantsPage:\{\}":\{"total":3\}\}<\/p><i>[1-9]\d*<\/i>$/);
      expect(cases).toContain('<h1>/cases</h1>');
    } finally {
      await renderer.stop();
    }
  });

  it('reports a failed render, and renders again after its worker stopped', async () => {
    const renderer = pageRenderer(path.join(dir, 'prerender.mjs'));
    try {
      await expect(renderer.render('/broken', {})).rejects.toThrow('the screen did not render');
      const before = await renderer.render('/grants', {});
      await expect(renderer.render('/crash', {})).rejects.toThrow('the page renderer stopped (3)');
      const after = await renderer.render('/grants', {});
      expect(after).toContain('<h1>/grants</h1>');
      expect(after.match(/<i>(\d+)/)![1]).not.toBe(before.match(/<i>(\d+)/)![1]);
    } finally {
      await renderer.stop();
    }
  });

  it('reports a module that cannot be loaded', async () => {
    const renderer = pageRenderer(path.join(dir, 'missing.mjs'));
    await expect(renderer.render('/grants', {})).rejects.toThrow(/missing\.mjs|Cannot find/);
    await renderer.stop();
  });
});
