/**
 * `npm run open-data`: makes today's open data files now (docs/open-data.md), from the command
 * line (demos, tests, an operator after a large import). The app processes make them once a day on
 * their own; this one replaces them whole, safe beside them.
 */
import 'reflect-metadata';
import path from 'node:path';
import { loadEnv } from './config/env';
import { openDatabase } from './db/data-source';
import { systemClock } from './lib/clock';
import { ENTITIES } from './modules/entities';
import { GrantService } from './modules/grant/grant.service';
import { OpenDataService } from './modules/open-data/open-data.service';
import { loadSearch } from './modules/sections';

async function main(): Promise<void> {
  const env = loadEnv();
  const dataSource = await openDatabase({ url: env.DATABASE_URL, sqlitePath: env.sqlitePath }, ENTITIES);
  try {
    const search = await loadSearch(dataSource);
    const openData = new OpenDataService(search, new GrantService(dataSource, search, () => search.clock()), {
      dir: path.join(env.dataDir, 'open-data'),
      publicUrl: env.publicUrl,
      license: { name: env.OPEN_DATA_LICENSE, url: env.OPEN_DATA_LICENSE_URL },
      clock: systemClock,
    });
    const manifest = await openData.generate();
    search.stop();
    for (const file of manifest.files) {
      console.log(`${file.name}: ${file.records} records, ${file.bytes} bytes, sha256 ${file.sha256}`);
    }
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
