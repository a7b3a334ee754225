/**
 * /operator/inquiries: inquiries received, by status (未対応・対応中・完了); reply or change status.
 * The list opens on 未対応 and says what it leaves out (a replied inquiry is 対応中), with a switch
 * to every status.
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { PageTitle } from '@/components/page-title';
import { INQUIRIES_QUERY } from '@/features/operator/api/documents';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { ConsoleSearch } from '@/features/operator/components/console-search';
import { InquiryFilterNote } from '@/features/operator/components/inquiry-filter-note';
import { InquiryItem } from '@/features/operator/components/inquiry-item';
import { ListState } from '@/features/operator/components/list-state';
import { Pager } from '@/features/operator/components/pager';
import { INQUIRY_STATUS_LABELS } from '@/features/operator/inquiry-status';
import { dropFromQueue } from '@/lib/cache-updates';

const LIMIT = 20;

export function Component() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('open');
  const [offset, setOffset] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const statusId = useId();
  const query = useQuery(INQUIRIES_QUERY, {
    variables: { status: status || null, search: search || null, offset, limit: LIMIT },
    fetchPolicy: 'network-only',
  });
  const page = query.dataState === 'complete' ? query.data.inquiries : null;
  const { cache } = useApolloClient();
  // The answer's status updates the row (InquiryView is known by uid); a row that no longer
  // matches the status shown leaves the list.
  const done = (text: string, uid: string, now: string) => {
    setMessage(text);
    if (status && now !== status) dropFromQueue(cache, 'inquiries', { __typename: 'InquiryView', uid });
  };
  return (
    <div className="container">
      <PageTitle title="お問い合わせ" />
      <ConsoleNav />
      <ConsoleSearch
        label="受付番号・氏名・メールアドレス・内容で検索"
        onSearch={(text) => {
          setSearch(text);
          setOffset(0);
        }}
      >
        <div className="form-field">
          <label htmlFor={statusId} className="form-field__label">
            対応状況
          </label>
          <select
            id={statusId}
            className="form-field__control"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setOffset(0);
            }}
          >
            <option value="">すべて</option>
            {Object.entries(INQUIRY_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </ConsoleSearch>
      {message ? (
        <FormNotice tone="success">
          <p>{message}</p>
        </FormNotice>
      ) : null}
      {status ? (
        <InquiryFilterNote
          status={status}
          onShowAll={() => {
            setStatus('');
            setOffset(0);
          }}
        />
      ) : null}
      <ListState
        loading={!page}
        error={query.error && !page ? query.error : null}
        empty={page?.items.length === 0}
        emptyText={
          status
            ? `「${INQUIRY_STATUS_LABELS[status]}」のお問い合わせはありません。`
            : '条件に合うお問い合わせはありません。'
        }
      >
        {page?.items.map((inquiry) => (
          <InquiryItem key={inquiry.uid} inquiry={inquiry} onDone={(text, now) => done(text, inquiry.uid, now)} />
        ))}
      </ListState>
      {page ? (
        <Pager label="お問い合わせ" offset={offset} limit={LIMIT} total={page.total} onChange={setOffset} />
      ) : null}
    </div>
  );
}
