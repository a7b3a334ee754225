/**
 * Firebase Analytics, loaded only when a measurement id is configured (the SDK and the tag are
 * fetched on demand, never on a portal without one). Events logged while it loads are queued.
 */
import type { ClientConfig } from '@/config/runtime';
import type { AnalyticsRecord, AnalyticsSink } from './events';

type Logger = (record: AnalyticsRecord) => void;
type UserSetter = (userId: string | null) => void;

export function createFirebaseSink(config: ClientConfig['firebase']): AnalyticsSink {
  const queue: AnalyticsRecord[] = [];
  let pendingUser: string | null | undefined;
  let log: Logger | null = null;
  let setUser: UserSetter | null = null;

  void (async () => {
    const [{ initializeApp }, { initializeAnalytics, isSupported, logEvent, setUserId }] = await Promise.all([
      import('firebase/app'),
      import('firebase/analytics'),
    ]);
    if (!(await isSupported())) return;
    // A named app of its own, so the auth module's default app is left alone.
    const app = initializeApp(config, 'analytics');
    // Page views are ours (one per route change), not the SDK's automatic one.
    const analytics = initializeAnalytics(app, { config: { send_page_view: false } });
    log = (record) => logEvent(analytics, record.name as string, record.params);
    setUser = (userId) => setUserId(analytics, userId);
    if (pendingUser !== undefined) setUser(pendingUser);
    queue.splice(0).forEach(log);
  })().catch((error: unknown) => console.warn('analytics unavailable', error));

  return {
    log(record) {
      if (log) log(record);
      else queue.push(record);
    },
    setUser(userId) {
      if (setUser) setUser(userId);
      else pendingUser = userId;
    },
  };
}
