/**
 * Turns stored counts into the cells a screen shows: each cell sums its counts and counts its
 * distinct municipalities, and hides the count (「5未満」) when they are fewer than five. The
 * municipality itself never leaves this file.
 */
import {
  groupOfPrefecture,
  KIND_GROUPS,
  POPULATION_BANDS,
  populationBandOf,
  PREFECTURE_KIND,
  REGIONAL_GROUPS,
  kindGroupOf,
} from '@portal/shared';
import { INSIGHT_EVENTS, MIN_MUNICIPALITIES, SUPPRESSED_LABEL } from './insight-events';
import type { InsightCell } from './insights.types';

export interface InsightRow {
  day: string;
  event: string;
  code: string;
  count: number;
  prefectureId: string | null;
  kind: string | null;
  population: number | null;
}

export type Segmenter = (row: InsightRow) => string;

export const UNKNOWN = 'unknown';

export const bySegment = {
  total: () => 'total',
  day: (row: InsightRow) => row.day,
  region: (row: InsightRow) => (row.prefectureId ? (groupOfPrefecture(row.prefectureId)?.id ?? UNKNOWN) : UNKNOWN),
  size: (row: InsightRow) =>
    row.kind === PREFECTURE_KIND
      ? PREFECTURE_KIND
      : row.population == null
        ? UNKNOWN
        : populationBandOf(row.population),
  kind: (row: InsightRow) =>
    row.kind === PREFECTURE_KIND ? PREFECTURE_KIND : row.kind ? (kindGroupOf(row.kind)?.id ?? UNKNOWN) : UNKNOWN,
} satisfies Record<string, Segmenter>;

const LABELS = new Map<string, string>([
  ['total', '合計'],
  [UNKNOWN, '不明'],
  [PREFECTURE_KIND, '都道府県'],
  ...REGIONAL_GROUPS.map((g) => [g.id, g.name] as [string, string]),
  ...POPULATION_BANDS.map((b) => [b.id, b.label] as [string, string]),
  ...KIND_GROUPS.map((k) => [k.id, k.label] as [string, string]),
]);

/** The order segments are shown in: the reference data's, then anything else. */
const ORDER = [
  'total',
  ...REGIONAL_GROUPS.map((g) => g.id),
  ...POPULATION_BANDS.map((b) => b.id),
  ...KIND_GROUPS.map((k) => k.id),
  PREFECTURE_KIND,
  UNKNOWN,
];

export function cellDisplay(count: number, municipalities: number): Pick<InsightCell, 'count' | 'display'> {
  return municipalities < MIN_MUNICIPALITIES
    ? { count: null, display: SUPPRESSED_LABEL }
    : { count, display: String(count) };
}

/** One cell per (segment, event) present in the rows, each event in INSIGHT_EVENTS order. */
export function cellsOf(rows: readonly InsightRow[], segmentOf: Segmenter): InsightCell[] {
  const cells = new Map<string, { segment: string; event: string; count: number; codes: Set<string> }>();
  for (const row of rows) {
    const segment = segmentOf(row);
    const key = `${segment}|${row.event}`;
    const cell = cells.get(key) ?? { segment, event: row.event, count: 0, codes: new Set<string>() };
    cell.count += row.count;
    cell.codes.add(row.code);
    cells.set(key, cell);
  }
  const rank = (segment: string) => {
    const index = ORDER.indexOf(segment);
    return index < 0 ? ORDER.length : index;
  };
  const eventRank = (event: string) => INSIGHT_EVENTS.findIndex((e) => e.id === event);
  return [...cells.values()]
    .sort(
      (a, b) =>
        rank(a.segment) - rank(b.segment) ||
        a.segment.localeCompare(b.segment) ||
        eventRank(a.event) - eventRank(b.event),
    )
    .map((cell) => ({
      segment: cell.segment,
      label: LABELS.get(cell.segment) ?? cell.segment,
      event: cell.event,
      ...cellDisplay(cell.count, cell.codes.size),
    }));
}

export function eventLabel(event: string): string {
  return INSIGHT_EVENTS.find((e) => e.id === event)?.label ?? event;
}

/** The median of the values, or null when there are none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}
