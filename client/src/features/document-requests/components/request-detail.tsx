/** /request/show/{uid}: one request in full — vendor, date, requester as sent, items, documents. */
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { PageLoading } from '@/components/layout/page-loading';
import { href } from '@/config/routes';
import { graphql } from '@/gql';
import { formatRequestDateTime } from '../format';
import { RequestItems } from './request-items-table';
import { RequestProgress } from './request-progress';
import './requests.css';

const REQUEST_DETAIL_QUERY = graphql(`
  query RequestDetail($uid: ID!) {
    documentRequest(uid: $uid) {
      uid
      receiptNumber
      companyName
      createdAt
      requesterSnapshot {
        email
        lastName
        firstName
        telephone
        division
        position
        organization
      }
      items {
        id
        solutionId
        solutionTitle
        inquiryTypes
        contactMeans
        contents
        documentName
        status
        openedAt
        statusChangedAt
      }
    }
  }
`);

export function RequestDetail({ uid }: { uid: string }) {
  const { data, error, loading } = useQuery(REQUEST_DETAIL_QUERY, { variables: { uid } });
  if (loading && !data) return <PageLoading />;
  if (error || !data) {
    return (
      <FormNotice tone="error">
        <p>{error?.message ?? '資料請求が見つかりません。'}</p>
        <Link to={href('request.list')}>資料ダウンロードの一覧へ</Link>
      </FormNotice>
    );
  }
  const request = data.documentRequest;
  const person = request.requesterSnapshot;
  const rows: [string, string][] = [
    ['受付番号', request.receiptNumber],
    ['請求日時', formatRequestDateTime(request.createdAt)],
    ['送信先', request.companyName],
    ['請求者', `${person.organization} ${person.division} ${person.position} ${person.lastName} ${person.firstName}`],
    ['連絡先', `${person.email}／${person.telephone}`],
  ];
  return (
    <div className="request-detail">
      <dl className="requests-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="requests-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="request-block__heading">回答の状況</h2>
      <RequestProgress companyName={request.companyName} items={request.items} />
      <h2 className="request-block__heading">対象のソリューション（{request.items.length}件）</h2>
      <RequestItems requestUid={request.uid} items={request.items} downloads />
      <p>
        <Link to={href('request.list')}>資料ダウンロードの一覧へ戻る</Link>
      </p>
    </div>
  );
}
