/**
 * The one scheduler of the search engine's work on the event loop: the searches' turns and the
 * term checks' slices, with one state and the clock it is given (tests give their own).
 *
 * Searches take turns, first come first served, and hold the event loop at most TURN_BUDGET_MS
 * before it turns.
 *
 * A turn covers a search's work after its term checks (`takeAfter`): a term not in the cache is
 * checked in slices with loop turns between (`runInSlices`) while the searches ready meanwhile
 * go on. Checked inside the turn, every search arriving during a check of many slices would wait
 * for all of it (up to ~30 ms at 100 000 records, one search in a few hundred right after a
 * restart). `take` alone (exports, saved searches) still checks inside.
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
/**
 * The longest term checks (TextStore#prepare) hold the event loop in one pass before letting it
 * turn: with the rest of a search (a few word-wise passes) no request waits more than a few
 * milliseconds behind one.
 */
export const SLICE_MS = 3;
/**
 * A stretch of checks that held the loop at least this long ends with a turn of it before the
 * search that waits for them (endChecks). A shorter one does not: most checks take well under a
 * millisecond, and a turn there only sent the search to the back of the loop, behind every request
 * that had arrived meanwhile (a second queue for a fifth of the executed searches).
 */
export const TURN_AFTER_MS = 1;

/** The time and the event loop as the scheduler sees them. */
export interface LoopClock {
  /** Milliseconds on a monotonic clock. */
  now(): number;
  /** Calls `then` in the loop's next pass (setImmediate). */
  nextPass(then: () => void): void;
}

export const eventLoopClock: LoopClock = {
  now: () => performance.now(),
  nextPass: (then) => void setImmediate(then),
};

export interface SchedulerLimits {
  turnBudgetMs?: number;
  sliceMs?: number;
  turnAfterMs?: number;
}

export class SearchScheduler {
  /** Settles when the last search that took a turn has done its work. */
  private last: Promise<void> | null = null;
  /** When searches began holding the loop since it last turned (null: it has turned since). */
  private heldSince: number | null = null;
  /** The next turn of the loop (a pass), once a search asked for it. */
  private nextTurn: Promise<void> | null = null;
  /**
   * When term checks began holding the event loop in its current pass (null: none has since it
   * last turned). Every check in one pass shares one slice of SLICE_MS: the checks one search
   * prepares one after another, and those of several searches resumed in the same pass (Node runs
   * every immediate queued before a pass in that pass). With a slice each, a search with a reading
   * and a title check held the loop for three slices, and k searches checking at once for k
   * slices per pass.
   */
  private checksSince: number | null = null;
  /** The end of the loop's current pass for the checks, once one asked for it. */
  private passEnd: Promise<void> | null = null;
  /** When a check last let the loop turn. */
  private lastTurn = 0;
  private readonly budgetMs: number;
  private readonly sliceMs: number;
  private readonly turnAfterMs: number;

  constructor(
    private readonly clock: LoopClock = eventLoopClock,
    { turnBudgetMs = TURN_BUDGET_MS, sliceMs = SLICE_MS, turnAfterMs = TURN_AFTER_MS }: SchedulerLimits = {},
  ) {
    this.budgetMs = turnBudgetMs;
    this.sliceMs = sliceMs;
    this.turnAfterMs = turnAfterMs;
  }

  /** The scheduler's time, for a stretch of checks to begin at (`endChecks`). */
  now(): number {
    return this.clock.now();
  }

  private loopTurn(): Promise<void> {
    this.nextTurn ??= new Promise((resolve) =>
      this.clock.nextPass(() => {
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
      if (this.heldSince !== null && this.clock.now() - this.heldSince >= this.budgetMs) await this.loopTurn();
      if (this.heldSince === null) {
        this.heldSince = this.clock.now();
        void this.loopTurn();
      }
      return await work();
    } finally {
      if (this.last === mine) this.last = null;
      done();
    }
  }

  /** The end of the loop's current pass, which begins a new slice (one pass for all checks). */
  private checksPassEnd(): Promise<void> {
    this.passEnd ??= new Promise((resolve) =>
      this.clock.nextPass(() => {
        this.passEnd = null;
        this.checksSince = null;
        this.lastTurn = this.clock.now();
        resolve();
      }),
    );
    return this.passEnd;
  }

  /**
   * Runs a check generator through, stopping at its yields to let the event loop turn once the
   * pass's slice (shared by every check) has run SLICE_MS.
   */
  async runInSlices(check: Generator<unknown, unknown>): Promise<void> {
    for (;;) {
      if (this.checksSince === null) {
        this.checksSince = this.clock.now();
        void this.checksPassEnd();
      } else if (this.clock.now() - this.checksSince >= this.sliceMs) {
        await this.checksPassEnd();
        continue;
      }
      if (check.next().done) return;
    }
  }

  /**
   * Ends a stretch of checks (`runInSlices` calls) begun at `started`: one turn of the loop if
   * they held it TURN_AFTER_MS or more since it last turned, so a search never shares a task with
   * a long stretch of checking (the bench's worst block at 1 connection); after a short one the
   * search runs at once.
   */
  async endChecks(started: number): Promise<void> {
    if (this.clock.now() - Math.max(started, this.lastTurn) >= this.turnAfterMs) {
      await new Promise<void>((resolve) =>
        this.clock.nextPass(() => {
          this.lastTurn = this.clock.now();
          resolve();
        }),
      );
    }
  }
}
