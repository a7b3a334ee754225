import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows the first, the last and two either side of the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 15)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 15]);
    expect(pageWindow(15, 15)).toEqual([1, 'gap', 13, 14, 15]);
  });
});
