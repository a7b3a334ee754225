/**
 * Reads new documents' text in the background (document-text.service.ts): every few seconds in
 * every app process, whoever holds the lease sweeps, so a file is read once however many
 * processes run, and a crashed holder's lease runs out within a minute.
 */
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { FileStorage } from '../../storage/storage';
import { claimLease } from '../upload-cleanup/upload-cleanup.service';
import { hasPendingTexts, readPendingTexts } from './document-text.service';

const JOB = 'document-text';
const LEASE_MS = 60_000;

export interface DocumentTextSchedule {
  /** Runs one sweep now (tests, and the first sweep after start). */
  sweep(): Promise<void>;
  /** No new sweep starts; resolves when the running one has ended. */
  stop(): Promise<void>;
}

export function scheduleDocumentTexts(options: {
  dataSource: DataSource;
  storage: FileStorage;
  everyMs: number;
  logger: Logger;
}): DocumentTextSchedule {
  const { dataSource, storage, logger } = options;
  let running: Promise<void> | null = null;
  const run = async () => {
    // Most ticks find nothing to read: they look first, and only then take the lease (a write).
    if (!(await hasPendingTexts(dataSource))) return;
    const now = Date.now();
    if (!(await claimLease(dataSource, JOB, now, now + LEASE_MS))) return;
    try {
      // Sweeps until nothing is left or the lease nears its end.
      while (Date.now() < now + LEASE_MS - 25_000) {
        const outcomes = await readPendingTexts(dataSource, storage);
        for (const outcome of outcomes.filter((o) => o.status !== 'ok')) {
          logger.warn(outcome, 'a stored document has no text for search');
        }
        if (outcomes.length === 0) break;
        logger.info({ files: outcomes.length }, 'document texts read');
      }
    } finally {
      // Free for the next tick of any process.
      await dataSource.query('UPDATE job_leases SET lease_until = 0 WHERE name = ?', [JOB]);
    }
  };
  const sweep = () => {
    running ??= run()
      .catch((error: unknown) => logger.warn({ err: error }, 'reading document texts failed'))
      .finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => void sweep(), options.everyMs);
  timer.unref();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
