// The --alerts mode of bench/run.mjs: one database at `perSection`, the saved searches, the
// portal started as `npm run serve` starts it, one alert run under the realistic workload.
import path from 'node:path';
import { runAlertBench, seedAlertFixtures, writeAlertResults } from './alerts.mjs';
import { ALERTS_END, ALERTS_START, renderAlerts } from './alerts-report.mjs';
import { createBenchDatabase, ensureBenchAccounts, growCorpus, signIn } from './database.mjs';
import { loadAverage, machine, writeReadmeSection } from './markdown.mjs';
import { startPortal } from './server.mjs';
import { realisticWorkload, verifyWorkload, workloadRequests } from './workload.mjs';

const root = path.resolve(import.meta.dirname, '../..');

export async function alertsMain({
  emulator,
  loadBefore,
  projectId,
  kind,
  perSection,
  searches,
  connections,
  smoke,
  out,
  writeDocs,
  log,
}) {
  const database = await createBenchDatabase(kind);
  try {
    log(`${database.label}: growing the corpus to ${perSection} per section`);
    await growCorpus(database, perSection, Math.max(45, Math.ceil(perSection / 500)));
    const account = await ensureBenchAccounts(database, projectId);
    const token = await signIn(emulator.host, account.municipal.email, account.password);
    const workload = realisticWorkload({ token });
    log(`seeding ${searches} saved searches`);
    const fixtures = await seedAlertFixtures(database, {
      searches,
      workload,
      changedPerSection: Math.max(10, Math.round(perSection / 100)),
    });
    const server = await startPortal({
      env: {
        ...database.env,
        FIREBASE_PROJECT_ID: projectId,
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
        ALERT_RUN_SECONDS: '1',
        DB_STATEMENT_TIMEOUT_MS: '60000',
      },
      logFile: path.join(database.dataDir, 'server-alerts.log'),
    });
    try {
      await verifyWorkload(server.origin, workload, smoke ? 20 : 60);
      const result = await runAlertBench({
        server,
        database,
        requests: workloadRequests(workload),
        connections,
        log,
        baselineSeconds: smoke ? 2 : 10,
      });
      const run = {
        date: new Date().toISOString(),
        machine: { ...machine(loadBefore), loadAfter: loadAverage() },
        database: database.label,
        perSection,
        fixtures,
        result,
      };
      log(JSON.stringify(result));
      writeAlertResults(out, run);
      const markdown = renderAlerts(run);
      console.log(`\n${markdown}\n`);
      if (writeDocs) {
        await writeReadmeSection(path.join(root, 'docs', 'performance.md'), [ALERTS_START, ALERTS_END], markdown);
        log('docs/performance.md alert table rewritten');
      }
      if (!result.finished) throw new Error('the alert run did not finish in time');
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}
