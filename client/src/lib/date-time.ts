/**
 * A moment as the staff and operator screens show it (「2026/11/23 14:05」 in Tokyo time). Kept
 * apart from format.ts: Intl's locale data is a long first use, which those screens alone pay.
 */
import { JAPAN_TIME_ZONE } from '@portal/shared';

const DATE_TIME = new Intl.DateTimeFormat('ja-JP', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: JAPAN_TIME_ZONE,
});

/** The date and time, or a dash when there is none. */
export function formatDateTime(value: string | Date | null | undefined): string {
  return value ? DATE_TIME.format(new Date(value)) : '—';
}
