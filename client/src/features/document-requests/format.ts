import { JAPAN_TIME_ZONE } from '@portal/shared';

const DATE = new Intl.DateTimeFormat('ja-JP', {
  timeZone: JAPAN_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const DATE_TIME = new Intl.DateTimeFormat('ja-JP', {
  timeZone: JAPAN_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatRequestDate = (value: string) => DATE.format(new Date(value));
export const formatRequestDateTime = (value: string) => DATE_TIME.format(new Date(value));
