import type { MouseEvent, ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';

/**
 * A header link. Clicking the link of the page already shown reloads the page (specification
 * section 2), which is how users expect a site's own menu to "refresh" a list.
 */
export function HeaderLink({
  to,
  className,
  children,
  onNavigate,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const location = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    onNavigate?.();
    if (location.pathname + location.search === to) {
      event.preventDefault();
      window.location.reload();
    }
  };
  return (
    <NavLink to={to} end={to === '/'} className={className} onClick={onClick}>
      {children}
    </NavLink>
  );
}
