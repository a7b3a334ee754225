/**
 * The requests started from one shared shortlist, as every colleague who sees the list reads
 * them: title (to the request, read-only unless it is one's own), state, deadline and who made it.
 */
import { useQuery } from '@apollo/client/react';
import { RFI_KIND_LABELS } from '@portal/shared/rfi/rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { describeApiFailure } from '@/components/form/server-errors';
import { href } from '@/config/routes';
import { SHORTLIST_RFIS_QUERY } from '../api/rfi-queries';
import { jstMinute, rfiStage } from '../format';
import './rfi.css';

export function ShortlistRfis({ shortlistId, name }: { shortlistId: string; name: string }) {
  const query = useQuery(SHORTLIST_RFIS_QUERY, { variables: { shortlistId }, fetchPolicy: 'cache-and-network' });
  // Read once per mount: 「締切」 follows the deadline on the next visit.
  const [now] = useState(() => Date.now());
  const rfis = query.data?.shortlistRfis;
  const headingId = `shortlist-rfis-${shortlistId}`;
  return (
    <section className="rfi-section shortlist-rfis" aria-labelledby={headingId}>
      <h3 id={headingId}>
        このリストから作成した依頼<span className="visually-hidden">（{name}）</span>
      </h3>
      {query.error && !rfis ? (
        <p role="alert">{describeApiFailure(query.error).message}</p>
      ) : !rfis ? (
        <p role="status">読み込んでいます…</p>
      ) : rfis.length === 0 ? (
        <p>まだありません。「見積依頼・情報提供依頼を作成する」から作成すると、同じ自治体の職員にも表示されます。</p>
      ) : (
        <ul className="rfi-list">
          {rfis.map((rfi) => (
            <li key={rfi.id}>
              <p>
                <span className="rfi-status">{rfiStage(rfi, now)}</span>
                <Link to={href('mypage.rfi', { id: rfi.id })}>{rfi.title}</Link>
              </p>
              <p className="kept-item__meta">
                {RFI_KIND_LABELS[rfi.kind as 'rfi']}・回答期限 {jstMinute(rfi.deadline)}・作成: {rfi.contactName}
                {rfi.mine ? '（自分）' : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
