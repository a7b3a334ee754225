/**
 * Japan time, the portal's one time zone for every date it shows or writes (screens, mails, file
 * names, exported columns), whatever the zone of the server or the browser. Japan has kept UTC+9
 * without daylight saving time since 1951, so a fixed offset gives Asia/Tokyo's answer without
 * Intl (whose first use loads locale data, a long task on a phone).
 */
export const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** A Date whose UTC fields read Japan's wall clock at `moment`. */
function wallClock(moment: Date): Date {
  return new Date(moment.getTime() + JST_OFFSET_MS);
}

/** `YYYY-MM-DD` in Japan. */
export function japanDate(moment: Date): string {
  return wallClock(moment).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD HH:mm:ss` in Japan: what a spreadsheet reads as a date and time. */
export function japanDateTime(moment: Date): string {
  return wallClock(moment).toISOString().slice(0, 19).replace('T', ' ');
}
