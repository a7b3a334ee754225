#!/usr/bin/env node
/**
 * Fails when a package the portal ships (`npm ls --omit=dev`, every workspace) is deprecated on the
 * registry: an unmaintained package gets no security fix. The lockfile does not record deprecation,
 * so each name@version of the production tree is looked up in the registry npm is configured with
 * (its abbreviated metadata, which carries the `deprecated` notice). Needs that registry, so it is
 * run on its own (`npm run check:deprecated`), not in `npm test`. A registry mirror that strips
 * deprecation notices passes everything: run it against one that keeps them.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONCURRENCY = 12;
const readJson = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
/** The workspaces' own packages: part of the portal, not the registry's. */
const WORKSPACES = new Set(readJson('package.json').workspaces.map((dir) => readJson(`${dir}/package.json`).name));

/** npm's output; `npm ls` exits non-zero over a peer range it disputes, while its tree is still whole. */
function npm(args) {
  try {
    return execFileSync('npm', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: 'pipe' });
  } catch (error) {
    if (typeof error.stdout === 'string' && error.stdout.trim().startsWith('{')) return error.stdout;
    throw error;
  }
}

/** name → the versions of it in the production tree (workspace packages themselves left out). */
function productionPackages() {
  const tree = JSON.parse(npm(['ls', '--omit=dev', '--all', '--json']));
  const found = new Map();
  const walk = (node) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if (!child.version) continue;
      if (WORKSPACES.has(name)) {
        walk(child);
        continue;
      }
      const versions = found.get(name) ?? new Set();
      if (versions.has(child.version)) continue;
      versions.add(child.version);
      found.set(name, versions);
      walk(child);
    }
  };
  walk(tree);
  return found;
}

async function deprecationsOf(registry, name, versions) {
  const url = new URL(name.replace('/', '%2f'), registry);
  const response = await fetch(url, { headers: { accept: 'application/vnd.npm.install-v1+json' } });
  if (!response.ok) throw new Error(`${name}: the registry answered ${response.status}`);
  const document = await response.json();
  return [...versions]
    .map((version) => ({ name, version, notice: document.versions?.[version]?.deprecated }))
    .filter((entry) => typeof entry.notice === 'string' && entry.notice !== '');
}

const registry = npm(['config', 'get', 'registry']).trim().replace(/\/?$/, '/');
const packages = [...productionPackages()];
const deprecated = [];
for (let i = 0; i < packages.length; i += CONCURRENCY) {
  const batch = packages.slice(i, i + CONCURRENCY);
  for (const found of await Promise.all(batch.map(([name, versions]) => deprecationsOf(registry, name, versions)))) {
    deprecated.push(...found);
  }
}
if (deprecated.length > 0) {
  console.error(`Deprecated packages in the production tree (${registry}):`);
  for (const { name, version, notice } of deprecated) console.error(`  ${name}@${version}: ${notice}`);
  console.error('Find what depends on each with `npm ls <name> --omit=dev`, and update or replace it.');
  process.exit(1);
}
console.log(`No deprecated package among the ${packages.length} production packages (${registry}).`);
