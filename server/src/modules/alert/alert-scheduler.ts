/**
 * Runs the alerts in every app process every ALERT_RUN_SECONDS (0: never). Processes do not
 * coordinate beyond the per-user claims of the run itself, so any number of them may run it.
 */
import type { Logger } from 'pino';
import type { AlertService } from './alert.service';

export interface AlertScheduler {
  stop(): Promise<void>;
}

export function startAlertScheduler(alerts: AlertService, seconds: number, logger: Logger): AlertScheduler {
  if (seconds <= 0) return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = alerts
      .run()
      .then((result) => {
        if (result.mails > 0) logger.info(result, 'alert run stored mails');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'alert run failed; the next run retries'))
      .finally(() => {
        running = null;
      });
  };
  // Spread over the interval so processes started together do not all query at once.
  const first = setTimeout(tick, Math.random() * seconds * 1000);
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
