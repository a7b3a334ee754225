/**
 * /mypage/searches: the saved searches with their current count and what is new since last
 * opened; opening one marks it viewed and runs it; the alert can be changed or the search deleted.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { ALERT_FREQUENCIES, SECTION_LABELS, type AlertFrequency } from '@portal/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '@/components/detail/detail-parts';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { href } from '@/config/routes';
import { evictObject } from '@/lib/cache-updates';
import {
  DELETE_SAVED_SEARCH_MUTATION,
  MARK_SAVED_SEARCH_VIEWED_MUTATION,
  SAVED_SEARCHES_QUERY,
  SET_SAVED_SEARCH_ALERT_MUTATION,
} from '../api/saved-search-requests';
import '@/components/boards/kept-list.css';

const LIST_ROUTE = { solutions: 'solutions.list', grants: 'grants.list', cases: 'cases.list' } as const;

export function SavedSearchList() {
  const query = useQuery(SAVED_SEARCHES_QUERY, { fetchPolicy: 'cache-and-network' });
  const [markViewed] = useMutation(MARK_SAVED_SEARCH_VIEWED_MUTATION);
  const [setAlert] = useMutation(SET_SAVED_SEARCH_ALERT_MUTATION);
  const [remove] = useMutation(DELETE_SAVED_SEARCH_MUTATION);
  const [message, setMessage] = useState('');
  const navigate = useNavigate();
  if (query.loading && !query.data) return <p aria-busy="true">保存した検索条件を読み込んでいます…</p>;
  if (query.error && !query.data) {
    return (
      <FormNotice tone="error">
        <p>{describeApiFailure(query.error).message}</p>
      </FormNotice>
    );
  }
  const rows = query.data?.savedSearches ?? [];
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setMessage(done);
    } catch (error) {
      setMessage(describeApiFailure(error).message);
    }
  };
  if (rows.length === 0) {
    return <p>保存した検索条件はまだありません。検索結果の「この条件を保存」から保存できます。</p>;
  }
  return (
    <>
      <p role="status" className="kept-list__status">
        {message}
      </p>
      <ul className="kept-list">
        {rows.map((row) => {
          const to = `${href(LIST_ROUTE[row.section])}${row.query ? `?${row.query}` : ''}`;
          const alertId = `alert-${row.id}`;
          return (
            <li key={row.id} className="kept-item">
              <h2 className="kept-item__title">{row.name}</h2>
              <p className="kept-item__facts">
                {SECTION_LABELS[row.section]} ／ 該当 {row.count.toLocaleString('ja-JP')}件
                {row.newCount > 0 ? <strong> ／ 新着 {row.newCount.toLocaleString('ja-JP')}件</strong> : ' ／ 新着なし'}
              </p>
              <p className="kept-item__meta">前回見た日時 {formatDate(row.lastViewedAt)}</p>
              <div className="kept-item__note">
                <label htmlFor={alertId}>新着のお知らせメール</label>
                <select
                  id={alertId}
                  value={row.alert}
                  onChange={(event) =>
                    void run(
                      () => setAlert({ variables: { id: row.id, alert: event.target.value as AlertFrequency } }),
                      '新着のお知らせメールを変更しました',
                    )
                  }
                >
                  {ALERT_FREQUENCIES.map((f) => (
                    <option key={f.id} value={f.id}>
                      {f.label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="kept-item__actions">
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() =>
                    void run(async () => {
                      await markViewed({ variables: { id: row.id } });
                      await navigate(to);
                    }, '')
                  }
                >
                  <span className="visually-hidden">「{row.name}」を</span>開く
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() =>
                    void run(
                      () =>
                        remove({
                          variables: { id: row.id },
                          update: (cache) => evictObject(cache, { __typename: 'SavedSearchView', id: row.id }),
                        }),
                      `「${row.name}」を削除しました`,
                    )
                  }
                >
                  <span className="visually-hidden">「{row.name}」を</span>削除
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
