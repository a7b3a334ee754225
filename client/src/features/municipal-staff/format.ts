/** What a hand-over moved, in one sentence. */
export function handOverSummary(moved: {
  shortlists: number;
  savedSearches: number;
  documentRequests: number;
  inquiries: number;
}): string {
  return `共有リスト${moved.shortlists}件・保存した検索条件${moved.savedSearches}件・対応中の資料請求${moved.documentRequests}件・お問い合わせ${moved.inquiries}件を引き継ぎました。`;
}
