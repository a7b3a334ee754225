/**
 * `npm run seed:large -- --per-section 100000`: fills the database named by DATA_DIR or
 * DATABASE_URL with a benchmark corpus (the sections are replaced; users are kept).
 */
import 'reflect-metadata';
import { loadEnv } from '../config/env';
import { openDatabase } from '../db/data-source';
import { ENTITIES } from '../modules/entities';
import { seedCorpus } from './content';
import { generateCorpus } from './corpus';
import { seedReference } from './reference';

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const raw = index >= 0 ? process.argv[index + 1] : undefined;
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer (got "${raw}").`);
  return value;
}

export interface LargeSeedOptions {
  /** Vendor companies; defaults to one per 500 listings (at least 45). */
  companies?: number;
  /**
   * Keep the records already there and add the rest: the corpus is deterministic by position, so
   * growing 10 000 → 100 000 with a fixed company count yields the same corpus as seeding 100 000
   * at once (the benchmark grows one database through its sizes).
   */
  append?: boolean;
}

export function defaultCompanies(perSection: number): number {
  return Math.max(45, Math.ceil(perSection / 500));
}

export async function seedLarge(
  perSection: number,
  settings: { url?: string; sqlitePath: string },
  options: LargeSeedOptions = {},
) {
  const dataSource = await openDatabase(settings, ENTITIES);
  try {
    await seedReference(dataSource);
    const companies = options.companies ?? defaultCompanies(perSection);
    return await seedCorpus(
      dataSource,
      generateCorpus({ companies, solutions: perSection, grants: perSection, cases: perSection }),
      { replace: !options.append },
    );
  } finally {
    await dataSource.destroy();
  }
}

async function main(): Promise<void> {
  const perSection = argument('per-section', 100_000);
  const env = loadEnv();
  const started = Date.now();
  const counts = await seedLarge(perSection, { url: env.DATABASE_URL, sqlitePath: env.sqlitePath });
  const where = env.DATABASE_URL ? 'DATABASE_URL' : env.sqlitePath;
  console.log(`seeded ${JSON.stringify(counts)} into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
