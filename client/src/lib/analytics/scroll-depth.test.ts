import { describe, expect, it } from 'vitest';
import { createScrollDepthTracker, scrollDepthPercent } from './scroll-depth';

describe('scroll depth', () => {
  it('reports each threshold exactly once per page', () => {
    const tracker = createScrollDepthTracker();
    expect(tracker.update(10)).toEqual([]);
    expect(tracker.update(30)).toEqual([25]);
    expect(tracker.update(26)).toEqual([]);
    expect(tracker.update(80)).toEqual([50, 75]);
    expect(tracker.update(100)).toEqual([100]);
    expect(tracker.update(100)).toEqual([]);
    tracker.reset();
    expect(tracker.update(55)).toEqual([25, 50]);
  });

  it('measures the bottom edge of the viewport against the page height', () => {
    expect(scrollDepthPercent(0, 500, 2000)).toBe(25);
    expect(scrollDepthPercent(500, 500, 2000)).toBe(50);
    expect(scrollDepthPercent(1499.5, 500, 2000)).toBe(100);
  });
});
