/**
 * What a generated case cost and achieved: amounts in the range municipal procurement shows for
 * the municipality's size, a subsidy on about half, and one or two KPIs that fit the case's main
 * category. About one case in seven publishes no figures, as in real case collections. Drawn
 * from their own random stream so the cases' texts stay what they were.
 */
import type { CaseKpi } from '@portal/shared/cases/figures';
import type { Random } from './random';

export interface SeedCaseFigures {
  initialCost: number | null;
  annualCost: number | null;
  subsidyAmount: number | null;
  periodMonths: number | null;
  kpis: CaseKpi[];
}

type KpiTemplate = [label: string, unit: string, before: [number, number], reduction: [number, number]];

const COMMON: KpiTemplate[] = [
  ['職員の作業時間（年間）', '時間', [800, 4000], [0.3, 0.6]],
  ['紙の使用量（年間）', '枚', [20_000, 120_000], [0.4, 0.8]],
];

const BY_CATEGORY: Record<string, KpiTemplate[]> = {
  '01': [['災害情報の伝達にかかる時間', '分', [40, 120], [0.5, 0.8]]],
  '02': [['広報紙の作成にかかる日数', '日', [10, 20], [0.3, 0.5]]],
  '03': [['観光案内の問い合わせ対応（月間）', '件', [300, 900], [0.3, 0.6]]],
  '04': [['補助申請の審査日数', '日', [20, 45], [0.3, 0.6]]],
  '05': [['庁舎の電力使用量（年間）', 'MWh', [400, 1500], [0.1, 0.25]]],
  '06': [['訪問記録の作成時間（1件あたり）', '分', [30, 60], [0.4, 0.7]]],
  '07': [['教員の校務時間（週あたり）', '時間', [8, 15], [0.2, 0.4]]],
  '08': [
    ['窓口待ち時間', '分', [30, 60], [0.5, 0.75]],
    ['申請書の記入時間', '分', [10, 20], [0.5, 0.8]],
  ],
  '09': [['セキュリティ事案の対応時間（1件あたり）', '時間', [6, 20], [0.4, 0.7]]],
  '10': [['勤怠集計にかかる時間（月間）', '時間', [40, 120], [0.5, 0.8]]],
  '11': [['予算査定資料の作成時間', '時間', [150, 400], [0.3, 0.5]]],
  '12': [['開票作業の所要時間', '分', [180, 300], [0.15, 0.3]]],
};

/** Round to two significant figures, as published figures are. */
function round(value: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

function kpiOf(random: Random, [label, unit, [low, high], [less, more]]: KpiTemplate): CaseKpi {
  const before = round(low + random.next() * (high - low));
  const after = round(before * (1 - (less + random.next() * (more - less))));
  return { label, before, after, unit };
}

export function generateCaseFigures(random: Random, categoryId: string, population: number | null): SeedCaseFigures {
  if (random.chance(0.14))
    return { initialCost: null, annualCost: null, subsidyAmount: null, periodMonths: null, kpis: [] };
  // Larger bodies buy larger systems: 2 million yen for a village up to ~80 million for a city.
  const scale = Math.min(40, Math.max(1, Math.sqrt((population ?? 200_000) / 5_000)));
  const initialCost = round(2_000_000 * scale * (0.6 + random.next() * 0.8));
  const annualCost = random.chance(0.9) ? round(initialCost * (0.1 + random.next() * 0.15)) : null;
  const share = random.pick([0, 0, 0.5, 0.5, 2 / 3, 0.75]);
  const subsidyAmount = share === 0 ? null : round(initialCost * share);
  const periodMonths = random.chance(0.85) ? random.pick([3, 4, 6, 6, 8, 9, 12]) : null;
  const own = BY_CATEGORY[categoryId] ?? [];
  const templates = [...random.sample(own, 1), ...(random.chance(0.6) ? [random.pick(COMMON)] : [])];
  return { initialCost, annualCost, subsidyAmount, periodMonths, kpis: templates.map((t) => kpiOf(random, t)) };
}
