/** /solutions/update/:id: a vendor edits its own listing (operators any); others are refused by the server. */
import { useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { PageTitle } from '@/components/page-title';
import { describeApiFailure } from '@/components/form/server-errors';
import { LISTING_STATUS_LABELS } from '@portal/shared';
import { LISTING_QUERY, ListingFields } from '@/features/listings/api/documents';
import { editorValuesOf } from '@/features/listings/api/listing-values';
import { getFragmentData } from '@/gql';
import { ListingEditorScreen } from './listing-editor-screen';

export function Component() {
  const { id = '' } = useParams();
  const saved = (useLocation().state as { saved?: 'draft' | 'submit' } | null)?.saved;
  const query = useQuery(LISTING_QUERY, { variables: { id }, fetchPolicy: 'network-only' });
  const listing = query.dataState === 'complete' ? getFragmentData(ListingFields, query.data.listing) : null;
  return (
    <div className="container">
      <PageTitle title="ソリューション掲載情報の編集" />
      {query.error ? (
        <FormNotice tone="error">
          <p>{describeApiFailure(query.error).message}</p>
          <p>ご自身の企業のソリューションのみ編集できます。</p>
        </FormNotice>
      ) : !listing ? (
        <p role="status">読み込んでいます…</p>
      ) : (
        <>
          {saved ? (
            <FormNotice tone="success">
              <p>
                {saved === 'submit'
                  ? '審査に申請しました。運営事務局の確認をお待ちください。'
                  : '下書きを保存しました。'}
              </p>
            </FormNotice>
          ) : null}
          <FormNotice tone="info" live={false}>
            <p>
              状態：{LISTING_STATUS_LABELS[listing.status]}
              {listing.revisionStatus ? `（変更内容：${LISTING_STATUS_LABELS[listing.revisionStatus]}）` : ''}
            </p>
            {listing.status === 'published' ? (
              <p>公開中の掲載を変更すると、承認されるまでは公開中の内容がそのまま表示されます。</p>
            ) : null}
            {listing.reviewComment ? <p>差し戻しの理由：{listing.reviewComment}</p> : null}
          </FormNotice>
          <ListingEditorScreen
            key={listing.id}
            id={listing.id}
            initialValues={editorValuesOf(listing)}
            companyName={listing.companyName}
          />
        </>
      )}
    </div>
  );
}
