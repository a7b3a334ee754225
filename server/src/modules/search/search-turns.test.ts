/**
 * Searches take turns while a term is checked in slices: the order a waiting search gets, no wait
 * when nobody waits, and a failure giving the turn on.
 */
import { describe, expect, it } from 'vitest';
import { SearchTurns } from './search-turns';

const loopTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A term checked in three slices with a loop turn after each, as TextStore#prepare runs it. */
function slicedCheck(events: string[], name: string): () => Promise<void> {
  return async () => {
    for (let slice = 1; slice <= 3; slice++) {
      events.push(`${name} slice ${slice}`);
      await loopTurn();
    }
  };
}

describe('SearchTurns', () => {
  it('lets a search that arrives during a check wait for it instead of running between its slices', async () => {
    const turns = new SearchTurns();
    const events: string[] = [];
    const first = turns.take(slicedCheck(events, 'A')).then(() => events.push('A answered'));
    await loopTurn(); // B's request arrives after A's first slice
    const second = turns.take(async () => void events.push('B prepared')).then(() => events.push('B answered'));
    await Promise.all([first, second]);
    expect(events).toEqual(['A slice 1', 'A slice 2', 'A slice 3', 'A answered', 'B prepared', 'B answered']);
  });

  it('serves waiting searches in the order they came, each answered before the next prepares', async () => {
    const turns = new SearchTurns();
    const events: string[] = [];
    const all = [turns.take(slicedCheck(events, 'A')).then(() => events.push('A answered'))];
    for (const name of ['B', 'C', 'D']) {
      all.push(
        turns.take(async () => void events.push(`${name} prepared`)).then(() => events.push(`${name} answered`)),
      );
    }
    await Promise.all(all);
    expect(events.filter((e) => !e.startsWith('A slice'))).toEqual([
      'A answered',
      'B prepared',
      'B answered',
      'C prepared',
      'C answered',
      'D prepared',
      'D answered',
    ]);
  });

  it('runs a search at once when nobody waits (no loop turn before its answer)', async () => {
    const turns = new SearchTurns();
    let turned = false;
    setImmediate(() => (turned = true));
    await turns.take(async () => {});
    await turns.take(async () => {});
    expect(turned).toBe(false);
  });

  it('gives the turn on when a preparation fails', async () => {
    const turns = new SearchTurns();
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
