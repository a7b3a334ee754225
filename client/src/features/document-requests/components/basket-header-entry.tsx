/**
 * The basket in the site header, inside the /solutions and /request areas (where the basket
 * lives; leaving them clears it): 「資料請求リスト（N件）」 linking to the list, and a polite live
 * region telling screen-reader users the new count when an add or remove changes it.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { href, isInBasketArea } from '@/config/routes';
import { useBasket } from '../basket-store';
import './basket-reach.css';

export function BasketHeaderEntry() {
  const { pathname } = useLocation();
  const count = useBasket().length;
  const [announcement, setAnnouncement] = useState('');
  const shown = useRef(count);
  useEffect(() => {
    // Only a change is announced, not the count a page opens with.
    if (shown.current === count) return;
    shown.current = count;
    setAnnouncement(`資料請求リストは${count}件になりました`);
  }, [count]);
  if (!isInBasketArea(pathname)) return null;
  return (
    <>
      <Link
        to={href('request.form')}
        className="basket-header-entry"
        aria-label={`資料請求リスト（${count}件）`}
        data-testid="basket-header-entry"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="basket-header-entry__label">資料請求リスト</span>
        <span className="basket-header-entry__count">（{count}件）</span>
        <span className="basket-header-entry__short">{count}件</span>
      </Link>
      <span className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </>
  );
}
