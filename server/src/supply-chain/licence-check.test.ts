/**
 * The licence check of production dependencies (scripts/check-licenses.mjs, run by `npm test`):
 * it refuses a planted production package whose licence is off the allow-list, or states none;
 * it leaves dev-only packages alone, accepts a choice that includes an allowed licence, and
 * passes on the portal's own installed tree.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../test/process';

const SCRIPT = path.join(ROOT, 'scripts/check-licenses.mjs');

interface Planted {
  name: string;
  license?: string;
  dev?: boolean;
}

const roots: string[] = [];

/** An installed tree (lockfile and node_modules) holding the planted packages. */
function plantedTree(packages: Planted[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'licences-'));
  roots.push(root);
  const entries: Record<string, object> = { '': { name: 'planted-root', version: '1.0.0' } };
  for (const { name, license, dev } of packages) {
    const dir = path.join(root, 'node_modules', name);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', license }));
    entries[`node_modules/${name}`] = { version: '1.0.0', license, ...(dev ? { dev: true } : {}) };
  }
  fs.writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify({ lockfileVersion: 3, packages: entries }));
  return root;
}

function check(root?: string) {
  const args = root ? [SCRIPT, '--root', root] : [SCRIPT];
  return spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('the licence check of production dependencies', () => {
  it('fails on a planted production package under a licence off the allow-list, naming it', () => {
    const result = check(
      plantedTree([
        { name: 'fine', license: 'MIT' },
        { name: 'planted-copyleft', license: 'SSPL-1.0' },
        { name: 'planted-unstated' },
      ]),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('planted-copyleft@1.0.0: SSPL-1.0');
    expect(result.stderr).toContain('planted-unstated@1.0.0: (none stated)');
    expect(result.stderr).not.toContain('fine@');
  });

  it('reads SPDX expressions: a choice with an allowed licence passes, a conjunction needs both', () => {
    expect(check(plantedTree([{ name: 'dual', license: '(GPL-3.0-only OR MIT)' }])).status).toBe(0);
    const both = check(plantedTree([{ name: 'both', license: 'MIT AND GPL-3.0-only' }]));
    expect(both.status).toBe(1);
    expect(both.stderr).toContain('both@1.0.0: MIT AND GPL-3.0-only');
  });

  it('leaves dev-only packages alone: they are not shipped', () => {
    const result = check(plantedTree([{ name: 'test-tool', license: 'GPL-3.0-only', dev: true }]));
    expect(result.status).toBe(0);
  });

  it("passes on the portal's own production tree", () => {
    const result = check();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Licences: \d+ production packages/);
  });
});
