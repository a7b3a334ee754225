/** /operator/audit: the audit log, filtered by actor, object and action, paged, exported as CSV. */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { PageTitle } from '@/components/page-title';
import { AUDIT_EVENTS_QUERY } from '@/features/operator/api/documents';
import { auditCsv, auditCsvFileName, type AuditRow } from '@/features/operator/audit-csv';
import { actionLabel, detailRows, entityLabel } from '@/features/operator/audit-labels';
import { AuditFilterForm, type AuditFilterValues } from '@/features/operator/components/audit-filter-form';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { ListState } from '@/features/operator/components/list-state';
import { Pager } from '@/features/operator/components/pager';
import { formatDateTime } from '@/lib/date-time';

const LIMIT = 50;
/** The table's columns; on a phone each cell shows its column's name before it (operator.css). */
const COLUMNS = ['日時', '操作した人', '操作', '対象', '詳細'] as const;
/** The export pages through the filter's result; beyond this the filter should be narrowed. */
const EXPORT_MAX = 10_000;

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = auditCsvFileName(new Date());
  link.click();
  URL.revokeObjectURL(url);
}

function AuditDetails({ data }: { data: string | null | undefined }) {
  const rows = detailRows(data);
  if (rows.length === 0) return null;
  return (
    <dl className="audit-details">
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Component() {
  const client = useApolloClient();
  const [filter, setFilter] = useState<AuditFilterValues>({});
  const [offset, setOffset] = useState(0);
  const [exportState, setExportState] = useState<string | null>(null);
  const query = useQuery(AUDIT_EVENTS_QUERY, {
    variables: { filter, offset, limit: LIMIT },
    fetchPolicy: 'network-only',
  });
  const page = query.dataState === 'complete' ? query.data.auditEvents : null;
  const exportCsv = async () => {
    setExportState('書き出しています…');
    try {
      const rows: AuditRow[] = [];
      for (let at = 0; at < EXPORT_MAX; at += 200) {
        const { data } = await client.query({
          query: AUDIT_EVENTS_QUERY,
          variables: { filter, offset: at, limit: 200 },
          fetchPolicy: 'network-only',
        });
        rows.push(...(data?.auditEvents.items ?? []));
        if (!data || at + 200 >= data.auditEvents.total) break;
      }
      download(auditCsv(rows));
      setExportState(`${rows.length}件を CSV に書き出しました。`);
    } catch (error) {
      setExportState(describeApiFailure(error).message);
    }
  };
  return (
    <div className="container">
      <PageTitle title="監査ログ" />
      <ConsoleNav />
      <AuditFilterForm
        onFilter={(values) => {
          setFilter(values);
          setOffset(0);
        }}
      />
      <p>
        <button type="button" className="button button--secondary" onClick={() => void exportCsv()}>
          この条件で CSV に書き出す
        </button>
      </p>
      {exportState ? (
        <FormNotice tone="info">
          <p>{exportState}</p>
        </FormNotice>
      ) : null}
      <ListState
        loading={!page}
        error={query.error && !page ? query.error : null}
        empty={page?.items.length === 0}
        emptyText="条件に合う記録はありません。"
      >
        <table className="console-table console-table--stacked">
          <caption className="visually-hidden">監査ログ（新しい順）</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page?.items.map((event) => (
              <tr key={event.id}>
                <td data-label={COLUMNS[0]}>{formatDateTime(event.createdAt)}</td>
                <td data-label={COLUMNS[1]}>{event.actorEmail ?? event.actorUid ?? 'システム'}</td>
                <td data-label={COLUMNS[2]}>{actionLabel(event.action)}</td>
                <td data-label={COLUMNS[3]}>
                  {entityLabel(event.entityType)} {event.entityId}
                </td>
                <td data-label={COLUMNS[4]}>
                  <AuditDetails data={event.data} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListState>
      {page ? <Pager label="監査ログ" offset={offset} limit={LIMIT} total={page.total} onChange={setOffset} /> : null}
    </div>
  );
}
