// The table of an alert run (`npm run bench -- --alerts`), rewritten into docs/performance.md between
// its markers. Apart from alerts.mjs, which needs the built server, so that `--from` renders a saved run.
import { table } from './markdown.mjs';

export const ALERTS_START = '<!-- bench-alerts:start (written by npm run bench -- --alerts) -->';
export const ALERTS_END = '<!-- bench-alerts:end -->';

const fmt = (value, digits = 1) => (value == null ? '—' : Number(value).toFixed(digits));

export function renderAlerts(run) {
  const r = run.result;
  const header = ['', 'measured', 'goal'];
  const rows = [
    [
      `alert run: ${r.due.toLocaleString('en')} due saved searches of ${run.fixtures.users.toLocaleString('en')} users`,
      `${fmt(r.runSeconds)} s${r.finished ? '' : ' (not finished)'}`,
      '< 60 s',
    ],
    ['alert mails stored (one per user with news)', r.mails.toLocaleString('en'), '≤ one per user'],
    [
      `searches during the run, p50 / p99 (${r.during.requests.toLocaleString('en')} answers, ${r.connections} connections)`,
      `${fmt(r.during.p50, 2)} / ${fmt(r.during.p99, 2)} ms`,
      'p99 < 50 ms',
    ],
    [
      `the same workload before the run, p50 / p99 (${r.baseline.requests.toLocaleString('en')} answers)`,
      `${fmt(r.baseline.p50, 2)} / ${fmt(r.baseline.p99, 2)} ms`,
      '—',
    ],
    [
      'worst event-loop delay during the run (before it)',
      `${fmt(r.maxLoopDelayMs)} ms (${fmt(r.baselineMaxLoopDelayMs)} ms)`,
      '—',
    ],
    ['longest GC pause during the run', `${fmt(r.longestGcMs)} ms`, '—'],
  ];
  return [
    `${run.database}, ${run.perSection.toLocaleString('en')} records per section ` +
      `(${run.fixtures.changedPerSection.toLocaleString('en')} per section changed since the last alert), ` +
      `${run.date.slice(0, 16).replace('T', ' ')} UTC; ${run.machine.cpus} × ${run.machine.cpuModel}, Node ${run.machine.node}; ` +
      `load average before ${run.machine.loadBefore.join(' ')}, after ${run.machine.loadAfter.join(' ')}.`,
    '',
    table(header, rows),
  ].join('\n');
}
