/** /mypage/rfis: the requests for information of the user and of colleagues of the same municipality. */
import { RFI_KIND_LABELS, RFI_OUTCOME_LABELS, RFI_STATUS_LABELS } from '@portal/shared/rfi/rules';
import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { href } from '@/config/routes';
import { RFIS_QUERY } from '@/features/rfis/api/rfi-queries';
import { jstMinute } from '@/features/rfis/format';
import '@/features/rfis/components/rfi.css';
import { MypagePage } from '../mypage/mypage-layout';
import { useRouteQuery } from '@/app/use-route-query';

export function Component() {
  const query = useRouteQuery(RFIS_QUERY);
  const rfis = query.data?.rfis;
  return (
    <MypagePage route="mypage.rfis">
      <p>
        資料請求リスト・組織内共有リスト・比較表から、掲載企業2〜5社に同じ質問を送れます。同じ自治体の職員が作成した依頼も表示します。
      </p>
      <p>
        <Link className="button button--primary" to={href('rfi.new')}>
          資料請求リストから作成する
        </Link>
      </p>
      {query.error && !rfis ? (
        <FormNotice tone="error">
          <p>{describeApiFailure(query.error).message}</p>
        </FormNotice>
      ) : !rfis ? (
        <p role="status">読み込んでいます…</p>
      ) : rfis.length === 0 ? (
        <p>まだ依頼はありません。</p>
      ) : (
        <ul className="rfi-list">
          {rfis.map((rfi) => (
            <li key={rfi.id}>
              <p>
                <span className="rfi-status">{RFI_STATUS_LABELS[rfi.status]}</span>
                <Link to={href('mypage.rfi', { id: rfi.id })}>{rfi.title}</Link>
              </p>
              <p className="kept-item__meta">
                {RFI_KIND_LABELS[rfi.kind as 'rfi']}・作成: {rfi.contactName}
                {rfi.mine ? '（自分）' : ''}・回答期限 {jstMinute(rfi.deadline)}・回答{' '}
                {rfi.invitations.filter((i) => i.submittedAt).length}/{rfi.invitations.length}社
                {rfi.outcome ? `・${RFI_OUTCOME_LABELS[rfi.outcome]}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </MypagePage>
  );
}
