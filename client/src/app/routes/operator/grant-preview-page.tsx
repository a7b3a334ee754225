/**
 * /operator/grants/:id/preview: the grant as the public detail page renders it, whatever its
 * state (the server answers operators a draft too), so the operator sees it before publishing.
 */
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import { GrantDetail } from '@/features/grants/components/grant-detail';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { ListState } from '@/features/operator/components/list-state';
import { GRANT_DETAIL_PAGE_QUERY } from '../detail-queries';

export function Component() {
  const { id = '' } = useParams();
  const query = useQuery(GRANT_DETAIL_PAGE_QUERY, { variables: { id }, fetchPolicy: 'network-only' });
  const data = query.dataState === 'complete' ? query.data : null;
  return (
    <div className="container">
      <PageTitle title="補助金・交付金のプレビュー" />
      <ConsoleNav />
      <FormNotice tone="info">
        <p>
          公開画面での表示です（保存した内容）。<Link to={href('operator.grantEdit', { id })}>編集画面に戻る</Link>
        </p>
      </FormNotice>
      <ListState loading={!data && !query.error} error={query.error} empty={false} emptyText="">
        {data ? <GrantDetail grant={data.grant} /> : null}
      </ListState>
    </div>
  );
}
