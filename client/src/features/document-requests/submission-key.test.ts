import { describe, expect, it } from 'vitest';
import { randomSubmissionKey, submissionKeyFor } from './submission-key';

const KEY = /^[A-Za-z0-9_-]{16,64}$/;

describe('submission keys', () => {
  it('are the same for the same basket, whatever tab computes them', () => {
    const basket = [
      { uid: 'a', addedAt: 1_700_000_000_000 },
      { uid: 'b', addedAt: 1_700_000_000_500 },
    ];
    expect(submissionKeyFor(basket)).toBe(submissionKeyFor(basket.map((item) => ({ ...item }))));
    expect(submissionKeyFor(basket)).toMatch(KEY);
  });

  it('change when an item is added again later or the basket changes', () => {
    const first = submissionKeyFor([{ uid: 'a', addedAt: 1 }]);
    expect(submissionKeyFor([{ uid: 'a', addedAt: 2 }])).not.toBe(first);
    expect(
      submissionKeyFor([
        { uid: 'a', addedAt: 1 },
        { uid: 'b', addedAt: 1 },
      ]),
    ).not.toBe(first);
  });

  it('are random for a screen without a basket item', () => {
    expect(randomSubmissionKey()).toMatch(KEY);
    expect(randomSubmissionKey()).not.toBe(randomSubmissionKey());
  });
});
