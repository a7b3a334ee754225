/**
 * Searches take turns, first come first served, and hold the event loop at most TURN_BUDGET_MS
 * before it turns.
 *
 * A turn covers a search's work after its term checks (`takeAfter`): a term not in the cache is
 * checked in slices with loop turns between (text-store.ts) while the searches ready meanwhile
 * go on. Until 2026-11-29 the check ran inside the turn, so every search arriving during a check
 * of many slices waited for all of it (up to ~30 ms at 100 000 records, one search in a few
 * hundred right after a restart). `take` alone (exports, saved searches) still checks inside.
 *
 * The next waiting search starts as soon as a turn is given back, in the same task. Released one
 * per loop turn instead, requests lost what a turn shares and each search cost a fifth more CPU
 * (measured with `npm run bench`). But after TURN_BUDGET_MS a search waits for the next turn, behind the
 * ones already waiting: at 32 connections the loop read every ready socket in one go and answered
 * them all, ~20 ms; Linux's epoll then reported the socket answered last behind the next round
 * (its next request arrived after the loop asked), so about one request in 32 waited two rounds
 * (p99 ≈ 2 × p50). With a turn every few milliseconds that request is read within one budget of
 * arriving and queues in order. A search arriving when nobody waits runs at once, unless searches
 * have held the loop for the budget since it last turned.
 */
/** How long searches hold the event loop before a waiting one lets it turn (a few searches). */
export const TURN_BUDGET_MS = 4;

export class SearchTurns {
  /** Settles when the last search that took a turn has done its work. */
  private last: Promise<void> | null = null;
  /** When searches began holding the loop since it last turned (null: it has turned since). */
  private heldSince: number | null = null;
  /** The next turn of the loop (a setImmediate), once a search asked for it. */
  private nextTurn: Promise<void> | null = null;

  constructor(private readonly budgetMs = TURN_BUDGET_MS) {}

  private loopTurn(): Promise<void> {
    this.nextTurn ??= new Promise((resolve) =>
      setImmediate(() => {
        this.nextTurn = null;
        this.heldSince = null;
        resolve();
      }),
    );
    return this.nextTurn;
  }

  /**
   * Runs `prepare` (a search's term checks, in slices) outside the turns, then `work` in its turn:
   * the searches ready meanwhile go on while it checks. In turns, every search arriving during
   * a check of many slices waited for all of it (at 100 000 records a check may take 30 ms).
   */
  async takeAfter<T>(prepare: () => Promise<void>, work: () => T | Promise<T>): Promise<T> {
    await prepare();
    return this.take(work);
  }

  /**
   * Runs `work` after every earlier caller's (for `takeAfter`, the search; alone, as exports and
   * saved searches call it, a search's preparation and the search).
   */
  async take<T>(work: () => T | Promise<T>): Promise<T> {
    const before = this.last;
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    this.last = mine;
    try {
      if (before) await before;
      if (this.heldSince !== null && performance.now() - this.heldSince >= this.budgetMs) await this.loopTurn();
      if (this.heldSince === null) {
        this.heldSince = performance.now();
        void this.loopTurn();
      }
      return await work();
    } finally {
      if (this.last === mine) this.last = null;
      done();
    }
  }
}
