/**
 * Japan time, the portal's one time zone for every date it shows or writes (screens, mails, file
 * names, exported columns), whatever the zone of the server or the browser; the fiscal year (年度,
 * April to March); and the Japanese era (和暦) of both. Japan has kept UTC+9 without daylight saving
 * time since 1951, so date arithmetic uses a fixed offset (no Intl on a hot path, whose first use
 * loads locale data, a long task on a phone); era names come from Intl's Japanese calendar, which
 * knows every era, the next one included once the runtime's ICU does.
 */
export const JAPAN_TIME_ZONE = 'Asia/Tokyo';
export const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

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

/** The instant a Japanese calendar day (`YYYY-MM-DD`) begins, 00:00 JST; `hour` moves it on. */
export function japanDayStart(date: string, hour = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - JST_OFFSET_MS + hour * 3_600_000);
}

/** The Japanese calendar day of `moment` as midnight UTC of that date: a pure date to step by days. */
export function japanCalendarDay(moment: Date): Date {
  const wall = wallClock(moment);
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
}

/** The instant a calendar day made by japanCalendarDay ends in Japan (00:00 JST of the next day). */
export function endOfJapanDay(day: Date): Date {
  return new Date(day.getTime() + DAY_MS - JST_OFFSET_MS);
}

/** `moment` (now by default) cut to whole seconds: MySQL's DATETIME keeps no fraction, so every database reads back the same. */
export function wholeSeconds(moment: Date = new Date()): Date {
  return new Date(Math.floor(moment.getTime() / 1000) * 1000);
}

/** Now, in whole seconds (wholeSeconds). */
export function nowSeconds(): Date {
  return wholeSeconds(new Date());
}

/** The fiscal year (年度) a moment falls in, in Japan: April starts a new one. */
export function fiscalYearAt(moment: Date): number {
  const wall = wallClock(moment);
  return wall.getUTCMonth() >= 3 ? wall.getUTCFullYear() : wall.getUTCFullYear() - 1;
}

let eraFormat: Intl.DateTimeFormat | null = null;

/** The era and the year of the era (1 for 元年) of a Japanese calendar day, from Intl. */
function eraOf(day: Date): { era: string; year: number } {
  eraFormat ??= new Intl.DateTimeFormat('ja-JP-u-ca-japanese', { era: 'long', year: 'numeric', timeZone: 'UTC' });
  const parts = eraFormat.formatToParts(day);
  const era = parts.find((part) => part.type === 'era')?.value ?? '';
  const year = parts.find((part) => part.type === 'year')?.value ?? '';
  return { era, year: year === '元' ? 1 : Number.parseInt(year, 10) };
}

const yearText = (year: number) => (year === 1 ? '元' : String(year));

/**
 * The era name of a fiscal year, as public bodies write it: the era in force at the year's end,
 * counted from that era's first fiscal year, so fiscal 2019 (April 2019, still 平成31年) is
 * 令和元年度; an era begun between January and March (平成, January 1989) starts with the next
 * fiscal year, so fiscal 1988 is 昭和63年度. Null before the calendar's eras.
 */
export function fiscalYearEra(year: number): { era: string; year: number } | null {
  const end = eraOf(new Date(Date.UTC(year + 1, 2, 31)));
  if (!end.era || !Number.isFinite(end.year)) return null;
  if (end.year >= 2) return { era: end.era, year: end.year - 1 };
  const start = eraOf(new Date(Date.UTC(year, 3, 1)));
  return start.era && Number.isFinite(start.year) ? start : null;
}

const fiscalLabels = new Map<number, string>();

/** 「2024年度（令和6年度）」, or 「1850年度」 before the eras Intl knows. */
export function fiscalYearLabel(year: number): string {
  let label = fiscalLabels.get(year);
  if (label === undefined) {
    const era = fiscalYearEra(year);
    label = era ? `${year}年度（${era.era}${yearText(era.year)}年度）` : `${year}年度`;
    fiscalLabels.set(year, label);
  }
  return label;
}

/** A moment's date in Japan in the Japanese calendar: 「令和8年4月1日」. */
export function japaneseEraDate(moment: Date): string {
  const day = japanCalendarDay(moment);
  const { era, year } = eraOf(day);
  return `${era}${yearText(year)}年${day.getUTCMonth() + 1}月${day.getUTCDate()}日`;
}
