/**
 * The accessibility run's results table (client/src/app/routes/rules/content/
 * accessibility-results.json), which /rules/accessibility shows. The run compares what it found
 * with the committed table and fails on any difference; `UPDATE_A11Y=1` writes the table instead.
 * Only the date and the browser's version may differ without failing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import type { RecordedViolation, ResultsTable } from '../../client/src/app/routes/rules/content/accessibility-results';
import { ROLES, ROUTES, type Role } from './audience';

export type { RecordedViolation, ResultsTable };

export const RESULTS_FILE = fileURLToPath(
  new URL('../../client/src/app/routes/rules/content/accessibility-results.json', import.meta.url),
);
export const REGENERATE = 'UPDATE_A11Y=1 npx playwright test e2e/accessibility-statement.spec.ts';

export function readResults(): ResultsTable | null {
  if (!fs.existsSync(RESULTS_FILE)) return null;
  return JSON.parse(fs.readFileSync(RESULTS_FILE, 'utf8')) as ResultsTable;
}

/** The table with one role's results replaced (routes in route-table order). */
export function withRole(
  table: ResultsTable | null,
  role: Role,
  found: ReadonlyMap<string, RecordedViolation[]>,
  run: Omit<ResultsTable, 'routes'>,
): ResultsTable {
  const previous = new Map((table?.routes ?? []).map((route) => [route.id, route]));
  return {
    ...run,
    routes: ROUTES.map((route) => {
      const roles = { ...previous.get(route.id)?.roles };
      delete roles[role];
      if (found.has(route.id)) roles[role] = found.get(route.id)!;
      const ordered = Object.fromEntries(
        Object.entries(roles).sort(([a], [b]) => ROLES.indexOf(a as Role) - ROLES.indexOf(b as Role)),
      );
      return { id: route.id, path: route.path, title: route.title, roles: ordered };
    }),
  };
}

/** What must match the committed table for one role: the method and that role's column. */
export function comparable(table: ResultsTable | null, role: Role): unknown {
  if (!table) return null;
  return {
    axeCore: table.axeCore,
    tags: table.tags,
    routes: table.routes.map((route) => ({
      id: route.id,
      path: route.path,
      title: route.title,
      result: route.roles[role] ?? null,
    })),
  };
}

export async function writeResults(table: ResultsTable): Promise<void> {
  const options = await prettier.resolveConfig(RESULTS_FILE);
  const text = await prettier.format(JSON.stringify(table), { ...options, filepath: RESULTS_FILE });
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, text);
}

/** Today in Japan, YYYY-MM-DD. */
export function todayInJapan(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date());
}
