import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodic } from './periodic';

const logger = pino({ level: 'silent' });

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('startPeriodic', () => {
  afterEach(() => vi.useRealTimers());

  it('runs every interval, one run at a time', async () => {
    vi.useFakeTimers();
    const slow = gate();
    const run = vi.fn(() => slow.opened);
    const task = startPeriodic({ seconds: 10, failure: 'x', logger, run });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    // The first run is still going: the next ticks are skipped, not queued.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(run).toHaveBeenCalledTimes(1);
    slow.open();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(2);
    await task.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('starts the first run early when asked, and never without a positive interval', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => undefined);
    const early = startPeriodic({ seconds: 60, firstAfterMs: 500, failure: 'x', logger, run });
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(1);
    await early.stop();
    const off = startPeriodic({ seconds: 0, firstAfterMs: 0, failure: 'x', logger, run });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(run).toHaveBeenCalledTimes(1);
    await off.tick();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run and runs again next time', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const task = startPeriodic({ seconds: 0, failure: 'check failed', logger, run });
    await task.tick();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'check failed');
    await task.tick();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('stop waits for the run in progress', async () => {
    const slow = gate();
    let finished = false;
    const task = startPeriodic({
      seconds: 0,
      failure: 'x',
      logger,
      run: async () => {
        await slow.opened;
        finished = true;
      },
    });
    void task.tick();
    const stopped = task.stop().then(() => finished);
    slow.open();
    expect(await stopped).toBe(true);
  });
});
