/**
 * The results of a section's search in all their states: first load (placeholders of the
 * final size, so nothing jumps), refresh (the previous page stays, marked busy), found,
 * not found (with the single filters whose removal gives results), and failure. A failed search
 * says so and offers a retry instead of the specification's "0 results" (a documented
 * correction, docs/search.md); a refused caller gets a Japanese explanation.
 */
import { PAGE_SIZE, SECTION_LABELS, type SearchCriteria, type Section } from '@portal/shared';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorCodeOf } from '@/lib/graphql-errors';
import { AccessMessage } from './access-message';
import { Pagination } from './pagination';
import { ResultList } from './result-list';
import '@/components/skeleton/skeleton.css';
import './search-results.css';
import { formatInteger } from '@/lib/format';
import { relaxationsOf, type RelaxationLike } from '../utils/relaxations';

export interface ResultPage<T> {
  items: readonly T[];
  totalCount: number;
  page: number;
  maxPage: number;
  /** Counts without one filter, when nothing was found (the server's `relaxations`). */
  relaxations?: readonly RelaxationLike[];
}

interface Props<T> {
  section: Section;
  result: ResultPage<T> | undefined;
  loading: boolean;
  error: unknown;
  /** Announce and focus the outcome: the user searched, rather than arrived. */
  alreadySearched: boolean;
  renderItem(item: T): ReactNode;
  keyOf(item: T): string;
  hrefForPage(page: number): string;
  onPage?(page: number): void;
  /** The applied criteria, to word the zero-result help. */
  criteria?: SearchCriteria;
  /** Searches again with other criteria (a dropped filter). */
  onSearch?(criteria: SearchCriteria): void;
  /** Sends the failed search again. */
  onRetry?(): void;
  /** Controls shown beside the count (the order). */
  toolbar?: ReactNode;
}

const SKELETON_ITEMS = 5;

export function SearchResults<T>(props: Props<T>) {
  const { section, result, loading, error } = props;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusedFor = useRef<string | null>(null);
  // Opened on placeholders (a first load, not a return to results already read): the first list
  // then arrives a few cards per frame (result-list.tsx); any list after it shows whole at once.
  const [openedWaiting] = useState(() => result === undefined);
  const [firstList, setFirstList] = useState<readonly T[] | null>(null);
  if (openedWaiting && firstList === null && result && !error) setFirstList(result.items);
  const code = errorCodeOf(error);
  const settled = !loading && (result !== undefined || error !== undefined);
  const outcomeKey = result ? `${result.page}:${result.totalCount}:${props.hrefForPage(result.page)}` : 'error';

  useEffect(() => {
    if (!settled || !props.alreadySearched || focusedFor.current === outcomeKey) return;
    focusedFor.current = outcomeKey;
    heading.current?.focus();
  }, [settled, props.alreadySearched, outcomeKey]);

  if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') return <AccessMessage code={code} />;

  const failed = Boolean(error) && !loading;
  const shown = error ? undefined : result;
  const relaxations = shown?.totalCount === 0 ? relaxationsOf(section, props.criteria ?? {}, shown.relaxations) : [];
  const first = shown ? (shown.page - 1) * PAGE_SIZE + 1 : 0;
  const last = shown ? first + shown.items.length - 1 : 0;

  return (
    <section className="search-results" aria-labelledby={headingId} aria-busy={loading}>
      <div className="search-results__head">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="search-results__heading">
          検索結果
        </h2>
        <p className="search-results__count">
          {failed ? null : shown ? (
            <>
              <strong>{formatInteger(shown.totalCount)}</strong>件
              {shown.items.length > 0 && (
                <span className="search-results__range">
                  （{formatInteger(first)}〜{formatInteger(last)}件目を表示）
                </span>
              )}
            </>
          ) : (
            <span className="skeleton skeleton--text" aria-hidden="true" />
          )}
          {loading && <span className="search-results__loading">読み込み中…</span>}
        </p>
        {props.toolbar}
      </div>
      <p className="visually-hidden" role="status">
        {settled && props.alreadySearched && shown ? `${formatInteger(shown.totalCount)}件見つかりました。` : ''}
      </p>

      {failed ? (
        <div className="search-results__empty" role="alert">
          <p className="search-results__empty-title">検索できませんでした。</p>
          <p>通信状況をご確認のうえ、しばらくしてからもう一度お試しください。</p>
          {props.onRetry && (
            <button type="button" className="button button--primary" onClick={props.onRetry}>
              もう一度検索する
            </button>
          )}
        </div>
      ) : !shown ? (
        <ul className="result-list" aria-hidden="true">
          {Array.from({ length: SKELETON_ITEMS }, (_, i) => (
            <li key={i} className="result-card result-card--skeleton">
              <span className="skeleton skeleton--title" />
              <span className="skeleton skeleton--text" />
              <span className="skeleton skeleton--text" />
            </li>
          ))}
        </ul>
      ) : shown.totalCount === 0 || shown.items.length === 0 ? (
        <div className="search-results__empty">
          <p className="search-results__empty-title">
            {shown.totalCount === 0
              ? `条件に合う${SECTION_LABELS[section]}は見つかりませんでした。`
              : 'このページには表示できる結果がありません。'}
          </p>
          {relaxations.length > 0 && (
            <div className="search-results__relax">
              <p>次の条件を外すと見つかります。</p>
              <ul className="search-results__relax-list">
                {relaxations.map((r) => (
                  <li key={r.label}>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => props.onSearch?.(r.criteria)}
                    >
                      『{r.label}』を外すと {formatInteger(r.count)} 件
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <p>キーワードを減らす、言い換える、絞り込み条件を外すなどしてお試しください。</p>
          {shown.totalCount > 0 && <Link to={props.hrefForPage(1)}>最初のページへ戻る</Link>}
        </div>
      ) : (
        <ResultList
          items={shown.items}
          keyOf={props.keyOf}
          renderItem={props.renderItem}
          stale={loading}
          gradual={shown.items === firstList}
        />
      )}

      {shown && (
        <Pagination page={shown.page} maxPage={shown.maxPage} hrefFor={props.hrefForPage} onNavigate={props.onPage} />
      )}
    </section>
  );
}
