/**
 * Demo content for `npm start`: reference data, the generated vendors and listings, then the
 * generated grants and cases through the importer (demo-imports.ts), and the demo vendor's
 * listing insights (demo-insights.ts). Idempotent.
 */
import type { DataSource } from 'typeorm';
import { seedCorpus, type SeedCounts } from './content';
import { DEMO_SIZES, generateCorpus } from './corpus';
import { importDemoContent } from './demo-imports';
import { seedDemoInsights } from './demo-insights';
import { seedReference } from './reference';

export async function seedDemo(dataSource: DataSource): Promise<SeedCounts> {
  await seedReference(dataSource);
  const corpus = generateCorpus(DEMO_SIZES);
  const listings = await seedCorpus(dataSource, { ...corpus, grants: [], cases: [] });
  const imported = await importDemoContent(dataSource, corpus);
  await seedDemoInsights(dataSource);
  return { ...listings, ...imported };
}
