/**
 * /vendor: a vendor's own area — its listings with status and downloads, the requests received,
 * and the way to its case proposals.
 */
import { useQuery } from '@apollo/client/react';
import { LISTING_STATUS_LABELS } from '@portal/shared';
import { Link } from 'react-router-dom';
import { ExportButtons } from '@/components/export/export-buttons';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import { REQUEST_HANDLINGS_QUERY } from '@/features/company-team/api/documents';
import { RequestHandling } from '@/features/company-team/components/request-handling';
import { ReceivedRequest } from '@/features/document-requests/components/received-request';
import { formatRequestDateTime } from '@/features/document-requests/format';
import { VENDOR_HOME_QUERY } from '@/features/listings/api/documents';
import '@/features/document-requests/components/requests.css';
import '@/features/listings/components/listings.css';
import { useRouteQuery } from '@/app/use-route-query';

const COMPANY_STATUS: Record<string, string> = {
  pending: '運営事務局の確認待ち（承認後に画像・資料のアップロードと掲載の公開ができます）',
  approved: '承認済み',
  suspended: '掲載停止中',
};

export function Component() {
  const query = useRouteQuery(VENDOR_HOME_QUERY);
  const data = query.dataState === 'complete' ? query.data : null;
  const teamwork = useQuery(REQUEST_HANDLINGS_QUERY, { fetchPolicy: 'cache-and-network' });
  const team = teamwork.dataState === 'complete' ? teamwork.data : null;
  const handlings = new Map((team?.receivedRequestHandlings ?? []).map((h) => [h.uid, h]));
  return (
    <div className="container">
      <PageTitle title="掲載企業メニュー" />
      {query.error && !data ? (
        <FormNotice tone="error">
          <p>{describeApiFailure(query.error).message}</p>
          <p>掲載企業として登録されたアカウントでログインしてください。</p>
        </FormNotice>
      ) : !data ? (
        <p role="status">読み込んでいます…</p>
      ) : (
        <>
          <p>
            {data.myCompany?.name}（{COMPANY_STATUS[data.myCompany?.status ?? 'pending']}）
          </p>
          <p>
            <Link className="button button--primary" to={href('solutions.create')}>
              ソリューションを新しく掲載する
            </Link>{' '}
            <Link className="button button--secondary" to={href('vendor.caseProposals')}>
              導入事例の投稿
            </Link>{' '}
            <Link className="button button--secondary" to={href('vendor.rfis')}>
              届いた情報提供依頼・見積依頼
            </Link>{' '}
            <Link className="button button--secondary" to={href('vendor.insights')}>
              掲載の反響
            </Link>{' '}
            <Link className="button button--secondary" to={href('vendor.team')}>
              自社のユーザー
            </Link>{' '}
            <Link className="button button--secondary" to={href('vendor.webhook')}>
              CRM 連携（Webhook）
            </Link>
          </p>
          <h2 id="vendor-listings">掲載中・作成中のソリューション</h2>
          {data.myListings.length === 0 ? (
            <p>まだソリューションがありません。</p>
          ) : (
            <table className="vendor-table" aria-labelledby="vendor-listings">
              <thead>
                <tr>
                  <th scope="col">タイトル</th>
                  <th scope="col">状態</th>
                  <th scope="col">資料のダウンロード数</th>
                  <th scope="col">最終更新</th>
                </tr>
              </thead>
              <tbody>
                {data.myListings.map((listing) => (
                  <tr key={listing.id}>
                    <td>
                      <Link to={href('solutions.update', { id: listing.id })}>
                        {listing.title || '（タイトル未入力）'}
                      </Link>
                      {listing.reviewComment ? <p>差し戻しの理由：{listing.reviewComment}</p> : null}
                      {listing.status === 'published' ? (
                        <p>
                          <Link to={href('solutions.show', { id: listing.id })}>公開中のページを見る</Link>
                        </p>
                      ) : null}
                    </td>
                    <td>
                      {LISTING_STATUS_LABELS[listing.status]}
                      {listing.revisionStatus ? `（変更：${LISTING_STATUS_LABELS[listing.revisionStatus]}）` : ''}
                    </td>
                    <td>{listing.downloadCount}回</td>
                    <td>{formatRequestDateTime(listing.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h2 id="vendor-requests">届いた資料請求・お問い合わせ</h2>
          <ExportButtons path="/api/vendor/requests/export" label="届いた資料請求・お問い合わせを保存" />
          {data.receivedDocumentRequests.length === 0 ? (
            <p>まだ資料請求・お問い合わせはありません。</p>
          ) : (
            <table className="vendor-table" aria-labelledby="vendor-requests">
              <thead>
                <tr>
                  <th scope="col">受付日時</th>
                  <th scope="col">ご依頼元</th>
                  <th scope="col">ソリューションとご用件・対応状況</th>
                </tr>
              </thead>
              <tbody>
                {data.receivedDocumentRequests.map((request) => (
                  <ReceivedRequest
                    key={request.uid}
                    request={request}
                    handling={
                      team ? (
                        <RequestHandling
                          uid={request.uid}
                          handling={handlings.get(request.uid)}
                          members={team.companyTeam.members}
                        />
                      ) : null
                    }
                  />
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </div>
  );
}
