/**
 * /mypage/bookmarks: the user's bookmarks in section tabs (radix Tabs: arrow keys move between
 * them), each with its note and removal; every state (loading, failure, empty, list) shown.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { SECTIONS, SECTION_LABELS, type Section } from '@portal/shared';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { href } from '@/config/routes';
import { evictObject } from '@/lib/cache-updates';
import { REMOVE_BOOKMARK_MUTATION } from '../api/bookmark-requests';
import { MY_BOOKMARKS_QUERY } from '../api/my-bookmarks';
import { forgetBookmark } from '../bookmark-store';
import { BookmarkItem, type BookmarkRow } from './bookmark-item';
import '@/components/boards/kept-list.css';

const SEARCH_ROUTE = { solutions: 'solutions.list', grants: 'grants.list', cases: 'cases.list' } as const;

export function BookmarkList({ section, onSection }: { section: Section; onSection(section: Section): void }) {
  const query = useQuery(MY_BOOKMARKS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(REMOVE_BOOKMARK_MUTATION);
  const [message, setMessage] = useState('');
  if (query.loading && !query.data) return <p aria-busy="true">お気に入りを読み込んでいます…</p>;
  if (query.error && !query.data) {
    return (
      <FormNotice tone="error">
        <p>お気に入りを読み込めませんでした。{describeApiFailure(query.error).message}</p>
      </FormNotice>
    );
  }
  const rows = query.data?.bookmarks ?? [];
  const onRemove = async (row: BookmarkRow) => {
    try {
      await remove({
        variables: { section: row.section, recordId: row.recordId },
        update: (cache) => evictObject(cache, { __typename: 'BookmarkView', id: row.id }),
      });
      forgetBookmark(row.section, row.recordId);
      setMessage('お気に入りから外しました');
    } catch (error) {
      setMessage(describeApiFailure(error).message);
    }
  };
  return (
    <>
      <p role="status" className="kept-list__status">
        {message}
      </p>
      <Tabs.Root value={section} onValueChange={(value) => onSection(value as Section)}>
        <Tabs.List className="kept-tabs__list" aria-label="区分">
          {SECTIONS.map((s) => (
            <Tabs.Trigger key={s} value={s} className="kept-tabs__trigger">
              {SECTION_LABELS[s]}（{rows.filter((r) => r.section === s).length}）
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SECTIONS.map((s) => {
          const shown = rows.filter((r) => r.section === s);
          return (
            <Tabs.Content key={s} value={s} className="kept-tabs__panel">
              {shown.length === 0 ? (
                <p>
                  {SECTION_LABELS[s]}のお気に入りはまだありません。
                  <Link to={href(SEARCH_ROUTE[s])}>{SECTION_LABELS[s]}を探す</Link>
                  と、一覧や詳細の「お気に入り」ボタンで追加できます。
                </p>
              ) : (
                <ul className="kept-list">
                  {shown.map((row) => (
                    <BookmarkItem key={row.id} row={row} onRemove={onRemove} />
                  ))}
                </ul>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </>
  );
}
