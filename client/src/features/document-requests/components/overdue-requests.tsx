/**
 * Requests no vendor opened within three business days, for operators: a block the
 * operator console can place, and /operator/requests shows on its own. Each vendor was mailed one
 * reminder; the operator follows up by phone or forwards the request.
 */
import { useQuery } from '@apollo/client/react';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { graphql } from '@/gql';
import { formatRequestDateTime } from '../format';
import './requests.css';

const OVERDUE_REQUESTS_QUERY = graphql(`
  query OverdueRequests {
    overdueRequests {
      uid
      receiptNumber
      companyName
      createdAt
      requesterSnapshot {
        organization
        division
      }
      items {
        id
        solutionTitle
      }
    }
  }
`);

export function OverdueRequests({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const query = useQuery(OVERDUE_REQUESTS_QUERY, { fetchPolicy: 'network-only' });
  const Heading = `h${headingLevel}` as const;
  const requests = query.data?.overdueRequests ?? [];
  return (
    <section aria-labelledby="overdue-requests-heading">
      <Heading id="overdue-requests-heading">掲載企業が3営業日以上開いていない資料請求</Heading>
      {query.error && !query.data ? (
        <FormNotice tone="error">
          <p>{describeApiFailure(query.error).message}</p>
        </FormNotice>
      ) : !query.data ? (
        <p role="status">読み込んでいます…</p>
      ) : requests.length === 0 ? (
        <p>期限を過ぎた未確認の資料請求はありません。</p>
      ) : (
        <table className="request-progress">
          <caption>{requests.length}件（古い順。各社へ督促メールを1回送信済み）</caption>
          <thead>
            <tr>
              <th scope="col">受付番号</th>
              <th scope="col">請求日時</th>
              <th scope="col">掲載企業</th>
              <th scope="col">ご依頼元</th>
              <th scope="col">ソリューション</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((request) => (
              <tr key={request.uid}>
                <th scope="row">{request.receiptNumber}</th>
                <td>{formatRequestDateTime(request.createdAt)}</td>
                <td>{request.companyName}</td>
                <td>
                  {request.requesterSnapshot.organization} {request.requesterSnapshot.division}
                </td>
                <td>{request.items.map((item) => item.solutionTitle).join('、')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
