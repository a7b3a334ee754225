/** Demo content for `npm start`: reference data plus the generated demo corpus (idempotent). */
import type { DataSource } from 'typeorm';
import { seedCorpus, type SeedCounts } from './content';
import { DEMO_SIZES, generateCorpus } from './corpus';
import { seedReference } from './reference';

export async function seedDemo(dataSource: DataSource): Promise<SeedCounts> {
  await seedReference(dataSource);
  const counts = await seedCorpus(dataSource, generateCorpus(DEMO_SIZES));
  return counts;
}
