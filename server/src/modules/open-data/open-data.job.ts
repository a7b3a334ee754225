/**
 * Each app process checks every OPEN_DATA_CHECK_SECONDS (and soon after it starts) whether today's
 * open data files are there, and makes them when not: once a day in Japan time, off the request
 * path. Processes sharing DATA_DIR may both make them; each file is replaced whole (a rename).
 */
import type { Logger } from 'pino';
import { startPeriodic, type PeriodicTask } from '../../lib/periodic';
import type { OpenDataService } from './open-data.service';

export type OpenDataJob = PeriodicTask;

export function startOpenDataJob(openData: OpenDataService, seconds: number, logger: Logger): OpenDataJob {
  return startPeriodic({
    seconds,
    // After the start's own work; spread so processes started together do not all write at once.
    firstAfterMs: 2000 + Math.random() * 3000,
    failure: 'open data files could not be written; the next check retries',
    logger,
    async run() {
      if (await openData.isCurrent()) return;
      const manifest = await openData.generate();
      logger.info({ date: manifest.date, files: manifest.files.length }, 'open data files written');
    },
  });
}
