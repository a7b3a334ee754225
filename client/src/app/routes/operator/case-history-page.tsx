/** /operator/cases/:id/history: what changed in a case study, who changed it, when and why. */
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import { CASE_HISTORY_QUERY } from '@/features/operator/api/editorial-documents';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { ListState } from '@/features/operator/components/list-state';
import { RevisionList } from '@/features/operator/components/revision-list';

export function Component() {
  const { id = '' } = useParams();
  const query = useQuery(CASE_HISTORY_QUERY, { variables: { id }, fetchPolicy: 'network-only' });
  const data = query.dataState === 'complete' ? query.data : null;
  return (
    <div className="container">
      <PageTitle title="導入事例の変更履歴" />
      <ConsoleNav />
      <p>
        <Link to={href('operator.caseEdit', { id })}>編集画面に戻る</Link>
      </p>
      <ListState
        loading={!data && !query.error}
        error={query.error}
        empty={data?.caseHistory.length === 0}
        emptyText="変更履歴はまだありません。"
      >
        {data ? (
          <>
            <p className="editorial-form__lead">{data.editorialCase.values.title}</p>
            <RevisionList kind="case" revisions={data.caseHistory} />
          </>
        ) : null}
      </ListState>
    </div>
  );
}
