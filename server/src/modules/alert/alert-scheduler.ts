/**
 * Runs the alerts in every app process every ALERT_RUN_SECONDS (0: never). Processes do not
 * coordinate beyond the per-user claims of the run itself, so any number of them may run it.
 */
import type { Logger } from 'pino';
import { spreadOver, startPeriodic, type PeriodicTask } from '../../lib/periodic';
import type { AlertService } from './alert.service';

export type AlertScheduler = PeriodicTask;

export function startAlertScheduler(alerts: AlertService, seconds: number, logger: Logger): AlertScheduler {
  return startPeriodic({
    seconds,
    firstAfterMs: spreadOver(seconds),
    failure: 'alert run failed; the next run retries',
    logger,
    async run() {
      const result = await alerts.run();
      if (result.mails > 0) logger.info(result, 'alert run stored mails');
    },
  });
}
