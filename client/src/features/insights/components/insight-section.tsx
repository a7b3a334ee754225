/**
 * One breakdown of the insights: a chart of its main events and, beside it, the table of every
 * event for every segment (the accessible form of the chart; 「5未満」 as the server says).
 */
import { useMemo } from 'react';
import { INSIGHT_EVENTS, type InsightCellView } from '../api/documents';
import { BarChart } from './bar-chart';

/** The events drawn in the charts: the ones a listing has most of. */
const CHARTED = ['view', 'impression', 'request'];

export function InsightSection({
  id,
  title,
  segmentHeader,
  cells,
}: {
  id: string;
  title: string;
  segmentHeader: string;
  cells: readonly InsightCellView[];
}) {
  const { segments, events, byKey } = useMemo(() => {
    const segments: { id: string; label: string }[] = [];
    for (const cell of cells) {
      if (!segments.some((s) => s.id === cell.segment)) segments.push({ id: cell.segment, label: cell.label });
    }
    const present = new Set(cells.map((cell) => cell.event));
    return {
      segments,
      events: INSIGHT_EVENTS.filter((event) => present.has(event.id)),
      byKey: new Map(cells.map((cell) => [`${cell.segment}|${cell.event}`, cell])),
    };
  }, [cells]);
  const chart = useMemo(
    () => ({
      labels: segments.map((s) => s.label),
      series: INSIGHT_EVENTS.filter((e) => CHARTED.includes(e.id) && events.some((p) => p.id === e.id)).map((e) => ({
        label: e.label,
        values: segments.map((s) => byKey.get(`${s.id}|${e.id}`)?.count ?? null),
      })),
    }),
    [segments, events, byKey],
  );
  return (
    <section aria-labelledby={id} className="insights-section">
      <h2 id={id}>{title}</h2>
      {segments.length === 0 ? (
        <p>この期間の記録はありません。</p>
      ) : (
        <div className="insights-section__body">
          <BarChart labels={chart.labels} series={chart.series} title={title} />
          <div className="insights-section__table">
            <table className="vendor-table">
              <caption className="visually-hidden">{title}（件数。自治体数が5未満の区分は「5未満」）</caption>
              <thead>
                <tr>
                  <th scope="col">{segmentHeader}</th>
                  {events.map((event) => (
                    <th scope="col" key={event.id}>
                      {event.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {segments.map((segment) => (
                  <tr key={segment.id}>
                    <th scope="row">{segment.label}</th>
                    {events.map((event) => (
                      <td key={event.id}>{byKey.get(`${segment.id}|${event.id}`)?.display ?? '0'}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
