/**
 * Runs at most `concurrency` jobs at once, in the order they came; the others wait their turn.
 * Image work holds a thread of libuv's shared pool for as long as it decodes and draws, and that
 * pool (four threads) also reads every file a download sends: a few image jobs at once starved
 * the downloads (listing-images.ts).
 */
export class JobQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly concurrency: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    // A finishing job hands its place to the next waiting one, so `running` counts places taken.
    if (this.running < this.concurrency) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
