/**
 * Without a measurement id nothing leaves the browser: events are kept in memory, readable at
 * `window.__analyticsEvents` (by tests and by anyone checking what would be measured).
 */
import type { AnalyticsRecord, AnalyticsSink } from './events';

declare global {
  interface Window {
    __analyticsEvents?: AnalyticsRecord[];
  }
}

/** Keeps memory bounded on a long visit. */
const LIMIT = 1000;

export function createLocalSink(target: Window = window): AnalyticsSink {
  const events: AnalyticsRecord[] = [];
  target.__analyticsEvents = events;
  return {
    log(record) {
      events.push(record);
      if (events.length > LIMIT) events.splice(0, events.length - LIMIT);
    },
    setUser() {
      // the user id already travels in each event's parameters
    },
  };
}
