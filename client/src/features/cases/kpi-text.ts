/** How a KPI's change reads on the case screen (the chart's text alternative and the table). */
import type { CaseKpi } from '@portal/shared/cases/figures';

/** 「67%減」: the relative change of a KPI with both figures, or null. */
export function kpiChangeRate(kpi: CaseKpi): string | null {
  if (kpi.before === null || kpi.after === null || kpi.before === 0) return null;
  const change = Math.round(((kpi.after - kpi.before) / kpi.before) * 100);
  return change === 0 ? '変化なし' : `${Math.abs(change)}%${change < 0 ? '減' : '増'}`;
}

/** The change a KPI reports: 「45分 → 15分（67%減）」, or the one side given. */
export function describeKpiChange(kpi: CaseKpi): string {
  const value = (n: number) => `${n.toLocaleString('ja-JP')}${kpi.unit}`;
  if (kpi.before === null && kpi.after !== null) return `導入後 ${value(kpi.after)}`;
  if (kpi.after === null && kpi.before !== null) return `導入前 ${value(kpi.before)}`;
  if (kpi.before === null || kpi.after === null) return '';
  const rate = kpiChangeRate(kpi);
  return `${value(kpi.before)} → ${value(kpi.after)}${rate ? `（${rate}）` : ''}`;
}
