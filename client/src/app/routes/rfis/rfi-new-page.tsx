/**
 * /request/rfi: a new request for information or quotation. Its candidates come with the link
 * that opened it (a shared shortlist, a comparison) or, by default, from the basket, which
 * survives a reload here (the route is in the basket's area).
 */
import { Link, useLocation } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { PageTitle } from '@/components/page-title';
import { href, routeById } from '@/config/routes';
import { useBasket } from '@/features/document-requests/basket-store';
import { RfiEditor, type Candidate } from '@/features/rfis/components/rfi-editor';

export interface RfiStart {
  origin: 'basket' | 'shortlist' | 'comparison';
  /** The shared shortlist it is made from (the request then shows on that list). */
  shortlistId?: string;
  candidates: Candidate[];
}

export function Component() {
  const start = useLocation().state as RfiStart | null;
  const basket = useBasket();
  const candidates = start?.candidates ?? basket.map(({ id, title, companyName }) => ({ id, title, companyName }));
  const origin = start?.origin ?? 'basket';
  return (
    <div className="container">
      <PageTitle title={routeById('rfi.new').title} />
      <p>
        選んだソリューションの掲載企業（2〜5社）に同じ質問を送り、回答をポータルで受け取って比較できます。随意契約の見積合せや予算要求の参考見積に使えます。
      </p>
      {candidates.length === 0 ? (
        <FormNotice tone="info" live={false}>
          <p>
            依頼先にするソリューションがありません。<Link to={href('solutions.list')}>ソリューション一覧</Link>
            で資料請求リストに追加するか、組織内共有リスト・比較表から作成してください。
          </p>
        </FormNotice>
      ) : (
        <RfiEditor candidates={candidates} origin={origin} shortlistId={start?.shortlistId ?? null} />
      )}
    </div>
  );
}
