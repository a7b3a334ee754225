/**
 * A bar chart drawn with Chart.js, always next to the table holding the same numbers (the
 * table is what screen readers and keyboard users read; the canvas is hidden from them).
 * Cells shown as 「5未満」 are drawn as gaps, never as a guessed value.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface BarSeries {
  label: string;
  values: (number | null)[];
}

const COLOURS = ['#1d5fa8', '#d9730d', '#2e7d32', '#8e24aa'];

export function BarChart({ labels, series, title }: { labels: string[]; series: BarSeries[]; title: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels,
        datasets: series.map((s, index) => ({
          label: s.label,
          data: s.values,
          backgroundColor: COLOURS[index % COLOURS.length],
        })),
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { legend: { position: 'bottom' } },
      },
    });
    return () => chart.destroy();
  }, [labels, series]);
  return (
    <div className="insights-chart">
      <canvas ref={canvas} aria-hidden="true" title={title} />
    </div>
  );
}
