/**
 * One holder at a time, served in arrival order; a waiter that is not served within `waitMs`
 * fails as SQLite's own contention does (SQLITE_BUSY), which the edges answer with a 503.
 */
export class WriterLock {
  private held = false;
  private readonly waiting: { grant: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(private readonly waitMs: number) {}

  /** Resolves with the function that gives the lock back (once; later calls do nothing). */
  acquire(): Promise<() => void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        grant: () => {
          clearTimeout(waiter.timer);
          resolve(this.releaser());
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(
            Object.assign(new Error('The database is busy: another write took too long'), { code: 'SQLITE_BUSY' }),
          );
        }, this.waitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next.grant();
      else this.held = false;
    };
  }
}
