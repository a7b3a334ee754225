/**
 * Runs notifications in every app process: events are fanned out every `dispatchSeconds` (a
 * change's mail leaves within seconds), digests looked at every `digestSeconds`. Any number of
 * processes may run both (notification-delivery.ts takes each event and digest once). A
 * `digestSeconds` of 0 turns both off (tests drive them by hand).
 */
import type { Logger } from 'pino';
import type { NotificationDelivery } from './notification-delivery';

export interface NotificationScheduler {
  stop(): Promise<void>;
}

export function startNotificationScheduler(
  delivery: NotificationDelivery,
  seconds: { dispatch: number; digest: number },
  logger: Logger,
): NotificationScheduler {
  if (seconds.digest <= 0 || seconds.dispatch <= 0) return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  let lastDigest = 0;
  const tick = () => {
    if (running) return;
    const digestNow = Date.now() - lastDigest >= seconds.digest * 1000;
    running = (async () => {
      const mails = await delivery.dispatch();
      if (mails > 0) logger.info({ mails }, 'notifications stored mails');
      if (digestNow) {
        lastDigest = Date.now();
        const digests = await delivery.digest();
        if (digests > 0) logger.info({ mails: digests }, 'notification digests stored mails');
      }
    })()
      .catch((error: unknown) => logger.warn({ err: error }, 'notification run failed; the next run retries'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, seconds.dispatch * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
