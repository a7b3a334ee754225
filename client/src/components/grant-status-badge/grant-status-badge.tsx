/**
 * A grant's 受付状況 as a badge: the words say it (「締切間近（あと5日）」), the colour and the
 * symbol only repeat it, so a closed grant cannot pass for an open one in print or in greyscale.
 */
import { grantStatusText, type GrantStatus } from '@portal/shared';
import './grant-status-badge.css';

const SYMBOL: Record<GrantStatus, string> = {
  upcoming: '◇',
  open: '●',
  closing: '▲',
  closed: '×',
  ongoing: '○',
};

export function GrantStatusBadge({ status, daysLeft }: { status: GrantStatus; daysLeft: number | null | undefined }) {
  return (
    <span className={`grant-status grant-status--${status}`} data-status={status}>
      <span aria-hidden="true">{SYMBOL[status]} </span>
      <span className="visually-hidden">受付状況：</span>
      {grantStatusText(status, daysLeft ?? null)}
    </span>
  );
}
