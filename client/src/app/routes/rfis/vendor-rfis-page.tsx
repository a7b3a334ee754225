/** /vendor/rfis: the requests for information sent to the vendor's company. */
import { RFI_KIND_LABELS, RFI_STATUS_LABELS } from '@portal/shared/rfi/rules';
import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { PageTitle } from '@/components/page-title';
import { href, routeById } from '@/config/routes';
import { RECEIVED_RFIS_QUERY } from '@/features/rfis/api/rfi-queries';
import { jstMinute } from '@/features/rfis/format';
import '@/features/rfis/components/rfi.css';
import { useRouteQuery } from '@/app/use-route-query';

export function Component() {
  const query = useRouteQuery(RECEIVED_RFIS_QUERY);
  const rfis = query.data?.receivedRfis;
  return (
    <div className="container">
      <PageTitle title={routeById('vendor.rfis').title} />
      <p>
        <Link to={href('vendor.home')}>掲載企業メニューに戻る</Link>
      </p>
      {query.error && !rfis ? (
        <FormNotice tone="error">
          <p>{describeApiFailure(query.error).message}</p>
        </FormNotice>
      ) : !rfis ? (
        <p role="status">読み込んでいます…</p>
      ) : rfis.length === 0 ? (
        <p>届いた依頼はありません。</p>
      ) : (
        <ul className="rfi-list">
          {rfis.map((rfi) => (
            <li key={rfi.id}>
              <p>
                <span className="rfi-status">
                  {rfi.myAnswer.submittedAt
                    ? '提出済み'
                    : rfi.status === 'sent'
                      ? '未提出'
                      : RFI_STATUS_LABELS[rfi.status]}
                </span>
                <Link to={href('vendor.rfi', { id: rfi.id })}>{rfi.title}</Link>
              </p>
              <p className="kept-item__meta">
                {RFI_KIND_LABELS[rfi.kind as 'rfi']}・{rfi.organization}・回答期限 {jstMinute(rfi.deadline)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
