/**
 * A whole-section build reads the published grants and the cases naming each solution once per
 * build (a BuildScope), not per batch; a load after a write asks about its own rows only. Both
 * must make the same documents, or a restart would answer the 助成金あり and 同規模 filters
 * differently from the running server. The data has the cases that tell them apart: a link to a
 * grant that is not published, a solution named only by an unpublished case, a case with no
 * municipality.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/harness';
import { SECTION_LOADERS, SECTION_TABLES } from '../sections';
import { publishedIds } from './section-loading';

describe.each(DATABASES)('documents built per batch with a build scope on %s', (database) => {
  let server: TestServer;
  const sql = (text: string, params: unknown[] = []) =>
    server.dataSource.query(text, params) as Promise<{ id: number }[]>;

  /** The first two rows' ids (the demo seed has more of each). */
  const two = async (text: string): Promise<[number, number]> => {
    const [first, second] = await sql(text);
    if (!first || !second) throw new Error(`the demo seed has fewer than two rows for: ${text}`);
    return [first.id, second.id];
  };

  beforeAll(async () => {
    server = await startTestServer({ database });
    const [solution, other] = await two(`SELECT id FROM solutions WHERE status = 'published' ORDER BY id LIMIT 2`);
    const [grant] = await two(`SELECT id FROM grants WHERE status = 'published' ORDER BY id DESC LIMIT 2`);
    const [caseRow, second] = await two(`SELECT id FROM cases WHERE status = 'published' ORDER BY id LIMIT 2`);
    // The solution's only links lead to a grant that is then withdrawn.
    await sql('DELETE FROM solution_grants WHERE solution_id = ?', [solution]);
    await sql('DELETE FROM case_grants WHERE case_id = ?', [caseRow]);
    await sql(
      `INSERT INTO solution_grants (solution_id, grant_id, note, created_at) VALUES (?, ?, 'test', CURRENT_TIMESTAMP)`,
      [solution, grant],
    );
    await sql('INSERT INTO case_grants (case_id, grant_id, created_at) VALUES (?, ?, CURRENT_TIMESTAMP)', [
      caseRow,
      grant,
    ]);
    await sql(`UPDATE grants SET status = 'draft' WHERE id = ?`, [grant]);
    // The other solution is named by an unpublished case only, and by one without a municipality.
    await sql('UPDATE cases SET solution_id = NULL WHERE solution_id = ?', [other]);
    await sql(`UPDATE cases SET solution_id = ?, status = 'draft' WHERE id = ?`, [other, caseRow]);
    await sql('UPDATE cases SET solution_id = ?, municipality_code = NULL WHERE id = ?', [other, second]);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it.each(['solutions', 'cases'] as const)(
    '%s: a scoped build equals loading each record after a write',
    async (section) => {
      const ids = await publishedIds(server.dataSource, SECTION_TABLES[section].table);
      const loader = SECTION_LOADERS[section];
      const scope = new Map();
      const built = [];
      // Small batches, so the scope is shared across several of them.
      for (let start = 0; start < ids.length; start += 3) {
        built.push(...(await loader(server.dataSource, ids.slice(start, start + 3), scope)));
      }
      const alone = [];
      for (const id of ids) alone.push(...(await loader(server.dataSource, [id])));
      expect(built.length).toBe(ids.length);
      expect(built).toEqual(alone);
      // The data above is in play: some records have a link and a size class, some not.
      expect(alone.some((d) => (d.links ?? []).length > 0) && alone.some((d) => (d.links ?? []).length === 0)).toBe(
        true,
      );
      if (section === 'solutions') {
        expect(
          alone.some((d) => (d.sizeClasses ?? []).length > 0) && alone.some((d) => (d.sizeClasses ?? []).length === 0),
        ).toBe(true);
      }
    },
  );
});
