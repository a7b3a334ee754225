/**
 * One shared shortlist: its entries with status, note, who added and who last changed each, and
 * the actions any colleague may take. `onRequestSolutions` hands the list's solutions to the
 * caller (the route puts them in the document-request basket: features never import each other);
 * `listActions` draws what the route adds under the list's name, `listRequests` after its entries.
 */
import { useMutation } from '@apollo/client/react';
import { SHORTLIST_STATUSES, type GrantStatus, type ShortlistStatus } from '@portal/shared';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '@/components/detail/detail-parts';
import { ExportButtons } from '@/components/export/export-buttons';
import { describeApiFailure } from '@/components/form/server-errors';
import { GrantStatusBadge } from '@/components/grant-status-badge/grant-status-badge';
import { href } from '@/config/routes';
import { type FragmentType, getFragmentData } from '@/gql';
import { evictObject } from '@/lib/cache-updates';
import {
  DELETE_SHORTLIST_MUTATION,
  REMOVE_SHORTLIST_ENTRY_MUTATION,
  ShortlistPanel_shortlist,
  UPDATE_SHORTLIST_ENTRY_MUTATION,
} from '../api/shortlist-requests';
import { ShortlistEntryNote } from './shortlist-entry-note';

export interface RequestableSolution {
  uid: string;
  id: string;
  title: string;
  companyName: string;
}

interface Props {
  shortlist: FragmentType<typeof ShortlistPanel_shortlist>;
  onRequestSolutions(solutions: RequestableSolution[]): void;
  /** What the route adds under the list's name (its 「変更をメールで受け取る」 toggle). */
  listActions?: (list: { id: string; name: string }) => ReactNode;
  /** What the route adds after the entries (the requests for information started from the list). */
  listRequests?: (list: { id: string; name: string }) => ReactNode;
}

export function ShortlistPanel(props: Props) {
  const list = getFragmentData(ShortlistPanel_shortlist, props.shortlist);
  const [message, setMessage] = useState('');
  const [update] = useMutation(UPDATE_SHORTLIST_ENTRY_MUTATION);
  const [remove] = useMutation(REMOVE_SHORTLIST_ENTRY_MUTATION);
  const [deleteList] = useMutation(DELETE_SHORTLIST_MUTATION);
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setMessage(done);
    } catch (error) {
      setMessage(describeApiFailure(error).message);
    }
  };
  const solutions = list.entries.flatMap((e) =>
    e.solution && e.status !== 'declined'
      ? [{ uid: e.solution.uid, id: e.solution.id, title: e.solution.title, companyName: e.solution.companyName }]
      : [],
  );
  const headingId = `shortlist-${list.id}`;
  return (
    <section className="shortlist" aria-labelledby={headingId}>
      <h2 id={headingId} className="shortlist__name">
        {list.name}
      </h2>
      <p className="kept-item__meta">
        作成: {list.createdBy}（{formatDate(list.createdAt)}）・{list.entries.length}件
      </p>
      {props.listActions ? <div className="no-print">{props.listActions({ id: list.id, name: list.name })}</div> : null}
      <div className="kept-item__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={solutions.length === 0}
          onClick={() => props.onRequestSolutions(solutions)}
        >
          ソリューション{solutions.length}件をまとめて資料請求リストに入れる
        </button>
        {solutions.length >= 2 && solutions.length <= 4 ? (
          <Link
            className="button button--secondary"
            to={`${href('solutions.compare')}?ids=${solutions.map((s) => s.id).join(',')}`}
          >
            {solutions.length}件を比較する
          </Link>
        ) : null}
        {solutions.length >= 2 ? (
          <Link
            className="button button--secondary"
            to={href('rfi.new')}
            state={{
              origin: 'shortlist',
              shortlistId: list.id,
              candidates: solutions.map(({ id, title, companyName }) => ({ id, title, companyName })),
            }}
          >
            見積依頼・情報提供依頼を作成する
          </Link>
        ) : null}
        {solutions.length > 4 ? (
          <span className="kept-item__meta">
            比較できるのは4件までです（見送りを除いて{solutions.length}件あります）
          </span>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            if (
              !window.confirm(`「${list.name}」を削除します。同じ自治体の職員全員の画面から消えます。よろしいですか。`)
            )
              return;
            void run(
              () =>
                deleteList({
                  variables: { id: list.id },
                  update: (cache) => evictObject(cache, { __typename: 'ShortlistView', id: list.id }),
                }),
              'リストを削除しました',
            );
          }}
        >
          リストを削除
        </button>
        <span role="status">{message}</span>
      </div>
      <ExportButtons path={`/api/shortlists/${list.id}/export`} label={`「${list.name}」を保存`} />
      {list.entries.length === 0 ? (
        <p>まだ何も入っていません。ソリューション・補助金・導入事例の詳細画面の「共有リストに追加」で追加できます。</p>
      ) : (
        <ul className="kept-list">
          {list.entries.map((entry) => {
            const record = entry.solution
              ? {
                  title: entry.solution.title,
                  to: href('solutions.show', { id: entry.recordId }),
                  by: entry.solution.companyName,
                }
              : entry.grant
                ? { title: entry.grant.title, to: href('grants.show', { id: entry.recordId }), by: entry.grant.issuer }
                : entry.case
                  ? {
                      title: entry.case.title,
                      to: href('cases.show', { id: entry.recordId }),
                      by: entry.case.organizationName,
                    }
                  : null;
            const statusId = `entry-status-${entry.id}`;
            return (
              <li key={entry.id} className="kept-item">
                <h3 className="kept-item__title">
                  {record ? <Link to={record.to}>{record.title}</Link> : `掲載が終了しました（ID ${entry.recordId}）`}
                </h3>
                {entry.grant ? (
                  <p className="kept-item__badge">
                    <GrantStatusBadge
                      status={entry.grant.applicationStatus as GrantStatus}
                      daysLeft={entry.grant.daysLeft}
                    />
                  </p>
                ) : null}
                {record && <p className="kept-item__facts">{record.by}</p>}
                <p className="kept-item__meta">
                  追加: {entry.addedBy}（{formatDate(entry.addedAt)}）
                  {entry.updatedBy !== entry.addedBy || entry.updatedAt !== entry.addedAt
                    ? ` ・ 更新: ${entry.updatedBy}（${formatDate(entry.updatedAt)}）`
                    : ''}
                </p>
                <div className="kept-item__note">
                  <label htmlFor={statusId}>検討状況</label>
                  <select
                    id={statusId}
                    value={entry.status}
                    onChange={(event) =>
                      void run(
                        () =>
                          update({
                            variables: { input: { entryId: entry.id, status: event.target.value as ShortlistStatus } },
                          }),
                        '検討状況を更新しました',
                      )
                    }
                  >
                    {SHORTLIST_STATUSES.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.label}
                      </option>
                    ))}
                  </select>
                </div>
                <ShortlistEntryNote
                  entryId={entry.id}
                  note={entry.note}
                  onSave={(note) =>
                    run(() => update({ variables: { input: { entryId: entry.id, note } } }), 'メモを保存しました')
                  }
                />
                <div className="kept-item__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => void run(() => remove({ variables: { entryId: entry.id } }), 'リストから外しました')}
                  >
                    <span className="visually-hidden">「{record?.title ?? entry.recordId}」を</span>リストから外す
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {props.listRequests ? props.listRequests({ id: list.id, name: list.name }) : null}
    </section>
  );
}
