/**
 * 導入費用と効果 of a case: the costs as a table, the KPIs as a table, and where a KPI has both a
 * before and an after figure, a bar chart of the two drawn in inline SVG (no chart library: a
 * handful of rectangles). The chart is an image whose text alternative names every change; the
 * KPI table beside it carries the same numbers for screen readers and print.
 */
import { formatYen } from '@portal/shared';
import type { CaseKpi } from '@portal/shared/cases/figures';
import { describeKpiChange, kpiChangeRate } from '../kpi-text';
import { useId } from 'react';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { formatInteger } from '@/lib/format';
import './case-figures.css';

export const CaseFigures_case = graphql(`
  fragment CaseFigures_case on Case {
    costs {
      initialCost
      annualCost
      subsidyAmount
      periodMonths
    }
    kpis {
      label
      before
      after
      unit
    }
  }
`);

const NOT_PUBLISHED = '未公表';

function yen(value: number | null | undefined): string {
  return value == null ? NOT_PUBLISHED : formatYen(value);
}

function amount(value: number | null, unit: string): string {
  return value === null ? '―' : `${value.toLocaleString('ja-JP')}${unit}`;
}

const BAR_MAX = 260;
const ROW = 22;

/** Before/after bars per KPI, each on its own scale (their units differ). */
export function KpiChart({ kpis }: { kpis: readonly CaseKpi[] }) {
  const id = useId();
  const compared = kpis.filter((kpi) => kpi.before !== null && kpi.after !== null);
  if (compared.length === 0) return null;
  const groupHeight = ROW * 2 + 34;
  const height = compared.length * groupHeight;
  return (
    <figure className="case-figures__chart">
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        viewBox={`0 0 420 ${height}`}
        width="100%"
        style={{ maxWidth: '42rem' }}
        className="case-figures__svg"
      >
        <title id={`${id}-title`}>
          {`導入前と導入後の比較: ${compared.map((kpi) => `${kpi.label} ${describeKpiChange(kpi)}`).join('、')}`}
        </title>
        {compared.map((kpi, index) => {
          const top = index * groupHeight;
          const max = Math.max(kpi.before!, kpi.after!, 1);
          const bars = [
            { name: '導入前', value: kpi.before!, className: 'case-figures__bar--before' },
            { name: '導入後', value: kpi.after!, className: 'case-figures__bar--after' },
          ];
          return (
            <g key={kpi.label + index} transform={`translate(0 ${top})`} aria-hidden="true">
              <text x="0" y="14" className="case-figures__chart-label">
                {kpi.label}
              </text>
              {bars.map((bar, row) => {
                const y = 22 + row * ROW;
                const width = Math.max(2, (bar.value / max) * BAR_MAX);
                return (
                  <g key={bar.name}>
                    <text x="0" y={y + 14} className="case-figures__chart-axis">
                      {bar.name}
                    </text>
                    <rect x="52" y={y + 2} width={width} height={ROW - 6} className={bar.className} />
                    <text x={58 + width} y={y + 14} className="case-figures__chart-value">
                      {amount(bar.value, kpi.unit)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <figcaption className="case-figures__caption">
        グラフの数値は下の「導入効果の指標」の表と同じです（指標ごとに目盛りが異なります）。
      </figcaption>
    </figure>
  );
}

/** The figures unmasked, for the operator's form. */
export function readCaseFigures(item: FragmentType<typeof CaseFigures_case>) {
  return getFragmentData(CaseFigures_case, item);
}

export function CaseFigures(props: { item: FragmentType<typeof CaseFigures_case> }) {
  const { costs, kpis } = getFragmentData(CaseFigures_case, props.item);
  if (!costs && kpis.length === 0) {
    return <p className="case-figures__none">この事例の費用と効果の数値は公表されていません。</p>;
  }
  const burden =
    costs?.initialCost != null && costs.subsidyAmount != null ? costs.initialCost - costs.subsidyAmount : null;
  return (
    <div className="case-figures">
      {costs && (
        <table className="case-figures__table">
          <caption>費用と期間</caption>
          <tbody>
            <tr>
              <th scope="row">導入費用（初期費用）</th>
              <td>{yen(costs.initialCost)}</td>
            </tr>
            <tr>
              <th scope="row">年間費用（運用・保守）</th>
              <td>{yen(costs.annualCost)}</td>
            </tr>
            <tr>
              <th scope="row">補助金充当額</th>
              <td>{costs.subsidyAmount == null ? 'なし・未公表' : formatYen(costs.subsidyAmount)}</td>
            </tr>
            {burden !== null && (
              <tr>
                <th scope="row">導入費用の自治体負担（補助金充当後）</th>
                <td>{formatYen(burden)}</td>
              </tr>
            )}
            <tr>
              <th scope="row">導入期間</th>
              <td>{costs.periodMonths == null ? NOT_PUBLISHED : `${formatInteger(costs.periodMonths)}か月`}</td>
            </tr>
          </tbody>
        </table>
      )}
      {kpis.length > 0 && (
        <>
          <KpiChart kpis={kpis} />
          <table className="case-figures__table case-figures__table--kpis">
            <caption>導入効果の指標</caption>
            <thead>
              <tr>
                <th scope="col">指標</th>
                <th scope="col">導入前</th>
                <th scope="col">導入後</th>
                <th scope="col">変化</th>
              </tr>
            </thead>
            <tbody>
              {kpis.map((kpi, index) => (
                <tr key={kpi.label + index}>
                  <th scope="row">{kpi.label}</th>
                  <td>{amount(kpi.before, kpi.unit)}</td>
                  <td>{amount(kpi.after, kpi.unit)}</td>
                  <td>{kpiChangeRate(kpi) ?? '―'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
