#!/usr/bin/env node
/**
 * The licence check of what the portal ships (`npm run check:licenses`, part of `npm test`): every
 * production package (what `npm ls --omit=dev` lists, in every workspace) must carry a licence on
 * ALLOWED, or be one of the EXCEPTIONS with its reason; anything else, or no licence at all,
 * fails with the package's name, version and licence. The production packages are the lockfile's
 * entries not marked dev-only; each licence is read from the installed package.json (what the
 * package itself says) and evaluated as an SPDX expression by spdx-satisfies ("MIT OR GPL-3.0"
 * passes on MIT, "MIT AND GPL-3.0" does not). Reading files only, it takes well under a second.
 *
 * `--root <dir>` checks another installed tree (the tests plant packages in one).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import satisfies from 'spdx-satisfies';

/** Permissive licences: use, change and ship in a hosted service, with the notice kept. */
export const ALLOWED = [
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'Unlicense',
  'Zlib',
];

/** Packages allowed outside the list, by name, each with why. */
export const EXCEPTIONS = [
  {
    pattern: /^@img\/sharp-(libvips-)?(linux|linuxmusl|darwin|win32)-/,
    reason:
      'libvips (LGPL-3.0-or-later) as the platform binary of sharp: loaded unmodified as a shared library, which the LGPL permits',
  },
  {
    pattern: /^png-js$/,
    reason: "pdfkit's PNG reader: its package.json names no licence, its LICENSE file is the MIT licence",
  },
];

/** The licence a package.json states, as an SPDX expression (old `licenses` arrays read as a choice). */
export function licenceOf(manifest) {
  const { license, licenses } = manifest;
  if (typeof license === 'string' && license.trim()) return license.trim();
  if (license && typeof license.type === 'string') return license.type;
  if (Array.isArray(licenses) && licenses.length > 0) {
    const types = licenses.map((entry) => (typeof entry === 'string' ? entry : entry?.type)).filter(Boolean);
    if (types.length > 0) return types.length === 1 ? types[0] : `(${types.join(' OR ')})`;
  }
  return null;
}

function allowed(expression) {
  try {
    return satisfies(expression, ALLOWED);
  } catch {
    return false; // not an SPDX expression ("SEE LICENSE IN …", "UNLICENSED", a typo)
  }
}

/** The production packages of an installed tree whose licence is not allowed. */
export function checkLicences(root) {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const refused = [];
  let checked = 0;
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    if (!location.includes('node_modules/') || entry.dev || entry.link) continue;
    const file = path.join(root, location, 'package.json');
    if (!existsSync(file)) {
      if (entry.optional || entry.devOptional) continue; // another platform's binary, not installed here
      throw new Error(`${location} is in the lockfile but not installed: run npm ci first`);
    }
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    const name = manifest.name ?? location.slice(location.lastIndexOf('node_modules/') + 13);
    checked += 1;
    if (EXCEPTIONS.some((exception) => exception.pattern.test(name))) continue;
    const licence = licenceOf(manifest);
    if (licence && allowed(licence)) continue;
    refused.push({ name, version: manifest.version, licence: licence ?? '(none stated)', location });
  }
  return { checked, refused };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--root');
  const root =
    at > 0 ? path.resolve(process.argv[at + 1]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { checked, refused } = checkLicences(root);
  if (refused.length > 0) {
    console.error(`Production packages with a licence outside the allow-list (scripts/check-licenses.mjs):`);
    for (const { name, version, licence, location } of refused)
      console.error(`  ${name}@${version}: ${licence} (${location})`);
    console.error(`Allowed: ${ALLOWED.join(', ')}. Replace the package, or add an exception with its reason.`);
    process.exit(1);
  }
  console.log(`Licences: ${checked} production packages, all on the allow-list or excepted.`);
}
