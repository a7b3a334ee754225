/** What an import did, or in its preview would do: the counts, then a line per record. */
import { IMPORT_OUTCOME_LABELS, IMPORT_OUTCOMES, type ImportOutcome } from '@portal/shared/imports/outcomes';

export interface ImportReportView {
  fileLabel: string;
  dryRun: boolean;
  counts: Record<ImportOutcome, number>;
  rows: readonly {
    place?: string | null;
    sourceId: string;
    title: string;
    outcome: string;
    fields: readonly string[];
    messages: readonly string[];
  }[];
  rowsOmitted: number;
}

const label = (outcome: string) => IMPORT_OUTCOME_LABELS[outcome as ImportOutcome] ?? outcome;

export function ImportReport({ report }: { report: ImportReportView }) {
  return (
    <section className="import-report" aria-label={report.dryRun ? '取り込みのプレビュー' : '取り込みの結果'}>
      <h2>
        {report.fileLabel}
        {report.dryRun ? 'を取り込むと' : 'を取り込みました'}
      </h2>
      <ul className="import-counts">
        {IMPORT_OUTCOMES.map((outcome) => (
          <li key={outcome} data-outcome={outcome}>
            {label(outcome)} <strong>{report.counts[outcome]}</strong> 件
          </li>
        ))}
      </ul>
      <div className="import-rows">
        <table>
          <caption>{report.dryRun ? '1件ごとの変更（まだ書き込んでいません）' : '1件ごとの結果'}</caption>
          <thead>
            <tr>
              <th scope="col">結果</th>
              <th scope="col">場所</th>
              <th scope="col">タイトル</th>
              <th scope="col">変わる項目・メッセージ</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={`${row.outcome}-${row.sourceId}`} data-outcome={row.outcome}>
                <td>{label(row.outcome)}</td>
                <td>{row.place ?? `ID ${row.sourceId}`}</td>
                <td>{row.title}</td>
                <td>
                  {row.fields.length > 0 ? <p>{row.fields.join('、')}</p> : null}
                  {row.messages.map((message) => (
                    <p key={message} className={row.outcome === 'refused' ? 'import-error' : undefined}>
                      {message}
                    </p>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.rowsOmitted > 0 ? <p>ほか変更なし {report.rowsOmitted} 件は一覧を省略しています。</p> : null}
    </section>
  );
}
