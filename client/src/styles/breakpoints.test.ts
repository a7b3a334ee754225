import { describe, expect, it } from 'vitest';
import { below, breakpointOf } from './breakpoints';

describe('breakpoints', () => {
  it('names widths as the specification does', () => {
    expect(breakpointOf(375)).toBe('xs');
    expect(breakpointOf(600)).toBe('sm');
    expect(breakpointOf(959)).toBe('sm');
    expect(breakpointOf(1024)).toBe('md');
    expect(breakpointOf(1440)).toBe('lg');
    expect(breakpointOf(2000)).toBe('xl');
    expect(breakpointOf(2560)).toBe('xxl');
  });

  it('builds media queries below a breakpoint', () => {
    expect(below('xs')).toBe('(max-width: 599.98px)');
  });
});
