// The naive reference for search 1, run directly against the database: the page, COUNT(*) and a
// per-category GROUP BY, each scanning the texts with LIKE '%…%' (what the read model avoids).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const TEXT_COLUMNS = ['s.title', 's.description', 's.detail_items', 's.title_items', 's.explain_items'];

function statements({ keyword, categories, areas }) {
  const like = `(${TEXT_COLUMNS.map((c) => `${c} LIKE ?`).join(' OR ')})`;
  const inList = (values) => values.map(() => '?').join(', ');
  const where = `s.status = 'published' AND ${like}
    AND EXISTS (SELECT 1 FROM solution_areas a WHERE a.solution_id = s.id AND a.area_id IN (${inList(areas)}))`;
  const whereParams = [...TEXT_COLUMNS.map(() => `%${keyword}%`), ...areas];
  const inCategories = `EXISTS (SELECT 1 FROM solution_categories c WHERE c.solution_id = s.id AND c.category_id IN (${inList(categories)}))`;
  return [
    {
      sql: `SELECT s.id, s.uid, s.title, s.description, s.published_at FROM solutions s
             WHERE ${where} AND ${inCategories} ORDER BY s.published_at DESC, s.id DESC LIMIT 20`,
      params: [...whereParams, ...categories],
    },
    {
      sql: `SELECT COUNT(*) AS total FROM solutions s WHERE ${where} AND ${inCategories}`,
      params: [...whereParams, ...categories],
    },
    {
      sql: `SELECT c.category_id AS category, COUNT(*) AS count FROM solution_categories c
              JOIN solutions s ON s.id = c.solution_id WHERE ${where} GROUP BY c.category_id`,
      params: whereParams,
    },
  ];
}

/** Opens the database directly and returns { run(): Promise<{ total }>, close() }. */
export async function naiveSearch(database, criteria) {
  const list = statements(criteria);
  if (database.kind === 'sqlite') {
    // The server's own copy: npm keeps better-sqlite3 in server/node_modules.
    const Database = createRequire(new URL('../../server/package.json', import.meta.url))('better-sqlite3');
    const db = new Database(database.settings.sqlitePath, { readonly: true });
    const prepared = list.map((s) => db.prepare(s.sql));
    return {
      async run() {
        const results = prepared.map((statement, i) => statement.all(...list[i].params));
        return { total: Number(results[1][0].total) };
      },
      close: async () => db.close(),
    };
  }
  const { createConnection } = require('mysql2/promise');
  const connection = await createConnection({ uri: database.settings.url, charset: 'utf8mb4_unicode_ci' });
  return {
    async run() {
      let total = 0;
      for (const [i, s] of list.entries()) {
        const [rows] = await connection.query(s.sql, s.params);
        if (i === 1) total = Number(rows[0].total);
      }
      return { total };
    },
    close: () => connection.end(),
  };
}
