/**
 * `npm run alerts -- --now`: one alert run at once, from the command line (demos, tests, an
 * operator catching up). `--now` treats every saved search with alerts on as due, whatever its
 * schedule; without it only the due ones run, as the app processes' schedule would. Mails go to
 * the outbox; the app processes' mail worker sends them. Safe beside running app processes: the
 * run claims each user as theirs does.
 */
import 'reflect-metadata';
import { loadEnv } from './config/env';
import { openDatabase } from './db/data-source';
import { AlertService } from './modules/alert/alert.service';
import { ENTITIES } from './modules/entities';
import { SavedSearchService } from './modules/saved-search/saved-search.service';
import { loadSearch } from './modules/sections';

async function main(): Promise<void> {
  const env = loadEnv();
  const force = process.argv.includes('--now');
  const dataSource = await openDatabase({ url: env.DATABASE_URL, sqlitePath: env.sqlitePath }, ENTITIES);
  try {
    const search = await loadSearch(dataSource);
    const alerts = new AlertService(
      dataSource,
      search,
      new SavedSearchService(dataSource, search),
      { publicUrl: env.publicUrl },
      () => undefined,
    );
    const started = Date.now();
    const result = await alerts.run({ force });
    search.stop();
    console.log(
      `alerts: ${result.users} users looked at, ${result.mails} mails stored in the outbox in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
