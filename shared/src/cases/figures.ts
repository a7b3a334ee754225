/**
 * 導入費用・効果 of a case study (導入事例): costs in yen, the months it took, and before/after
 * KPIs with their unit. The operator's form and the server's mutation read the same rules, so
 * the two cannot disagree; every field may be left empty (not every municipality publishes them).
 */

/** The figures as the form holds them: text boxes, so numbers arrive as strings. */
export interface CaseKpiValues {
  label?: string | null;
  before?: string | number | null;
  after?: string | number | null;
  unit?: string | null;
}

export interface CaseFiguresValues {
  initialCost?: string | number | null;
  annualCost?: string | number | null;
  subsidyAmount?: string | number | null;
  periodMonths?: string | number | null;
  kpis?: readonly (CaseKpiValues | null | undefined)[] | null;
}

/** The figures as they are stored and answered. */
export interface CaseKpi {
  label: string;
  before: number | null;
  after: number | null;
  unit: string;
}

export interface CaseFigures {
  initialCost: number | null;
  annualCost: number | null;
  subsidyAmount: number | null;
  periodMonths: number | null;
  kpis: CaseKpi[];
}

export const CASE_KPI_MAX = 5;
/** 1 000 億円: above any one municipal system, below what a JavaScript number holds exactly. */
export const CASE_YEN_MAX = 100_000_000_000;
export const CASE_PERIOD_MAX_MONTHS = 120;
export const CASE_KPI_LABEL_MAX = 40;
export const CASE_KPI_UNIT_MAX = 16;

export const CASE_FIGURE_LABELS = {
  initialCost: '導入費用',
  annualCost: '年間費用',
  subsidyAmount: '補助金充当額',
  periodMonths: '導入期間',
} as const;

export const CASE_FIGURE_MESSAGES = {
  yen: (label: string) => `${label}は0以上${CASE_YEN_MAX.toLocaleString('ja-JP')}以下の整数（円）で入力してください`,
  period: `導入期間は1以上${CASE_PERIOD_MAX_MONTHS}以下の整数（か月）で入力してください`,
  subsidyOverCost: '補助金充当額は導入費用以下の金額で入力してください',
  kpiTooMany: `効果指標は${CASE_KPI_MAX}件まで入力できます`,
  kpiLabel: '指標名を入力してください',
  kpiLabelLength: `指標名は${CASE_KPI_LABEL_MAX}文字以内で入力してください`,
  kpiUnit: '単位を入力してください（例: 分、時間、件）',
  kpiUnitLength: `単位は${CASE_KPI_UNIT_MAX}文字以内で入力してください`,
  kpiNumber: '0以上の数値で入力してください',
  kpiValues: '導入前・導入後の少なくとも一方を入力してください',
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && text(value) === '');
}

/** A number typed with or without thousands separators (1,200 / 1 200 / １２００); NaN when not one. */
function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  // NFKC for numbers only: labels keep their full-width （） as written.
  const cleaned = text(value).normalize('NFKC').replace(/[,\s]/g, '');
  return cleaned === '' || !/^-?\d+(\.\d+)?$/.test(cleaned) ? Number.NaN : Number(cleaned);
}

function kpiIsBlank(kpi: CaseKpiValues | null | undefined): boolean {
  return !kpi || (isEmpty(kpi.label) && isEmpty(kpi.before) && isEmpty(kpi.after) && isEmpty(kpi.unit));
}

/** Field errors keyed by the form's field names (`initialCost`, `kpis[0].label`); empty when valid. */
export function validateCaseFigures(values: CaseFiguresValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ['initialCost', 'annualCost', 'subsidyAmount'] as const) {
    const value = values[field];
    if (isEmpty(value)) continue;
    const yen = numberOf(value);
    if (!Number.isInteger(yen) || yen < 0 || yen > CASE_YEN_MAX) {
      errors[field] = CASE_FIGURE_MESSAGES.yen(CASE_FIGURE_LABELS[field]);
    }
  }
  if (!isEmpty(values.periodMonths)) {
    const months = numberOf(values.periodMonths);
    if (!Number.isInteger(months) || months < 1 || months > CASE_PERIOD_MAX_MONTHS) {
      errors.periodMonths = CASE_FIGURE_MESSAGES.period;
    }
  }
  if (!errors.initialCost && !errors.subsidyAmount && !isEmpty(values.initialCost) && !isEmpty(values.subsidyAmount)) {
    if (numberOf(values.subsidyAmount) > numberOf(values.initialCost)) {
      errors.subsidyAmount = CASE_FIGURE_MESSAGES.subsidyOverCost;
    }
  }
  const kpis = values.kpis ?? [];
  if (kpis.filter((kpi) => !kpiIsBlank(kpi)).length > CASE_KPI_MAX) errors.kpis = CASE_FIGURE_MESSAGES.kpiTooMany;
  kpis.forEach((kpi, i) => {
    if (kpiIsBlank(kpi)) return;
    const at = (name: string) => `kpis[${i}].${name}`;
    const label = text(kpi!.label);
    if (label === '') errors[at('label')] = CASE_FIGURE_MESSAGES.kpiLabel;
    else if ([...label].length > CASE_KPI_LABEL_MAX) errors[at('label')] = CASE_FIGURE_MESSAGES.kpiLabelLength;
    const unit = text(kpi!.unit);
    if (unit === '') errors[at('unit')] = CASE_FIGURE_MESSAGES.kpiUnit;
    else if ([...unit].length > CASE_KPI_UNIT_MAX) errors[at('unit')] = CASE_FIGURE_MESSAGES.kpiUnitLength;
    for (const side of ['before', 'after'] as const) {
      if (isEmpty(kpi![side])) continue;
      const number = numberOf(kpi![side]);
      if (!Number.isFinite(number) || number < 0 || number > CASE_YEN_MAX)
        errors[at(side)] = CASE_FIGURE_MESSAGES.kpiNumber;
    }
    if (isEmpty(kpi!.before) && isEmpty(kpi!.after)) errors[at('before')] = CASE_FIGURE_MESSAGES.kpiValues;
  });
  return errors;
}

/** Valid values as stored: numbers parsed, texts trimmed, blank KPI rows dropped. */
export function normalizeCaseFigures(values: CaseFiguresValues): CaseFigures {
  const yen = (value: unknown) => (isEmpty(value) ? null : numberOf(value));
  return {
    initialCost: yen(values.initialCost),
    annualCost: yen(values.annualCost),
    subsidyAmount: yen(values.subsidyAmount),
    periodMonths: yen(values.periodMonths),
    kpis: (values.kpis ?? [])
      .filter((kpi) => !kpiIsBlank(kpi))
      .map((kpi) => ({
        label: text(kpi!.label),
        before: yen(kpi!.before),
        after: yen(kpi!.after),
        unit: text(kpi!.unit),
      })),
  };
}
