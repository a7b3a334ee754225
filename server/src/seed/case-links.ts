/**
 * Demo cases name the service they introduced (`solution_name`); where a demo listing carries
 * that name, the case is linked to it (`solution_id`), so a comparison can count the cases using
 * a listing (issue 22). Only for the demo corpus: a few hundred rows matched in memory. Only
 * unlinked cases are touched, so running it again changes nothing.
 */
import type { DataSource } from 'typeorm';

export async function linkDemoCases(dataSource: DataSource): Promise<number> {
  const solutions = (await dataSource.query(
    "SELECT id, title FROM solutions WHERE status = 'published' ORDER BY id",
  )) as { id: number; title: string }[];
  const cases = (await dataSource.query(
    'SELECT id, solution_name AS name FROM cases WHERE solution_id IS NULL AND solution_name IS NOT NULL',
  )) as { id: number; name: string }[];
  let linked = 0;
  for (const row of cases) {
    const solution = solutions.find((s) => s.title.startsWith(row.name));
    if (!solution) continue;
    await dataSource.query('UPDATE cases SET solution_id = ? WHERE id = ?', [solution.id, row.id]);
    linked += 1;
  }
  return linked;
}
