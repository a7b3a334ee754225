/**
 * The columns of the cases import spreadsheet (and its template), in template order. The
 * municipality is its 全国地方公共団体コード (checked against the master); the listing and the
 * grants are the portal's ids, or a grant's import id as 「csv:ID」 / 「jgrants:ID」; KPIs are one
 * cell, one per line: 「指標名|導入前|導入後|単位」.
 */
import { CASE_FIELD_LABELS as L } from '../cases/validation';
import { CATEGORY_OPTIONS, IMPORT_ID_HEADER, IMPORT_SOURCE_URL_HEADER } from './grant-columns';
import type { ImportColumn } from './cells';

export const MUNICIPALITY_CODE_HEADER = '自治体コード';
export const SOLUTION_ID_HEADER = 'ソリューションID';
export const PERIOD_HEADER = '導入期間（か月）';

/** Between a KPI's parts, and between KPIs (besides a line break). */
export const KPI_PART_SEPARATOR = '|';
export const KPI_SEPARATOR = /\r?\n|[;；]/;

// prettier-ignore
export const CASE_COLUMNS: readonly ImportColumn[] = [
  { header: IMPORT_ID_HEADER, field: 'sourceId', kind: 'text', required: true, example: 'C-2026-001' },
  { header: L.title, field: 'title', kind: 'text', required: true, example: '書かない窓口で来庁者の記入負担をなくした事例' },
  { header: L.summary, field: 'summary', kind: 'text', example: '住民票などの申請書を職員が聞き取りで作成する窓口に切り替えました。' },
  { header: MUNICIPALITY_CODE_HEADER, field: 'municipalityCode', kind: 'text', example: '014729' },
  { header: L.organizationName, field: 'organizationName', kind: 'text', example: '音威子府村 住民課' },
  { header: L.categoryIds, field: 'categoryIds', kind: 'options', options: CATEGORY_OPTIONS, example: '窓口業務' },
  { header: L.fiscalYear, field: 'fiscalYear', kind: 'integer', example: '2026' },
  { header: SOLUTION_ID_HEADER, field: 'solutionId', kind: 'text', example: '' },
  { header: L.solutionName, field: 'solutionName', kind: 'text', example: '書かない窓口システム' },
  { header: L.vendorName, field: 'vendorName', kind: 'text', example: '株式会社サンプル' },
  { header: L.background, field: 'background', kind: 'text', example: '申請書の記入に時間がかかり、窓口が混雑していました。' },
  { header: L.approach, field: 'approach', kind: 'text', example: '職員が聞き取った内容から申請書を作成するシステムを導入しました。' },
  { header: L.outcome, field: 'outcome', kind: 'text', example: '平均の手続き時間が短くなりました。' },
  { header: L.initialCost, field: 'initialCost', kind: 'integer', example: '3000000' },
  { header: L.annualCost, field: 'annualCost', kind: 'integer', example: '600000' },
  { header: L.subsidyAmount, field: 'subsidyAmount', kind: 'integer', example: '1500000' },
  { header: PERIOD_HEADER, field: 'periodMonths', kind: 'integer', example: '6' },
  { header: L.kpis, field: 'kpis', kind: 'text', example: '手続きの平均時間|20|8|分' },
  { header: L.grantIds, field: 'grantIds', kind: 'text', example: 'csv:G-2027-001' },
  { header: IMPORT_SOURCE_URL_HEADER, field: 'sourceUrl', kind: 'text', example: '' },
];
