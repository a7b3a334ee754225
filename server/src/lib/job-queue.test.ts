import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobQueue } from './job-queue';

describe('JobQueue', () => {
  // Each job takes 5 ms of a fake clock, so jobs overlap without the test waiting.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at most its concurrency at once, in the order jobs came, past failures', async () => {
    const queue = new JobQueue(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      order.push(n);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (n === 1) throw new Error('job 1 fails');
      return n;
    };
    const settled = Promise.allSettled([1, 2, 3, 4, 5].map((n) => queue.run(job(n))));
    await vi.runAllTimersAsync();
    const results = await settled;
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    // Every place is given back: two more run at once.
    const more = Promise.all([queue.run(job(6)), queue.run(job(7))]);
    await vi.runAllTimersAsync();
    await more;
    expect(most).toBe(2);
  });
});
