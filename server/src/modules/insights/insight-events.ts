/** What is counted per listing (docs/insights.md), and how the screens name it. */
export const INSIGHT_EVENTS = [
  { id: 'impression', label: '検索結果での表示' },
  { id: 'view', label: '詳細ページの閲覧' },
  { id: 'basket', label: '資料請求リストへの追加' },
  { id: 'compare', label: '比較' },
  { id: 'bookmark', label: 'お気に入り登録' },
  { id: 'download', label: '資料のダウンロード' },
  { id: 'request', label: '資料請求・お問い合わせ' },
] as const;

export type InsightEvent = (typeof INSIGHT_EVENTS)[number]['id'];

/** The events a browser reports (the others, impressions and views included, are counted by the server where they happen). */
export const REPORTED_EVENTS: readonly InsightEvent[] = ['basket', 'compare'];

export function isInsightEvent(value: string): value is InsightEvent {
  return INSIGHT_EVENTS.some((event) => event.id === value);
}

/** A cell with fewer distinct municipalities than this shows 「5未満」 instead of its count. */
export const MIN_MUNICIPALITIES = 5;
export const SUPPRESSED_LABEL = '5未満';
