import type { ReactNode } from 'react';
import './external-link.css';

/** A link to another site: opens in a new tab and says so to every user. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" className="external-link__icon">
        <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="visually-hidden">（新しいタブで開きます）</span>
    </a>
  );
}
