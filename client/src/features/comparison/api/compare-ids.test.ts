import { describe, expect, it } from 'vitest';
import { COMPARE_MESSAGES, compareIdsOf, compareIdsProblem, compareQuery } from './compare-ids';

describe('compare ids', () => {
  it('reads repeated and comma-separated ids, once each, in order', () => {
    expect(compareIdsOf(new URLSearchParams('ids=3,1&ids=2&ids=3,'))).toEqual(['3', '1', '2']);
    expect(compareQuery(['3', '1'])).toBe('?ids=3,1');
  });

  it('says in Japanese why ids cannot make a comparison', () => {
    expect(compareIdsProblem(['1'])).toBe(COMPARE_MESSAGES.tooFew);
    expect(compareIdsProblem(['1', '2', '3', '4', '5'])).toBe(COMPARE_MESSAGES.tooMany);
    expect(compareIdsProblem(['1', 'x'])).toBe(COMPARE_MESSAGES.badId);
    expect(compareIdsProblem(['1', '2'])).toBeNull();
  });
});
