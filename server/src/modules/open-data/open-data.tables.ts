/**
 * The open data's records: the published grants and cases with the fields a visitor's result list
 * shows (never the detail's texts, which only members with detail rights read), as CSV columns
 * and JSON items.
 */
import { GRANT_STATUSES, MINISTRIES, optionLabel } from '@portal/shared';
import type { CaseSummary } from '../case/case.types';
import type { GrantSummary } from '../grant/grant.types';

export type OpenDataSection = 'grants' | 'cases';
export type Cell = string | number | null;

export interface OpenDataTable {
  columns: string[];
  rows: Cell[][];
  items: Record<string, unknown>[];
}

const iso = (date: Date) => date.toISOString();
const joined = (values: readonly string[]) => values.join('、');

export function grantTable(grants: readonly GrantSummary[], url: (id: number) => string): OpenDataTable {
  const columns = [
    'ID',
    '名称',
    '概要',
    '実施機関',
    'カテゴリー',
    '対象地域',
    '年度',
    '公募開始日',
    '公募締切日',
    '受付状況',
    '補助上限額',
    '補助上限額（円）',
    '補助率',
    '補助率（数値）',
    '所管省庁',
    '公開日時',
    'URL',
  ];
  const items = grants.map((grant) => ({
    id: grant.id,
    title: grant.title,
    excerpt: grant.excerpt,
    issuer: grant.issuer,
    categories: grant.categories.map((category) => ({ id: category.id, name: category.name })),
    areas: grant.areaNames,
    fiscalYear: grant.fiscalYear,
    applicationStart: grant.applicationStart,
    applicationEnd: grant.applicationEnd,
    applicationStatus: grant.applicationStatus,
    amountText: grant.amountText,
    amountMax: grant.amountMax,
    subsidyRateText: grant.subsidyRateText,
    subsidyRate: grant.subsidyRate,
    ministry: grant.ministry,
    publishedAt: iso(grant.publishedAt),
    url: url(grant.id),
  }));
  const rows = grants.map((grant): Cell[] => [
    grant.id,
    grant.title,
    grant.excerpt,
    grant.issuer,
    joined(grant.categories.map((category) => category.name)),
    joined(grant.areaNames),
    grant.fiscalYear,
    grant.applicationStart,
    grant.applicationEnd,
    optionLabel(GRANT_STATUSES, grant.applicationStatus) ?? grant.applicationStatus,
    grant.amountText,
    grant.amountMax,
    grant.subsidyRateText,
    grant.subsidyRate,
    grant.ministry ? (optionLabel(MINISTRIES, grant.ministry) ?? grant.ministry) : null,
    iso(grant.publishedAt),
    url(grant.id),
  ]);
  return { columns, rows, items };
}

export function caseTable(cases: readonly CaseSummary[], url: (id: number) => string): OpenDataTable {
  const columns = ['ID', '名称', '概要', '団体名', '自治体', 'カテゴリー', '地域', '年度', '公開日時', 'URL'];
  const items = cases.map((item) => ({
    id: item.id,
    title: item.title,
    excerpt: item.excerpt,
    organizationName: item.organizationName,
    municipalityName: item.municipalityName,
    categories: item.categories.map((category) => ({ id: category.id, name: category.name })),
    areas: item.areaNames,
    fiscalYear: item.fiscalYear,
    publishedAt: iso(item.publishedAt),
    url: url(item.id),
  }));
  const rows = cases.map((item): Cell[] => [
    item.id,
    item.title,
    item.excerpt,
    item.organizationName,
    item.municipalityName,
    joined(item.categories.map((category) => category.name)),
    joined(item.areaNames),
    item.fiscalYear,
    iso(item.publishedAt),
    url(item.id),
  ]);
  return { columns, rows, items };
}
