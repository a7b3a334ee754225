/**
 * The comparison's rows from loaded listings: pure, so the page (GraphQL), the CSV export and the
 * tests read the very same table.
 */
import {
  CERTIFICATIONS,
  CITY_KINDS,
  FREE_TRIAL_LABELS,
  formatYen,
  optionLabel,
  POPULATION_BANDS,
  PRICING_UNITS,
} from '@portal/shared';
import type { Solution } from '../solution/solution.entity';
import type { ComparisonCell, ComparisonLink, ComparisonRow, SolutionComparison } from './comparison.types';

export const NOT_STATED = '未記載';
/** Cases listed by name in a cell; the count says how many there are in all. */
export const CASES_LISTED = 5;

export interface CasesOfSolution {
  count: number;
  cases: { id: number; title: string }[];
}

function cell(values: (string | null | undefined)[], links: ComparisonLink[] = [], text?: string): ComparisonCell {
  const present = values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  const empty = present.length === 0 && links.length === 0;
  return { values: present, links, empty, text: empty ? NOT_STATED : (text ?? present.join('、')) };
}

const labelOf = <T extends Record<string, string>>(labels: T, id: string | null) =>
  id !== null && Object.hasOwn(labels, id) ? labels[id as keyof T] : null;

function casesCell(found: CasesOfSolution | undefined): ComparisonCell {
  if (!found || found.count === 0) return cell([]);
  const links = found.cases.map((c) => ({ label: c.title, path: `/cases/shows/${c.id}` }));
  return {
    values: [`${found.count}件`],
    links,
    empty: false,
    text: `${found.count}件（${found.cases.map((c) => c.title).join('、')}${found.count > found.cases.length ? ' ほか' : ''}）`,
  };
}

type RowSource = [key: string, label: string, of: (s: Solution) => ComparisonCell];

const ROWS: RowSource[] = [
  ['company', '提供企業', (s) => cell([s.company?.name])],
  ['categories', 'カテゴリー', (s) => cell((s.categories ?? []).map((c) => c.name))],
  ['areas', '対象地域', (s) => cell((s.areas ?? []).map((a) => a.name))],
  ['cityKinds', '対象自治体区分', (s) => cell(s.targetCityKinds.map((id) => optionLabel(CITY_KINDS, id)))],
  ['populations', '対象人口規模', (s) => cell(s.targetPopulationBands.map((id) => optionLabel(POPULATION_BANDS, id)))],
  ['pricingUnit', '料金の単位', (s) => cell([labelOf(PRICING_UNITS, s.pricingUnit)])],
  ['initialCost', '初期費用', (s) => cell([s.initialCost === null ? null : formatYen(s.initialCost)])],
  ['annualCost', '年額費用', (s) => cell([s.annualCost === null ? null : formatYen(s.annualCost)])],
  ['priceText', '価格の目安', (s) => cell([s.priceText])],
  [
    'freeTrial',
    '無料トライアル',
    (s) => cell([s.freeTrial === 'unknown' ? null : labelOf(FREE_TRIAL_LABELS, s.freeTrial)]),
  ],
  ['supportHours', 'サポート対応時間', (s) => cell([s.supportHours])],
  ['deliveryPeriod', '導入・納品までの期間', (s) => cell([s.deliveryPeriod])],
  [
    'certifications',
    'セキュリティ認証・登録',
    (s) => cell((s.certifications ?? []).map((id) => labelOf(CERTIFICATIONS, id))),
  ],
  [
    'offices',
    '拠点（本社・支社）',
    (s) => cell((s.offices ?? []).map((o) => [o.officeName, o.address].filter(Boolean).join('：'))),
  ],
  ['documents', '資料', (s) => cell([s.documentName])],
];

/** The row label of the case count, and where it sits (after the listing's own fields). */
const CASES_ROW = { key: 'cases', label: '導入事例' };

export function comparisonTable(solutions: Solution[], cases: Map<number, CasesOfSolution>): SolutionComparison {
  const rows: ComparisonRow[] = ROWS.map(([key, label, of]) => row(key, label, solutions.map(of)));
  rows.splice(
    rows.length - 1,
    0,
    row(
      CASES_ROW.key,
      CASES_ROW.label,
      solutions.map((s) => casesCell(cases.get(s.id))),
    ),
  );
  return {
    columns: solutions.map((s) => ({
      id: String(s.id),
      title: s.title,
      companyName: s.company?.name ?? '',
      path: `/solutions/shows/${s.id}`,
    })),
    rows,
  };
}

function row(key: string, label: string, cells: ComparisonCell[]): ComparisonRow {
  // Order within a cell is the vendor's; a difference is a different set of values.
  const keyOf = (c: ComparisonCell) => [...c.values].sort().join('\u0000') + (c.empty ? '\u0001' : '');
  const differs = new Set(cells.map(keyOf)).size > 1;
  return { key, label, differs, cells };
}

/** The table for a spreadsheet: a header row of titles, one row per item, 「差異あり」 marked. */
export function comparisonSheet(table: SolutionComparison): { columns: string[]; rows: string[][] } {
  return {
    columns: ['項目', ...table.columns.map((c) => c.title), '差異'],
    rows: table.rows.map((r) => [r.label, ...r.cells.map((c) => c.text), r.differs ? '差異あり' : '']),
  };
}
