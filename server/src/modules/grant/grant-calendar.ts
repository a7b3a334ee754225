/**
 * A grant's deadline as an iCalendar file (RFC 5545) made with ical-generator: one all-day event
 * on the last day of applications (Japan's calendar date, so no time zone can move it to the
 * previous day), a display reminder seven days before, and the portal's page of the grant.
 */
import { dayNumberOf, grantStatusText, applicationStateOf, JAPAN_TIME_ZONE, japanDate } from '@portal/shared';
import ical, { ICalAlarmType } from 'ical-generator';

const DAY_MS = 86_400_000;
export const REMINDER_DAYS = 7;

export interface CalendarGrant {
  id: number;
  uid: string;
  title: string;
  issuer: string;
  applicationStart: string | null;
  applicationEnd: string | null;
  amountText: string | null;
  subsidyRateText: string | null;
  guidelineUrl: string | null;
}

/** The file's text, or null when the grant has no deadline (通年・随時). */
export function grantCalendar(grant: CalendarGrant, portalUrl: string, now: Date): string | null {
  const end = dayNumberOf(grant.applicationEnd);
  if (end === null) return null;
  const pageUrl = `${portalUrl}/grants/shows/${grant.id}`;
  const { status, daysLeft } = applicationStateOf(grant.applicationStart, grant.applicationEnd, now);
  const calendar = ical({
    name: '自治体ソリューションポータル 補助金・交付金の締切',
    prodId: { company: 'portal', product: 'grants', language: 'JA' },
    timezone: null,
    x: [{ key: 'X-WR-TIMEZONE', value: JAPAN_TIME_ZONE }],
  });
  const lines = [
    `実施機関: ${grant.issuer}`,
    grant.applicationStart
      ? `公募期間: ${grant.applicationStart} 〜 ${grant.applicationEnd}（日本時間 23:59 締切）`
      : null,
    grant.amountText ? `上限額: ${grant.amountText}` : null,
    grant.subsidyRateText ? `補助率: ${grant.subsidyRateText}` : null,
    // The status is decided on Japan's date, so the date it is stated for is Japan's too.
    `受付状況（${japanDate(now)} 時点）: ${grantStatusText(status, daysLeft)}`,
    grant.guidelineUrl ? `公募要領: ${grant.guidelineUrl}` : null,
    `詳細: ${pageUrl}`,
  ];
  calendar.createEvent({
    id: `grant-${grant.uid}-deadline@portal`,
    // All-day dates are written from their UTC fields: the UTC midnight of the Japanese date.
    start: new Date(end * DAY_MS),
    end: new Date((end + 1) * DAY_MS),
    allDay: true,
    summary: `【締切】${grant.title}`,
    description: lines.filter(Boolean).join('\n'),
    url: pageUrl,
    stamp: now,
    alarms: [
      {
        type: ICalAlarmType.display,
        trigger: REMINDER_DAYS * 86_400,
        description: `締切まで${REMINDER_DAYS}日: ${grant.title}`,
      },
    ],
  });
  return calendar.toString();
}
