/**
 * When a saved search's alert is next looked at. `asap` is batched: at most one mail an hour.
 * Daily and weekly runs fall at 08:00 Japan time (23:00 UTC), so a mail arrives before work.
 */
import type { AlertFrequency } from '@portal/shared';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** 08:00 JST is 23:00 UTC the day before. */
const SEND_HOUR_UTC = 23;

function nextMorning(after: Date): Date {
  const next = new Date(after);
  next.setUTCHours(SEND_HOUR_UTC, 0, 0, 0);
  if (next <= after) next.setTime(next.getTime() + DAY);
  return next;
}

export function nextAlertAt(alert: AlertFrequency, after: Date): Date | null {
  switch (alert) {
    case 'off':
      return null;
    case 'asap':
      return new Date(after.getTime() + HOUR);
    case 'daily':
      return nextMorning(after);
    case 'weekly':
      return new Date(nextMorning(after).getTime() + 6 * DAY);
  }
}
