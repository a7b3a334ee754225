/**
 * How far each vendor has got with a request: the status the vendor set per solution,
 * when the vendor first opened it and when it answered — side by side, so a requester comparing
 * several vendors' answers reads who answered and when at a glance.
 */
import { isClosedRequestItemStatus, requestItemStatusLabel } from '@portal/shared';
import { formatRequestDateTime } from '../format';

export interface ProgressItem {
  id: string;
  solutionTitle: string;
  status: string;
  openedAt?: string | null;
  statusChangedAt?: string | null;
}

export function RequestStatus({ status }: { status: string }) {
  return <span className={`request-status request-status--${status}`}>{requestItemStatusLabel(status)}</span>;
}

export function RequestProgress({
  companyName,
  items,
  caption = '掲載企業の対応状況',
}: {
  companyName: string;
  items: readonly ProgressItem[];
  caption?: string;
}) {
  return (
    <table className="request-progress">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">ソリューション</th>
          <th scope="col">回答する企業</th>
          <th scope="col">対応状況</th>
          <th scope="col">企業が確認した日時</th>
          <th scope="col">回答日時</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row">{item.solutionTitle}</th>
            <td>{companyName}</td>
            <td>
              <RequestStatus status={item.status} />
            </td>
            <td>{item.openedAt ? formatRequestDateTime(item.openedAt) : '未確認'}</td>
            <td>
              {isClosedRequestItemStatus(item.status) && item.statusChangedAt
                ? formatRequestDateTime(item.statusChangedAt)
                : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
