/** Back-to-top (docs/specification.md §2): appears after more than 100 px of scroll. */
import { backToTopVisible } from '../floating-visibility';
import { useScrollDerived } from '../use-scroll-metrics';
import { focusTarget } from './focus-target';
import './back-to-top.css';

export function BackToTop() {
  const visible = useScrollDerived(backToTopVisible);
  if (!visible) return null;
  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the page, not from the hidden button.
    focusTarget(document.getElementById('main'));
  };
  return (
    <button type="button" className="back-to-top" onClick={toTop} aria-label="ページの先頭へ戻る">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
        <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <span className="back-to-top__label" aria-hidden="true">
        TOP
      </span>
    </button>
  );
}
