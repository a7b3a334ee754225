/** The console's start: how much work waits in each section, each count linking to its list. */
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import type { ConsoleCountsQuery } from '@/gql/graphql';
import { formatInteger } from '@/lib/format';
import { CONSOLE_COUNTS_QUERY } from '../api/documents';
import { ListState } from './list-state';

type Counts = ConsoleCountsQuery['consoleCounts'];

const ROWS: readonly { key: keyof Omit<Counts, '__typename'>; label: string; to: string }[] = [
  { key: 'membersAwaitingApproval', label: '承認待ちの会員', to: href('operator.members') },
  { key: 'membersAwaitingMunicipality', label: '所属自治体が未確認の職員', to: href('operator.municipalities') },
  { key: 'companiesAwaitingApproval', label: '承認待ちの掲載企業', to: href('operator.review') },
  { key: 'listingsAwaitingReview', label: '審査待ちのソリューション', to: href('operator.review') },
  { key: 'caseProposalsAwaitingReview', label: '審査待ちの導入事例', to: href('operator.caseProposals') },
  { key: 'openInquiries', label: '未対応のお問い合わせ', to: href('operator.inquiries') },
  { key: 'inquiriesInProgress', label: '対応中のお問い合わせ', to: href('operator.inquiries') },
  { key: 'overdueRequests', label: '未確認の資料請求', to: href('operator.requests') },
];

export function ConsoleCounts() {
  const query = useQuery(CONSOLE_COUNTS_QUERY, { fetchPolicy: 'network-only' });
  const counts = query.dataState === 'complete' ? query.data.consoleCounts : null;
  return (
    <section className="console-counts" aria-labelledby="console-counts-title">
      <h2 id="console-counts-title">対応を待っているもの</h2>
      <ListState loading={!counts} error={query.error && !counts ? query.error : null} empty={false} emptyText="">
        <ul className="console-counts__list">
          {counts &&
            ROWS.map((row) => (
              <li key={row.key} className="console-counts__item" data-waiting={counts[row.key] > 0}>
                <Link to={row.to}>
                  <span className="console-counts__label">{row.label}</span>
                  <span className="console-counts__count">
                    <strong>{formatInteger(counts[row.key])}</strong>件
                  </span>
                </Link>
              </li>
            ))}
        </ul>
      </ListState>
    </section>
  );
}
