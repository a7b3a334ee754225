import type { ReactNode } from 'react';
import './form.css';

/**
 * A message box. 'status' is announced politely (sent, saved); 'alert' interrupts (failed).
 * Pass live={false} for static explanations that should not be announced on render.
 */
export function FormNotice({
  tone = 'info',
  live = true,
  children,
}: {
  tone?: 'info' | 'error' | 'success';
  live?: boolean;
  children: ReactNode;
}) {
  const role = !live ? undefined : tone === 'error' ? 'alert' : 'status';
  return (
    <div role={role} className={`form-notice${tone === 'info' ? '' : ` form-notice--${tone}`}`}>
      {children}
    </div>
  );
}
