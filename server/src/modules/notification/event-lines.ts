/**
 * What a change means to a person, as lines of a mail: the fields people act on (deadline, status,
 * amount, 補助率, 公募要領, a listing's 資料, a case's figures), each `[label, before, after]` in
 * words, dates in Japan's calendar with the weekday. Other fields (a typo in a description) are
 * not announced.
 */
import type { EventLine } from './notification-event.entity';

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

/** 2026年12月25日（金） from YYYY-MM-DD (a Japan calendar day); other text as it is. */
export function dateWithWeekday(day: string | null | undefined): string | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!match) return day ?? null;
  const weekday = WEEKDAYS[new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay()];
  return `${match[1]}年${Number(match[2])}月${Number(match[3])}日（${weekday}）`;
}

type Changes = Record<string, [unknown, unknown]>;

function text(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return value.toLocaleString('ja-JP');
  return String(value);
}

function yen(value: unknown): string | null {
  const shown = text(value);
  return shown === null ? null : `${shown}円`;
}

/** A deadline as the mail says it: the day with its weekday, and the time when one is set. */
function deadline(day: unknown, time: unknown): string | null {
  const date = dateWithWeekday(text(day));
  if (date === null) return null;
  const at = text(time);
  return at ? `${date} ${at.slice(0, 5)}（日本時間）` : date;
}

function attachmentNames(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  return value
    .map((entry) => {
      const row = entry as { title?: string; name?: string; fileName?: string };
      return row.title || row.name || row.fileName || '添付資料';
    })
    .join('、');
}

const STATUS_WORDS: Record<string, string> = {
  published: '掲載中',
  withdrawn: '掲載終了',
  draft: '下書き',
  scheduled: '公開予約',
};

function statusLine(change: [unknown, unknown] | undefined, reason: string | null): EventLine[] {
  if (!change) return [];
  const [, after] = change;
  if (after === 'withdrawn') {
    return [['掲載', '掲載中', reason ? `掲載終了（理由: ${reason}）` : '掲載終了']];
  }
  return [['掲載', STATUS_WORDS[String(change[0])] ?? text(change[0]), STATUS_WORDS[String(after)] ?? text(after)]];
}

/** A grant's announced changes. `current` supplies the other half of a deadline (day or time). */
export function grantLines(
  changes: Changes,
  current: { applicationEnd: string | null; applicationEndTime: string | null },
  reason: string | null,
): EventLine[] {
  const lines: EventLine[] = [];
  const end = changes.applicationEnd;
  const endTime = changes.applicationEndTime;
  if (end || endTime) {
    const before = deadline(end ? end[0] : current.applicationEnd, endTime ? endTime[0] : current.applicationEndTime);
    const after = deadline(end ? end[1] : current.applicationEnd, endTime ? endTime[1] : current.applicationEndTime);
    lines.push(['締切', before ?? '定めなし', after ?? '定めなし']);
  }
  if (changes.applicationStart) {
    lines.push([
      '受付開始',
      dateWithWeekday(text(changes.applicationStart[0])) ?? '未定',
      dateWithWeekday(text(changes.applicationStart[1])) ?? '未定',
    ]);
  }
  if (changes.amountText)
    lines.push(['上限額', text(changes.amountText[0]) ?? '記載なし', text(changes.amountText[1]) ?? '記載なし']);
  else if (changes.amountMax)
    lines.push(['上限額', yen(changes.amountMax[0]) ?? '記載なし', yen(changes.amountMax[1]) ?? '記載なし']);
  if (changes.subsidyRateText) {
    lines.push([
      '補助率',
      text(changes.subsidyRateText[0]) ?? '記載なし',
      text(changes.subsidyRateText[1]) ?? '記載なし',
    ]);
  }
  if (changes.attachments) {
    lines.push([
      '公募要領・添付資料',
      attachmentNames(changes.attachments[0]) ?? 'なし',
      `${attachmentNames(changes.attachments[1]) ?? 'なし'}（差し替えられました）`,
    ]);
  }
  return [...lines, ...statusLine(changes.status, reason)];
}

const CASE_FIGURES: [string, string, (value: unknown) => string | null][] = [
  ['initialCost', '初期費用', yen],
  ['annualCost', '年間費用', yen],
  ['subsidyAmount', '補助額', yen],
  ['periodMonths', '導入期間', (v) => (text(v) === null ? null : `${text(v)}か月`)],
];

function kpiText(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  return value
    .map((entry) => {
      const k = entry as { label: string; unit?: string; before?: unknown; after?: unknown };
      return `${k.label} ${text(k.before) ?? '―'}→${text(k.after) ?? '―'}${k.unit ?? ''}`;
    })
    .join('、');
}

/** A case's announced changes: its figures and its publication. */
export function caseLines(changes: Changes, reason: string | null): EventLine[] {
  const lines: EventLine[] = [];
  for (const [field, label, format] of CASE_FIGURES) {
    const change = changes[field];
    if (change) lines.push([label, format(change[0]) ?? '記載なし', format(change[1]) ?? '記載なし']);
  }
  if (changes.kpis) lines.push(['成果指標', kpiText(changes.kpis[0]) ?? 'なし', kpiText(changes.kpis[1]) ?? 'なし']);
  return [...lines, ...statusLine(changes.status, reason)];
}

/** A listing's published change: its name, its price and a replaced 資料 (a new file, maybe under the same name). */
export function listingLines(
  before: { title: string; document: string | null; price: string | null },
  oldDocumentKey: string | null,
  after: { title: string; documentName: string | null; documentKey: string | null; priceText: string | null },
): EventLine[] {
  const lines: EventLine[] = [];
  if (before.title !== after.title) lines.push(['名称', before.title, after.title]);
  if ((before.price ?? '') !== (after.priceText ?? '')) {
    lines.push(['価格', before.price || '記載なし', after.priceText || '記載なし']);
  }
  if (oldDocumentKey !== after.documentKey) {
    lines.push(['資料', before.document ?? 'なし', `${after.documentName ?? 'なし'}（差し替えられました）`]);
  }
  return lines;
}
