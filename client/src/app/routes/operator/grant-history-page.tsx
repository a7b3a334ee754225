/** /operator/grants/:id/history: what changed in a grant, who changed it, when and why. */
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import { GRANT_HISTORY_QUERY } from '@/features/operator/api/editorial-documents';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { ListState } from '@/features/operator/components/list-state';
import { RevisionList } from '@/features/operator/components/revision-list';

export function Component() {
  const { id = '' } = useParams();
  const query = useQuery(GRANT_HISTORY_QUERY, { variables: { id }, fetchPolicy: 'network-only' });
  const data = query.dataState === 'complete' ? query.data : null;
  return (
    <div className="container">
      <PageTitle title="補助金・交付金の変更履歴" />
      <ConsoleNav />
      <p>
        <Link to={href('operator.grantEdit', { id })}>編集画面に戻る</Link>
      </p>
      <ListState
        loading={!data && !query.error}
        error={query.error}
        empty={data?.grantHistory.length === 0}
        emptyText="変更履歴はまだありません。"
      >
        {data ? (
          <>
            <p className="editorial-form__lead">{data.editorialGrant.values.title}</p>
            <RevisionList kind="grant" revisions={data.grantHistory} />
          </>
        ) : null}
      </ListState>
    </div>
  );
}
