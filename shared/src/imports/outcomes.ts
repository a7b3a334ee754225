/** What an import did (or, in its preview, would do) with each record, in the operator's words. */
export const IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'withdrawn', 'refused'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const IMPORT_OUTCOME_LABELS: Record<ImportOutcome, string> = {
  created: '新規',
  updated: '更新',
  unchanged: '変更なし',
  withdrawn: '公開停止',
  refused: 'エラー',
};

/** The kinds of import: a jGrants feed, or the operator's spreadsheet of grants or of cases. */
export const IMPORT_KIND_LABELS = {
  jgrants: 'jGrants の一覧（JSON）',
  grants: '補助金・交付金（CSV・Excel）',
  cases: '導入事例（CSV・Excel）',
} as const;
