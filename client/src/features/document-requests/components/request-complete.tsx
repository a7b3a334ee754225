/**
 * /solutions/complete: what was sent to whom — one block per vendor with its request number and
 * solutions — read back from the server by the numbers in the address, so a reload shows it too.
 */
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { PageLoading } from '@/components/layout/page-loading';
import { href } from '@/config/routes';
import { graphql } from '@/gql';
import { formatRequestDateTime } from '../format';
import { RequestItems } from './request-items-table';
import './requests.css';

const REQUEST_COMPLETE_QUERY = graphql(`
  query RequestComplete($uids: [ID!]) {
    myDocumentRequests(uids: $uids) {
      uid
      receiptNumber
      companyName
      createdAt
      requesterSnapshot {
        email
      }
      items {
        id
        solutionId
        solutionTitle
        inquiryTypes
        contactMeans
        documentName
      }
    }
  }
`);

export function RequestComplete() {
  const [params] = useSearchParams();
  const uids = (params.get('requests') ?? '').split(',').filter(Boolean);
  const { data, error, loading } = useQuery(REQUEST_COMPLETE_QUERY, { variables: { uids }, skip: uids.length === 0 });
  if (uids.length === 0) {
    return (
      <div className="requests-empty" role="status">
        <p>表示できる送信結果がありません。</p>
        <Link to={href('request.list')}>これまでの資料請求と資料ダウンロード</Link>
      </div>
    );
  }
  if (loading && !data) return <PageLoading />;
  if (error)
    return (
      <FormNotice tone="error">送信結果を読み込めませんでした。資料ダウンロードの画面でご確認ください。</FormNotice>
    );
  const requests = data?.myDocumentRequests ?? [];
  const withDocuments = requests.some((request) => request.items.some((item) => item.documentName));
  return (
    <div className="request-complete">
      <FormNotice tone="success">
        <p>
          {requests.length}
          社の提供企業へ、資料請求・お問い合わせを送信しました。各社の担当者から、ご希望の方法でご連絡します。
        </p>
        {requests[0] && <p>受付内容を {requests[0].requesterSnapshot.email} 宛てにメールでお送りしました。</p>}
      </FormNotice>
      {requests.map((request) => (
        <section key={request.uid} className="request-block" aria-label={`送信先：${request.companyName}`}>
          <h2 className="request-block__heading">送信先：{request.companyName}</h2>
          <p className="request-block__meta">
            <span>
              受付番号 <Link to={href('request.show', { uid: request.uid })}>{request.receiptNumber}</Link>
            </span>
            <span>{formatRequestDateTime(request.createdAt)}</span>
          </p>
          <RequestItems requestUid={request.uid} items={request.items} />
        </section>
      ))}
      <div className="form-actions">
        {withDocuments && (
          <Link className="button button--primary" to={href('request.list')}>
            資料をダウンロードする
          </Link>
        )}
        <Link className="button button--secondary" to={href('solutions.list')}>
          ソリューションを探す
        </Link>
      </div>
    </div>
  );
}
