/**
 * A background task run every few seconds in each app process: one run at a time (a tick while
 * the last run is still going is skipped), timers that never keep the process alive, and a stop
 * that waits for the run in progress so a shutdown does not cut a transaction short.
 */
import type { Logger } from 'pino';

export interface PeriodicTask {
  /** Runs now unless a run is in progress; resolves when that run ends. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

export interface PeriodicOptions {
  /** Seconds between runs; 0 or less starts no timer (tests call tick() themselves). */
  seconds: number;
  /** Delay of the first run in ms; without it the first run waits a whole interval. */
  firstAfterMs?: number;
  /** Logged with the error when a run fails; the next run tries again. */
  failure: string;
  logger: Logger;
  run(): Promise<void>;
}

export function startPeriodic(options: PeriodicOptions): PeriodicTask {
  let running: Promise<void> | null = null;
  const tick = (): Promise<void> => {
    running ??= options
      .run()
      .catch((error: unknown) => options.logger.warn({ err: error }, options.failure))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timers: NodeJS.Timeout[] = [];
  if (options.seconds > 0) {
    if (options.firstAfterMs !== undefined) timers.push(setTimeout(() => void tick(), options.firstAfterMs));
    timers.push(setInterval(() => void tick(), options.seconds * 1000));
    for (const timer of timers) timer.unref();
  }
  return {
    tick,
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      await running;
    },
  };
}

/** Spreads first runs over the interval so processes started together do not all query at once. */
export function spreadOver(seconds: number): number {
  return Math.random() * seconds * 1000;
}
