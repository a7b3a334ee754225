/**
 * /mypage/rfis/:id/edit: a draft request edited by its creator before sending. The candidates are
 * its invited solutions and the basket's (to add a vendor); a sent request, or a colleague's, is
 * not offered for editing (the server refuses it too).
 */
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { PageTitle } from '@/components/page-title';
import { href, routeById } from '@/config/routes';
import { getFragmentData } from '@/gql';
import { useBasket } from '@/features/document-requests/basket-store';
import { RFI_FIELDS, RFI_QUERY } from '@/features/rfis/api/rfi-queries';
import { RfiEditor, type Candidate } from '@/features/rfis/components/rfi-editor';

export function Component() {
  const id = useParams().id!;
  const query = useQuery(RFI_QUERY, { variables: { id }, fetchPolicy: 'network-only' });
  const basket = useBasket();
  const rfi = query.data ? getFragmentData(RFI_FIELDS, query.data.rfi) : null;
  const invited: Candidate[] = (rfi?.invitations ?? []).flatMap((i) =>
    i.solutions.map((s) => ({ id: s.id, title: s.title, companyName: i.companyName })),
  );
  const candidates = [
    ...invited,
    ...basket
      .filter((b) => !invited.some((c) => c.id === b.id))
      .map(({ id: solutionId, title, companyName }) => ({ id: solutionId, title, companyName })),
  ];
  return (
    <div className="container">
      <p>
        <Link to={href('mypage.rfi', { id })}>依頼の詳細に戻る</Link>
      </p>
      <PageTitle title={routeById('mypage.rfiEdit').title} />
      {query.error && !rfi ? (
        <FormNotice tone="error">
          <p>{describeApiFailure(query.error).message}</p>
        </FormNotice>
      ) : !rfi ? (
        <p role="status">読み込んでいます…</p>
      ) : rfi.status !== 'draft' ? (
        <FormNotice tone="info" live={false}>
          <p>送信済みの依頼は編集できません。</p>
        </FormNotice>
      ) : !rfi.mine ? (
        <FormNotice tone="info" live={false}>
          <p>この依頼を編集できるのは作成した職員のみです。</p>
        </FormNotice>
      ) : (
        <>
          <p>
            送信前の下書きです。資料請求リストに入れたソリューションも依頼先に加えられます。保存すると内容の確認画面に戻ります。
          </p>
          <RfiEditor key={rfi.id} candidates={candidates} origin={rfi.origin} draft={rfi} />
        </>
      )}
    </div>
  );
}
