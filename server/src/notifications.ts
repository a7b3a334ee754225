/**
 * `npm run notifications -- --now`: fans out the notification events waiting and stores the
 * digests due, from the command line (demos, tests, an operator catching up). `--now` treats every
 * pending digest as due. Mails go to the outbox; the app processes' mail worker sends them. Safe
 * beside running app processes: each event and digest is taken once (notification-delivery.ts).
 */
import 'reflect-metadata';
import { loadEnv } from './config/env';
import { openDatabase } from './db/data-source';
import { ENTITIES } from './modules/entities';
import { NotificationDelivery } from './modules/notification/notification-delivery';

async function main(): Promise<void> {
  const env = loadEnv();
  const force = process.argv.includes('--now');
  const dataSource = await openDatabase({ url: env.DATABASE_URL, sqlitePath: env.sqlitePath }, ENTITIES);
  try {
    const delivery = new NotificationDelivery(dataSource, { publicUrl: env.publicUrl }, () => undefined);
    const dispatched = await delivery.dispatch();
    const digests = await delivery.digest({ force });
    console.log(`notifications: ${dispatched} mails at once, ${digests} digest mails stored in the outbox`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
