/**
 * The request controls of a solution's detail page: add to the basket, request this solution
 * alone (/solutions/confirm/{id}), go to the basket; and the floating request button on narrow
 * screens. Shown to municipal users, and to trial accounts so that the guard can explain.
 */
import { Link, useNavigate } from 'react-router-dom';
import { FloatingRequestButton } from '@/components/floating-request-button';
import { href } from '@/config/routes';
import { useBasket, type BasketSolution } from '../basket-store';
import { isTrialAccount, requestsDocuments, useViewerStanding } from '@/lib/auth/viewer-role';
import { useRequestEligibilityCheck } from '../request-eligibility';
import { BasketToggleButton } from './basket-toggle-button';
import './basket.css';

export function RequestAction({ solution }: { solution: BasketSolution }) {
  const standing = useViewerStanding();
  const guard = useRequestEligibilityCheck();
  const navigate = useNavigate();
  const count = useBasket().length;
  // Visitors meet the login alert; vendors, the operator and members awaiting approval cannot request.
  const forReader = requestsDocuments(standing) || isTrialAccount(standing) || standing === 'anonymous';
  if (!forReader) return null;
  const requestThis = () => {
    if (guard()) navigate(href('solutions.confirm', { id: solution.id }));
  };
  return (
    <section className="request-action" aria-labelledby="request-action-heading">
      <h2 id="request-action-heading" className="request-action__heading">
        資料請求・お問い合わせ
      </h2>
      <p className="request-action__lead">
        資料はお申し込み後すぐにダウンロードできます。提供企業からは、ご希望の方法でご連絡します。
      </p>
      <button type="button" className="button button--primary request-action__main" onClick={requestThis}>
        このソリューションに請求・問い合わせる
      </button>
      <BasketToggleButton solution={solution} />
      {count > 0 && (
        <p className="request-action__basket">
          <Link to={href('request.form')}>資料請求リストを見る（{count}件）</Link>
        </p>
      )}
      <FloatingRequestButton onClick={requestThis} />
    </section>
  );
}
