/**
 * Searches take turns, first come first served, while one of them is checking an uncached term
 * in slices (text-store.ts). Without turns, every slice waited for all the requests that arrived
 * meanwhile to be answered in full: at 32 connections on one process that is ~35 ms between two
 * 3 ms slices, so a search needing two slices took twice the queue (the bench's p99 with the
 * result cache off). With turns, a request arriving during a check goes through HTTP and the API
 * layers up to its search and waits there; the check's next slice comes after one turn of the
 * event loop, not after the queue. The loop still turns between slices and between searches, so
 * /healthz, details and writes are not held, and a search arriving when nobody waits runs at once
 * (its turn is taken and given back within the same task).
 */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export class SearchTurns {
  /** Settles when the last search that took a turn has done its work. */
  private last: Promise<void> | null = null;

  /**
   * Runs `work` (a search's preparation) after every earlier caller's; the caller's synchronous
   * search right after it still comes before the next caller, which starts a loop turn later.
   */
  async take(work: () => Promise<void>): Promise<void> {
    const before = this.last;
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    this.last = mine;
    try {
      if (before) {
        await before;
        await nextTurn();
      }
      await work();
    } finally {
      if (this.last === mine) this.last = null;
      done();
    }
  }
}
