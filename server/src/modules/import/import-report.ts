/** An import's report as the command line prints it. */
import { IMPORT_OUTCOME_LABELS, IMPORT_OUTCOMES } from '@portal/shared/imports/outcomes';
import type { ImportReport } from './import.types';

export function countsLine(report: ImportReport): string {
  return IMPORT_OUTCOMES.map((outcome) => `${IMPORT_OUTCOME_LABELS[outcome]} ${report.counts[outcome]} 件`).join('・');
}

export function formatReport(report: ImportReport, elapsedMs: number): string {
  const head = `${report.fileLabel}: ${countsLine(report)}（${(elapsedMs / 1000).toFixed(1)} 秒${report.dryRun ? '、書き込みなし' : ''}）`;
  const refused = report.rows
    .filter((row) => row.outcome === 'refused')
    .flatMap((row) => [
      `  ${[row.place, `「${row.title}」`].filter(Boolean).join(' ')}`,
      ...row.messages.map((m) => `    ${m}`),
    ]);
  const noted = report.rows
    .filter((row) => row.outcome !== 'refused' && row.messages.length > 0)
    .flatMap((row) => [`  ${row.place ?? ''} 「${row.title}」`, ...row.messages.map((m) => `    ${m}`)]);
  return [
    head,
    ...(refused.length ? ['取り込めなかったもの:', ...refused] : []),
    ...(noted.length ? ['注意:', ...noted] : []),
  ].join('\n');
}
