/**
 * カレンダー表示: the deadlines of the current search, one month at a time, by day. The month's
 * grants come from the same search with a deadline range and the deadline order, 20 a page. The
 * month is the screen's (its address: use-grant-view.ts); the page of 20 is this view's own.
 */
import type { GrantStatus, SearchCriteria } from '@portal/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import { graphql } from '@/gql';
import { GrantStatusBadge } from '@/components/grant-status-badge/grant-status-badge';
import { useGraphQLQuery } from '@/lib/use-graphql-query';

const GRANT_MONTH_QUERY = graphql(`
  query GrantMonth($criteria: SearchInput) {
    searchGrants(criteria: $criteria) {
      totalCount
      page
      maxPage
      items {
        id
        title
        issuer
        applicationEnd
        applicationStatus
        daysLeft
      }
    }
  }
`);

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

function monthRange(month: string): { from: string; to: string } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

function dayLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日（${WEEKDAYS[d.getUTCDay()]}）`;
}

interface Props {
  criteria: SearchCriteria;
  /** `YYYY-MM`. */
  month: string;
  onMonthChange(month: string): void;
}

export function GrantMonthView({ criteria, month, onMonthChange }: Props) {
  // The page belongs to the month it was chosen in: another month starts on its first page.
  const [paged, setPaged] = useState({ month, page: 1 });
  const page = paged.month === month ? paged.page : 1;
  const setPage = (next: number) => setPaged({ month, page: next });
  const range = monthRange(month);
  const variables = {
    criteria: {
      ...(criteria as Record<string, unknown>),
      deadlineFrom: range.from,
      deadlineTo: range.to,
      sort: 'deadline' as const,
      page,
    },
  };
  const query = useGraphQLQuery(GRANT_MONTH_QUERY, variables);
  const result = query.data?.searchGrants;
  const byDay = new Map<string, NonNullable<typeof result>['items']>();
  for (const item of result?.items ?? []) {
    const day = item.applicationEnd ?? '';
    byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  const [year, index] = month.split('-').map(Number) as [number, number];
  const go = (by: number) => onMonthChange(shiftMonth(month, by));
  return (
    <section className="grant-month" aria-labelledby="grant-month-title">
      <div className="grant-month__nav">
        <button type="button" className="button button--secondary" onClick={() => go(-1)}>
          前の月
        </button>
        <h2 id="grant-month-title" className="grant-month__title" aria-live="polite">
          {year}年{index}月の締切
          {result && `（${result.totalCount}件）`}
        </h2>
        <button type="button" className="button button--secondary" onClick={() => go(1)}>
          次の月
        </button>
      </div>
      {query.error != null && (
        <p role="alert">締切の一覧を読み込めませんでした。時間をおいてもう一度お試しください。</p>
      )}
      {!result && query.error == null && <p>読み込み中…</p>}
      {result && result.totalCount === 0 && <p>この月に締切を迎える補助金・交付金はありません。</p>}
      {result && result.totalCount > 0 && (
        <dl className="grant-month__days">
          {[...byDay].map(([day, items]) => (
            <div key={day} className="grant-month__day">
              <dt>
                <time dateTime={day}>{dayLabel(day)}</time>
              </dt>
              <dd>
                <ul>
                  {items.map((item) => (
                    <li key={item.id}>
                      <GrantStatusBadge status={item.applicationStatus as GrantStatus} daysLeft={item.daysLeft} />{' '}
                      <Link to={href('grants.show', { id: item.id })}>{item.title}</Link>
                      <span className="grant-month__issuer">（{item.issuer}）</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {result && result.maxPage > 1 && (
        <div className="grant-month__nav">
          <button
            type="button"
            className="button button--secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            前の20件
          </button>
          <span>
            {page} / {result.maxPage}
          </span>
          <button
            type="button"
            className="button button--secondary"
            disabled={page >= result.maxPage}
            onClick={() => setPage(page + 1)}
          >
            次の20件
          </button>
        </div>
      )}
    </section>
  );
}
