/** Listing insights (docs/insights.md): read by vendors and the operator, reported by browsers. */
import { graphql } from '@/gql';

export const LISTING_INSIGHTS_QUERY = graphql(`
  query ListingInsights($from: String, $to: String, $listingId: ID) {
    listingInsights(from: $from, to: $to, listingId: $listingId) {
      from
      to
      listings {
        id
        title
      }
      totals {
        segment
        label
        event
        count
        display
      }
      daily {
        segment
        label
        event
        count
        display
      }
      byRegion {
        segment
        label
        event
        count
        display
      }
      bySize {
        segment
        label
        event
        count
        display
      }
      byKind {
        segment
        label
        event
        count
        display
      }
      responseTimes {
        requests
        firstOpenHours
        answerHours
        platformFirstOpenHours
        platformAnswerHours
      }
      platformTotals {
        segment
        label
        event
        count
        display
      }
    }
  }
`);

export const INSIGHT_EVENTS = [
  { id: 'impression', label: '検索結果での表示' },
  { id: 'view', label: '詳細ページの閲覧' },
  { id: 'basket', label: '資料請求リストへの追加' },
  { id: 'compare', label: '比較' },
  { id: 'bookmark', label: 'お気に入り登録' },
  { id: 'download', label: '資料のダウンロード' },
  { id: 'request', label: '資料請求・お問い合わせ' },
] as const;

export interface InsightCellView {
  segment: string;
  label: string;
  event: string;
  count?: number | null;
  display: string;
}
