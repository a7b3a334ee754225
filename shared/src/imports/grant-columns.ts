/**
 * The columns of the grants import spreadsheet (and its template), in template order: headers
 * are the form's labels (grants/fields.ts), options are written as their labels.
 */
import { NATIONWIDE_AREA, PREFECTURES, REGIONAL_GROUPS } from '../reference/areas';
import { CATEGORIES } from '../reference/categories';
import { CITY_KINDS, MINISTRIES, ORGANIZATIONS, TARGET_BODIES, type FilterOption } from '../search/filters';
import { APPLICANT_KINDS, BUDGET_KINDS, GRANT_FIELD_LABELS as L } from '../grants/fields';
import type { ImportColumn } from './cells';

export const CATEGORY_OPTIONS: readonly FilterOption[] = CATEGORIES.map((c) => ({ id: c.id, label: c.name }));

const AREA_OPTIONS: readonly FilterOption[] = [
  { id: NATIONWIDE_AREA.id, label: NATIONWIDE_AREA.name },
  ...PREFECTURES.map((p) => ({ id: p.id, label: p.name })),
  ...REGIONAL_GROUPS.map((g) => ({ id: g.id, label: g.name })),
];

/** 当初・補正 are what people write; the labels say 予算 as well. */
const BUDGET_OPTIONS: readonly FilterOption[] = [
  ...BUDGET_KINDS,
  { id: 'initial', label: '当初' },
  { id: 'supplementary', label: '補正' },
];

export const IMPORT_ID_HEADER = 'ID';
export const IMPORT_SOURCE_URL_HEADER = '出典URL';

// prettier-ignore
export const GRANT_COLUMNS: readonly ImportColumn[] = [
  { header: IMPORT_ID_HEADER, field: 'sourceId', kind: 'text', required: true, example: 'G-2027-001' },
  { header: L.title, field: 'title', kind: 'text', required: true, example: '令和9年度 自治体DX推進事業費補助金' },
  { header: L.description, field: 'description', kind: 'text', example: '自治体の業務改革に向けたシステム導入を支援します。' },
  { header: L.issuer, field: 'issuer', kind: 'text', example: '総務省' },
  { header: L.organization, field: 'organization', kind: 'option', options: ORGANIZATIONS, example: '国・府省庁' },
  { header: L.ministry, field: 'ministry', kind: 'option', options: MINISTRIES, example: '総務省' },
  { header: L.applicantKinds, field: 'applicantKinds', kind: 'options', options: APPLICANT_KINDS, example: '地方公共団体' },
  { header: L.targetBodies, field: 'targetBodies', kind: 'options', options: TARGET_BODIES, example: '都道府県、市区町村' },
  { header: L.targetCityKinds, field: 'targetCityKinds', kind: 'options', options: CITY_KINDS, example: '市、町、村' },
  { header: L.categoryIds, field: 'categoryIds', kind: 'options', options: CATEGORY_OPTIONS, example: '窓口業務、総務' },
  {
    header: L.areaIds,
    field: 'areaIds',
    kind: 'options',
    options: AREA_OPTIONS,
    hint: '全国、都道府県名（例: 北海道）、地方名（例: 関東）のいずれかで入力してください',
    example: '全国',
  },
  { header: L.fiscalYear, field: 'fiscalYear', kind: 'integer', example: '2027' },
  { header: L.budgetKind, field: 'budgetKind', kind: 'option', options: BUDGET_OPTIONS, example: '当初予算' },
  { header: L.subsidyRateText, field: 'subsidyRateText', kind: 'text', example: '1/2以内' },
  { header: L.amountText, field: 'amountText', kind: 'text', example: '上限 1,000万円' },
  { header: L.amountMax, field: 'amountMax', kind: 'integer', example: '10000000' },
  { header: L.eligibleCosts, field: 'eligibleCosts', kind: 'text', example: 'システム構築費、クラウド利用料' },
  { header: L.targetText, field: 'targetText', kind: 'text', example: '窓口業務のデジタル化に取り組む市区町村' },
  { header: L.applicationStart, field: 'applicationStart', kind: 'date', example: '2027-04-01' },
  { header: L.applicationStartTime, field: 'applicationStartTime', kind: 'time', example: '09:00' },
  { header: L.applicationEnd, field: 'applicationEnd', kind: 'date', example: '2027-05-31' },
  { header: L.applicationEndTime, field: 'applicationEndTime', kind: 'time', example: '17:00' },
  { header: L.url, field: 'url', kind: 'text', example: 'https://www.soumu.go.jp/' },
  { header: L.guidelineUrl, field: 'guidelineUrl', kind: 'text', example: '' },
  { header: L.contact, field: 'contact', kind: 'text', example: '総務省 自治行政局 地域DX推進室 03-0000-0000' },
  { header: IMPORT_SOURCE_URL_HEADER, field: 'sourceUrl', kind: 'text', example: '' },
];
