/**
 * The floating request button of solution detail pages (docs/specification.md §2). The page
 * passes what the button does: a link target or a click handler.
 */
import type { MouseEventHandler } from 'react';
import { Link } from 'react-router-dom';
import { floatingRequestVisible } from './floating-visibility';
import { useScrollDerived } from './use-scroll-metrics';
import './floating-request-button.css';

type Action = { to: string; onClick?: never } | { onClick: MouseEventHandler<HTMLButtonElement>; to?: never };

export type FloatingRequestButtonProps = Action & { label?: string };

export function FloatingRequestButton({ label = '資料請求・お問い合わせ', ...action }: FloatingRequestButtonProps) {
  const visible = useScrollDerived(floatingRequestVisible);
  if (!visible) return null;
  return (
    <div className="floating-request">
      {action.to !== undefined ? (
        <Link to={action.to} className="button button--primary floating-request__button">
          {label}
        </Link>
      ) : (
        <button type="button" className="button button--primary floating-request__button" onClick={action.onClick}>
          {label}
        </button>
      )}
    </div>
  );
}
