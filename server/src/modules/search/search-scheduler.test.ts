/**
 * Searches take turns: the order a waiting search gets, no wait when nobody waits, the waiting
 * searches answered at once after a check run in the turn (`take`, as exports and saved searches
 * run it), a check run before the turn holding no other search (`takeAfter`, as
 * SearchService#find runs it), the turn budget, and a failure giving the turn on.
 */
import { describe, expect, it } from 'vitest';
import { SearchScheduler, eventLoopClock } from './search-scheduler';

const loopTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A term checked in three slices with a loop turn after each, as TextStore#prepare runs it, then the search. */
function slicedCheck(events: string[], name: string): () => Promise<void> {
  return async () => {
    for (let slice = 1; slice <= 3; slice++) {
      events.push(`${name} slice ${slice}`);
      await loopTurn();
    }
    events.push(`${name} searched`);
  };
}

/** A search whose terms are known: prepared at once, then searched. */
function knownTerms(events: string[], name: string): () => Promise<void> {
  return async () => {
    await Promise.resolve();
    events.push(`${name} prepared`);
    events.push(`${name} searched`);
  };
}

describe('SearchScheduler turns', () => {
  it('lets a search that arrives during a check wait for it instead of running between its slices', async () => {
    const turns = new SearchScheduler();
    const events: string[] = [];
    const first = turns.take(slicedCheck(events, 'A')).then(() => events.push('A answered'));
    await loopTurn(); // B's request arrives after A's first slice
    const second = turns.take(knownTerms(events, 'B')).then(() => events.push('B answered'));
    await Promise.all([first, second]);
    expect(events.filter((e) => !e.endsWith('answered'))).toEqual([
      'A slice 1',
      'A slice 2',
      'A slice 3',
      'A searched',
      'B prepared',
      'B searched',
    ]);
  });

  it('serves waiting searches in the order they came, each searched before the next prepares', async () => {
    const turns = new SearchScheduler();
    const events: string[] = [];
    const all = [turns.take(slicedCheck(events, 'A'))];
    for (const name of ['B', 'C', 'D']) all.push(turns.take(knownTerms(events, name)));
    await Promise.all(all);
    expect(events.filter((e) => !e.startsWith('A slice'))).toEqual([
      'A searched',
      'B prepared',
      'B searched',
      'C prepared',
      'C searched',
      'D prepared',
      'D searched',
    ]);
  });

  it('answers the searches that waited for a check right after it, without a loop turn between them', async () => {
    const turns = new SearchScheduler();
    const events: string[] = [];
    const all = [turns.take(slicedCheck(events, 'A'))];
    await loopTurn(); // the others arrive during A's check
    for (const name of ['B', 'C', 'D']) all.push(turns.take(knownTerms(events, name)));
    let turnsAfterCheck = -1;
    const counting = (async () => {
      while (!events.includes('A searched')) await loopTurn();
      turnsAfterCheck = 0;
      while (!events.includes('D searched')) {
        await loopTurn();
        turnsAfterCheck++;
      }
    })();
    await Promise.all([...all, counting]);
    expect(turnsAfterCheck).toBe(0);
  });

  it('runs a search at once when nobody waits (no loop turn before its answer)', async () => {
    const turns = new SearchScheduler();
    let turned = false;
    setImmediate(() => (turned = true));
    await turns.take(async () => {});
    await turns.take(async () => {});
    expect(turned).toBe(false);
  });

  it('lets the loop turn before a search once searches held it for the budget, keeping the order', async () => {
    const events: string[] = [];
    setImmediate(() => {
      events.push('turn');
      // A request read in that turn searches after the one that waited for it.
      all.push(turns.take(() => void events.push('C')));
    });
    const turns = new SearchScheduler(eventLoopClock, { turnBudgetMs: 0 });
    const all = [turns.take(() => void events.push('A')), turns.take(() => void events.push('B'))];
    await Promise.all(all);
    await Promise.all(all);
    expect(events).toEqual(['A', 'turn', 'B', 'C']);
  });

  it('answers searches one after another in one task while they hold the loop less than the budget', async () => {
    const events: string[] = [];
    setImmediate(() => events.push('turn'));
    const turns = new SearchScheduler(eventLoopClock, { turnBudgetMs: Number.POSITIVE_INFINITY });
    await Promise.all(['A', 'B', 'C'].map((name) => turns.take(() => void events.push(name))));
    expect(events).toEqual(['A', 'B', 'C']);
  });

  it("lets searches ready during another search's sliced check run before it ends (takeAfter)", async () => {
    const turns = new SearchScheduler();
    const events: string[] = [];
    const slices = async () => {
      for (let slice = 1; slice <= 3; slice++) {
        events.push(`A slice ${slice}`);
        await loopTurn();
      }
    };
    const first = turns.takeAfter(slices, () => void events.push('A searched'));
    await loopTurn(); // B's request arrives after A's first slice
    const second = turns.takeAfter(
      async () => {},
      () => void events.push('B searched'),
    );
    await Promise.all([first, second]);
    expect(events.indexOf('B searched')).toBeLessThan(events.indexOf('A slice 3'));
    expect(events.at(-1)).toBe('A searched');
  });

  it("hands the work's answer to the caller", async () => {
    const turns = new SearchScheduler();
    await expect(turns.take(async () => 42)).resolves.toBe(42);
  });

  it('gives the turn on when a preparation fails', async () => {
    const turns = new SearchScheduler();
    const failing = turns.take(async () => {
      await loopTurn();
      throw new Error('refused');
    });
    let prepared = false;
    const next = turns.take(async () => void (prepared = true));
    await expect(failing).rejects.toThrow('refused');
    await next;
    expect(prepared).toBe(true);
  });
});
