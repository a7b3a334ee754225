/**
 * The operator's list of grants or cases: a filter by publication state (all, or one), a submitted
 * search box, the rows with their state and dates, and page controls. The route owns the query.
 */
import { PUBLICATION_LABELS, PUBLICATION_STATES, type PublicationState } from '@portal/shared/editorial/publication';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@/lib/date-time';
import { ConsoleSearch } from './console-search';
import { ListState } from './list-state';
import { Pager } from './pager';
import './editorial.css';

export interface EditorialRow {
  id: string;
  title: string;
  /** 実施機関 or the municipality. */
  about: string | null;
  status: PublicationState;
  publishedAt: string;
  updatedAt: string;
  source: string;
  href: string;
}

export function EditorialList(props: {
  noun: string;
  status: PublicationState | null;
  onStatus(status: PublicationState | null): void;
  search: string;
  onSearch(text: string): void;
  rows: readonly EditorialRow[] | null;
  total: number;
  loading: boolean;
  error: unknown;
  offset: number;
  limit: number;
  onPage(offset: number): void;
}) {
  const id = useId();
  return (
    <>
      <fieldset className="editorial-filter">
        <legend className="form-field__label">公開状態</legend>
        {[null, ...PUBLICATION_STATES].map((state) => (
          <label key={state ?? 'all'} className="editorial-filter__option">
            <input
              type="radio"
              name={`${id}-status`}
              checked={props.status === state}
              onChange={() => props.onStatus(state)}
            />
            {state ? PUBLICATION_LABELS[state] : 'すべて'}
          </label>
        ))}
      </fieldset>
      <ConsoleSearch label={`${props.noun}のタイトルなど`} initial={props.search} onSearch={props.onSearch} />
      <ListState
        loading={props.loading}
        error={props.error}
        empty={props.rows?.length === 0}
        emptyText={props.search || props.status ? '条件に合う記事はありません。' : `${props.noun}はまだありません。`}
      >
        <ul className="editorial-rows" aria-label={`${props.noun}の一覧`}>
          {props.rows?.map((row) => (
            <li key={row.id} className="editorial-rows__item">
              <Link to={row.href} className="editorial-rows__title">
                {row.title || '（タイトルなし）'}
              </Link>
              <span className={`publication-state publication-state--${row.status}`}>
                {PUBLICATION_LABELS[row.status]}
              </span>
              <span className="editorial-rows__meta">
                {row.about ? `${row.about}・` : ''}
                {row.status === 'scheduled' ? `公開予定 ${formatDateTime(row.publishedAt)}・` : ''}
                更新 {formatDateTime(row.updatedAt)}
                {row.source !== 'portal' ? `・出典 ${row.source === 'jgrants' ? 'jGrants' : '一括取り込み'}` : ''}
              </span>
            </li>
          ))}
        </ul>
        <Pager
          offset={props.offset}
          limit={props.limit}
          total={props.total}
          onChange={props.onPage}
          label={props.noun}
        />
      </ListState>
    </>
  );
}
