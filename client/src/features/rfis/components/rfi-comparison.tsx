/**
 * The answers side by side: a column per vendor, a row per question, prices as 年額換算 and the
 * period's total, both 税込 over the years chosen here; rows whose answers differ say 「差異あり」
 * (in words as well as colour), the lowest price says 「最安」, a missing answer reads 「未回答」.
 * Printed with the page's print header, saved as xlsx or CSV through the server.
 */
import { useQuery } from '@apollo/client/react';
import { RFI_LIMITS } from '@portal/shared/rfi/rules';
import { useState } from 'react';
import { PrintButton } from '@/components/print/print-header';
import { describeApiFailure } from '@/components/form/server-errors';
import { RFI_COMPARISON_QUERY } from '../api/rfi-queries';
import { downloadRfiComparison } from '../api/rfi-files';
import { jstMinute } from '../format';

export function RfiComparison({ id }: { id: string }) {
  const [years, setYears] = useState(5);
  const [saveError, setSaveError] = useState<string | null>(null);
  const query = useQuery(RFI_COMPARISON_QUERY, { variables: { id, years }, fetchPolicy: 'cache-and-network' });
  const table = query.data?.rfiComparison;
  const save = async (format: 'xlsx' | 'csv') => {
    setSaveError(null);
    try {
      await downloadRfiComparison(id, years, format);
    } catch (error) {
      setSaveError((error as Error).message);
    }
  };
  return (
    <section className="rfi-section" aria-labelledby="rfi-comparison-heading">
      <h2 id="rfi-comparison-heading">回答の比較</h2>
      <div className="rfi-actions no-print">
        <label>
          年額換算の期間{' '}
          <select value={years} onChange={(event) => setYears(Number(event.target.value))}>
            {Array.from({ length: RFI_LIMITS.yearsMax }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}年
              </option>
            ))}
          </select>
        </label>
        <PrintButton />
        <button type="button" className="button button--secondary" onClick={() => void save('xlsx')}>
          Excel（xlsx）で保存
        </button>
        <button type="button" className="button button--secondary" onClick={() => void save('csv')}>
          CSVで保存
        </button>
      </div>
      {saveError ? (
        <p className="field-error" role="alert">
          {saveError}
        </p>
      ) : null}
      {query.error ? <p role="alert">{describeApiFailure(query.error).message}</p> : null}
      {!table ? (
        <p role="status">読み込んでいます…</p>
      ) : (
        <>
          <p>価格は税込・{table.years}年間で年額換算しています（税抜の回答には消費税10%を加えています）。</p>
          <div className="rfi-table-wrap" role="region" aria-label="回答の比較表" tabIndex={0}>
            <table className="rfi-table">
              <thead>
                <tr>
                  <th scope="col">質問</th>
                  {table.columns.map((column) => (
                    <th key={column.invitationId} scope="col">
                      {column.companyName}
                      <span className="rfi-table__tag">
                        {column.submittedAt ? `回答 ${jstMinute(column.submittedAt)}` : '未回答'}
                        {column.late ? '（期限後）' : ''}
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, index) => (
                  <tr key={`${row.role}-${index}`} className={row.differs ? 'rfi-table__differs' : undefined}>
                    <th scope="row">
                      {row.label}
                      {row.differs ? <span className="rfi-table__tag">差異あり</span> : null}
                    </th>
                    {row.cells.map((cell, column) => (
                      <td
                        key={table.columns[column]!.invitationId}
                        className={row.lowest[column] ? 'rfi-table__lowest' : undefined}
                      >
                        {cell}
                        {row.lowest[column] ? <span className="rfi-table__tag">最安</span> : null}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            随意契約理由書に使える文: <strong>{table.reasonSentence}</strong>
          </p>
        </>
      )}
    </section>
  );
}
