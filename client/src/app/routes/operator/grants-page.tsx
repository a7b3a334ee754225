/** /operator/grants: every grant the operator keeps, by publication state, newest change first. */
import { useQuery } from '@apollo/client/react';
import type { PublicationState } from '@portal/shared/editorial/publication';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import { EDITORIAL_GRANTS_QUERY } from '@/features/operator/api/editorial-documents';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { EditorialList } from '@/features/operator/components/editorial-list';

const LIMIT = 20;

export function Component() {
  const [status, setStatus] = useState<PublicationState | null>(null);
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const query = useQuery(EDITORIAL_GRANTS_QUERY, {
    variables: { status, search: search || null, offset, limit: LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const page = query.dataState === 'complete' ? query.data.editorialGrants : null;
  return (
    <div className="container">
      <PageTitle title="補助金・交付金の管理" />
      <ConsoleNav />
      <p>
        <Link className="button button--primary" to={href('operator.grantNew')}>
          補助金・交付金を作成する
        </Link>
      </p>
      <EditorialList
        noun="補助金・交付金"
        status={status}
        onStatus={(next) => {
          setStatus(next);
          setOffset(0);
        }}
        search={search}
        onSearch={(text) => {
          setSearch(text);
          setOffset(0);
        }}
        rows={
          page?.items.map((grant) => ({
            ...grant,
            about: grant.issuer,
            href: href('operator.grantEdit', { id: grant.id }),
          })) ?? null
        }
        total={page?.total ?? 0}
        loading={!page && !query.error}
        error={query.error}
        offset={offset}
        limit={LIMIT}
        onPage={setOffset}
      />
    </div>
  );
}
