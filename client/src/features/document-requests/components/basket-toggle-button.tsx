/** Adds a solution to the basket (資料請求リスト) or takes it out; guarded like every request action. */
import { reportListingEvent } from '@/lib/listing-events';
import { addToBasket, removeFromBasket, useBasket, type BasketSolution } from '../basket-store';
import { useRequestEligibilityCheck } from '../request-eligibility';
import './basket.css';

export function BasketToggleButton({ solution, compact = false }: { solution: BasketSolution; compact?: boolean }) {
  const items = useBasket();
  const guard = useRequestEligibilityCheck();
  const inBasket = items.some((item) => item.uid === solution.uid);
  return (
    <button
      type="button"
      className={`button ${inBasket ? 'button--secondary' : 'button--primary'} basket-toggle${compact ? ' basket-toggle--compact' : ''}`}
      aria-pressed={inBasket}
      aria-label={
        compact ? `「${solution.title}」を資料請求リストに${inBasket ? '追加済み（外す）' : '追加'}` : undefined
      }
      onClick={() => {
        if (inBasket) removeFromBasket(solution.uid);
        else if (guard()) {
          addToBasket(solution);
          reportListingEvent('basket', [solution.id]);
        }
      }}
    >
      {inBasket ? '資料請求リストに追加済み' : '資料請求リストに追加'}
    </button>
  );
}
