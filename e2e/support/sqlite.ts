/** The server's own better-sqlite3: npm keeps it in server/node_modules, out of this folder's reach. */
import { createRequire } from 'node:module';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';

export const Database = createRequire(path.resolve(import.meta.dirname, '../../server/package.json'))(
  'better-sqlite3',
) as typeof BetterSqlite3;
