/** Small helpers the mail texts share. */
import { JAPAN_TIME_ZONE } from '@portal/shared';

const JST = new Intl.DateTimeFormat('ja-JP', {
  timeZone: JAPAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatJst(date: Date): string {
  return JST.format(date);
}

export const SIGNATURE = [
  '',
  '──────────────────────────',
  '自治体ソリューションポータル 運営事務局',
  '※このメールは送信専用アドレスから自動で送信しています。',
  '──────────────────────────',
].join('\n');

/** Indents every line of a user-written text so it cannot pass for the mail's own lines. */
export function quoted(text: string, indent = '    '): string {
  const body = text.trim();
  if (!body) return `${indent}（記入なし）`;
  return body
    .split(/\r?\n/)
    .map((line) => `${indent}${line}`)
    .join('\n');
}
