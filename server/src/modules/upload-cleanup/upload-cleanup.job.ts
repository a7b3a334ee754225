/**
 * Schedules the clean-up of unattached uploads in every app process: a first try a minute after
 * start, then hourly. Whoever takes the hour's lease sweeps; the others skip, so N processes on
 * any number of hosts sweep once an hour between them, and a crashed holder's lease simply runs out.
 */
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { FileStorage } from '../../storage/storage';
import { claimLease, CLEANUP_JOB, removeUnattachedUploads } from './upload-cleanup.service';

const HOUR_MS = 60 * 60 * 1000;
const FIRST_DELAY_MS = 60 * 1000;

export interface CleanupSchedule {
  stop(): void;
}

export function scheduleUploadCleanup(options: {
  dataSource: DataSource;
  storage: FileStorage;
  unattachedHours: number;
  logger: Logger;
  onSweep?: (removed: number) => void;
}): CleanupSchedule {
  const { dataSource, storage, unattachedHours, logger } = options;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const now = Date.now();
      // A little under an hour: the next hourly try (of any process) finds it free again.
      if (!(await claimLease(dataSource, CLEANUP_JOB, now, now + HOUR_MS - 60_000))) return;
      const result = await removeUnattachedUploads(dataSource, storage, new Date(now - unattachedHours * HOUR_MS));
      options.onSweep?.(result.removed.length);
      logger.info({ examined: result.examined, removed: result.removed.length }, 'unattached uploads cleaned');
    } catch (error) {
      // The database or the store being away is reported elsewhere; the next hour tries again.
      logger.warn({ err: error }, 'the clean-up of unattached uploads failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), FIRST_DELAY_MS);
  const hourly = setInterval(() => void run(), HOUR_MS);
  first.unref();
  hourly.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(hourly);
    },
  };
}
