import { SCROLL_THRESHOLDS, type ScrollDepth } from './events';

/** How far down the page the viewport's bottom edge is, in percent (100 at the very bottom). */
export function scrollDepthPercent(scrollTop: number, viewportHeight: number, pageHeight: number): number {
  if (pageHeight <= 0) return 100;
  // Fractional scroll positions can stop a pixel short of the bottom.
  if (pageHeight - (scrollTop + viewportHeight) <= 1) return 100;
  return ((scrollTop + viewportHeight) / pageHeight) * 100;
}

/**
 * Tracks the thresholds reached on one page: each of 25, 50, 75 and 100 percent is reported once,
 * at exactly its value, also when one long jump passes several of them.
 */
export function createScrollDepthTracker() {
  const reported = new Set<ScrollDepth>();
  return {
    update(depthPercent: number): ScrollDepth[] {
      const reached = SCROLL_THRESHOLDS.filter((threshold) => depthPercent >= threshold && !reported.has(threshold));
      reached.forEach((threshold) => reported.add(threshold));
      return reached;
    },
    reset(): void {
      reported.clear();
    },
  };
}
