/**
 * The analytics events of docs/specification.md §9, with their parameters. Every event carries the
 * signed-in user's id, or 「guest」 for visitors.
 */
export const GUEST = 'guest';

export const SCROLL_THRESHOLDS = [25, 50, 75, 100] as const;
export type ScrollDepth = (typeof SCROLL_THRESHOLDS)[number];

export interface AnalyticsEvents {
  page_view: { page_path: string; page_title: string; user_id: string };
  scroll: { page: string; depth: ScrollDepth; user_id: string };
  outbound_click: { page: string; url: string; user_id: string };
  referrer: { referrer_url: string; page_path: string; page_title: string; user_id: string };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

export interface AnalyticsRecord<N extends AnalyticsEventName = AnalyticsEventName> {
  name: N;
  params: AnalyticsEvents[N];
}

/** Receives every event; Firebase Analytics or the local sink. */
export interface AnalyticsSink {
  log(record: AnalyticsRecord): void;
  setUser(userId: string | null): void;
}
