import type { ReactNode } from 'react';
import type { ViewerStanding } from '@/lib/auth/viewer-role';

/**
 * A text that depends on who reads the page (home-viewer.ts). It keeps its place but stays hidden
 * while that is not known: on a returning user's rendered page (the session hint) and while the
 * session loads.
 */
export function ForViewer({
  viewer,
  as: Tag = 'span',
  className,
  children,
}: {
  viewer: ViewerStanding;
  as?: 'span' | 'p' | 'div';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag
      className={['for-viewer', className].filter(Boolean).join(' ')}
      data-pending={viewer === 'pending' || undefined}
    >
      {children}
    </Tag>
  );
}
