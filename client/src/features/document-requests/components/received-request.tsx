/**
 * One request in the vendor's received list: opening its details records that the
 * vendor has seen it (the requester sees 「企業の確認待ち」 until then, and the reminder is not sent),
 * and each solution's status is set from a select: 受付 → 対応中 → 回答済 / 辞退.
 */
import { useMutation } from '@apollo/client/react';
import { canMoveRequestItem, inquiryTypeLabel, REQUEST_ITEM_STATUSES } from '@portal/shared';
import { useId, useState, type ReactNode } from 'react';
import { describeApiFailure } from '@/components/form/server-errors';
import { graphql } from '@/gql';
import { formatRequestDateTime } from '../format';
import { RequestStatus } from './request-progress';

const OPEN_REQUEST = graphql(`
  mutation OpenReceivedDocumentRequest($uid: ID!) {
    openReceivedDocumentRequest(uid: $uid) {
      uid
      items {
        id
        openedAt
      }
    }
  }
`);

const SET_STATUS = graphql(`
  mutation SetRequestItemStatus($itemId: ID!, $status: String!) {
    setRequestItemStatus(itemId: $itemId, status: $status) {
      id
      status
      openedAt
      statusChangedAt
    }
  }
`);

export interface ReceivedRequestView {
  uid: string;
  receiptNumber: string;
  createdAt: string;
  requesterSnapshot: { organization: string; division: string; lastName: string; firstName: string };
  items: readonly {
    id: string;
    solutionTitle: string;
    inquiryTypes: string[];
    contents: string;
    status: string;
    openedAt?: string | null;
  }[];
}

function StatusSelect({ item }: { item: ReceivedRequestView['items'][number] }) {
  const id = useId();
  const [setStatus, { loading }] = useMutation(SET_STATUS);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="received-request__status">
      <label htmlFor={id}>対応状況</label>{' '}
      <select
        id={id}
        value={item.status}
        disabled={loading}
        onChange={async (event) => {
          setProblem(null);
          try {
            await setStatus({ variables: { itemId: item.id, status: event.target.value } });
          } catch (error) {
            setProblem(describeApiFailure(error).message);
          }
        }}
      >
        {REQUEST_ITEM_STATUSES.filter((status) => canMoveRequestItem(item.status, status.code)).map((status) => (
          <option key={status.code} value={status.code}>
            {status.label}
          </option>
        ))}
      </select>
      {problem ? (
        <p role="alert" className="received-request__problem">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** `handling`: what the company adds inside the details (its assignment and notes). */
export function ReceivedRequest({ request, handling }: { request: ReceivedRequestView; handling?: ReactNode }) {
  const [open] = useMutation(OPEN_REQUEST);
  const person = request.requesterSnapshot;
  const unopened = request.items.every((item) => !item.openedAt);
  return (
    <tr>
      <td>
        {formatRequestDateTime(request.createdAt)}
        <br />
        受付番号 {request.receiptNumber}
      </td>
      <td>
        {person.organization} {person.division}
        <br />
        {person.lastName} {person.firstName} 様
      </td>
      <td>
        <details
          onToggle={(event) => {
            if ((event.currentTarget as HTMLDetailsElement).open && unopened) {
              void open({ variables: { uid: request.uid } }).catch(() => undefined);
            }
          }}
        >
          <summary>
            {unopened ? <strong>未確認</strong> : null} 内容を確認する（{request.items.length}件）
          </summary>
          <ul className="received-request__items">
            {request.items.map((item) => (
              <li key={item.id}>
                <p>
                  {item.solutionTitle}：{item.inquiryTypes.map(inquiryTypeLabel).join('・')}{' '}
                  <RequestStatus status={item.status} />
                </p>
                {item.contents ? <p className="received-request__contents">{item.contents}</p> : null}
                <StatusSelect item={item} />
              </li>
            ))}
          </ul>
          {handling}
        </details>
      </td>
    </tr>
  );
}
