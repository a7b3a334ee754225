/**
 * Each app process checks every OPEN_DATA_CHECK_SECONDS (and soon after it starts) whether today's
 * open data files are there, and makes them when not: once a day in Japan time, off the request
 * path. Processes sharing DATA_DIR may both make them; each file is replaced whole (a rename).
 */
import type { Logger } from 'pino';
import type { OpenDataService } from './open-data.service';

export interface OpenDataJob {
  stop(): Promise<void>;
}

export function startOpenDataJob(openData: OpenDataService, seconds: number, logger: Logger): OpenDataJob {
  if (seconds <= 0) return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = openData
      .isCurrent()
      .then(async (current) => {
        if (current) return;
        const manifest = await openData.generate();
        logger.info({ date: manifest.date, files: manifest.files.length }, 'open data files written');
      })
      .catch((error: unknown) =>
        logger.warn({ err: error }, 'open data files could not be written; the next check retries'),
      )
      .finally(() => {
        running = null;
      });
  };
  // After the start's own work; spread so processes started together do not all write at once.
  const first = setTimeout(tick, 2000 + Math.random() * 3000);
  const timer = setInterval(tick, seconds * 1000);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
