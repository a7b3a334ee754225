/** /operator/cases: every case study the operator keeps, by publication state, newest change first. */
import { useQuery } from '@apollo/client/react';
import type { PublicationState } from '@portal/shared/editorial/publication';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import { EDITORIAL_CASES_QUERY } from '@/features/operator/api/editorial-documents';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { EditorialList } from '@/features/operator/components/editorial-list';

const LIMIT = 20;

export function Component() {
  const [status, setStatus] = useState<PublicationState | null>(null);
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const query = useQuery(EDITORIAL_CASES_QUERY, {
    variables: { status, search: search || null, offset, limit: LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const page = query.dataState === 'complete' ? query.data.editorialCases : null;
  return (
    <div className="container">
      <PageTitle title="導入事例の管理" />
      <ConsoleNav />
      <p>
        <Link className="button button--primary" to={href('operator.caseNew')}>
          導入事例を作成する
        </Link>
      </p>
      <EditorialList
        noun="導入事例"
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
          page?.items.map((record) => ({
            ...record,
            about: record.municipalityName,
            href: href('operator.caseEdit', { id: record.id }),
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
