/** The thresholds of docs/specification.md §2 and §9 for the floating controls. */
import { BACK_TO_TOP_OFFSET, FLOATING_BUTTON_BOTTOM_GAP, NARROW_SCREEN_BREAKPOINT } from '@portal/shared';
import type { ScrollMetrics } from './use-scroll-metrics';

/** Back-to-top appears after more than 100 px of scroll. */
export function backToTopVisible(metrics: Pick<ScrollMetrics, 'scrollY'>): boolean {
  return metrics.scrollY > BACK_TO_TOP_OFFSET;
}

/**
 * The floating request button: narrow screens only (under 769 px), after more than 100 px of
 * scroll, and hidden again within 500 px of the page bottom (where the page's own button is).
 */
export function floatingRequestVisible(metrics: ScrollMetrics): boolean {
  const distanceToBottom = metrics.pageHeight - (metrics.scrollY + metrics.viewportHeight);
  return (
    metrics.width < NARROW_SCREEN_BREAKPOINT &&
    metrics.scrollY > BACK_TO_TOP_OFFSET &&
    distanceToBottom > FLOATING_BUTTON_BOTTOM_GAP
  );
}
