/** Dates as Japanese mails write them, in Japan's calendar whatever the server's time zone. */
import { japanDate } from '@portal/shared';

/** YYYY-MM-DD of the moment in Japan. */
export function tokyoDay(moment: Date): string {
  return japanDate(moment);
}

/** 2026年12月1日 from YYYY-MM-DD; null stays null. */
export function formatJapaneseDate(day: string | null | undefined): string | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return match ? `${match[1]}年${Number(match[2])}月${Number(match[3])}日` : (day ?? null);
}
