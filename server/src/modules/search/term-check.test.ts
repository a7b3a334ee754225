/**
 * A term's matches computed in slices (TextStore#prepare) against String#includes on every text:
 * the same bits as the synchronous check, turns of the event loop between slices, documents and
 * room added while a check is under way, and concurrent searches for one term sharing one check.
 */
import { describe, expect, it } from 'vitest';
import { hasBit } from './bitset';
import { TextStore } from './text-store';

function random(seed: number) {
  let state = seed;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

/** Texts where most records hold the bigrams of システム but fewer hold the word. */
function corpus(count: number, seed: number): string[] {
  const next = random(seed);
  const pieces = ['シス', 'テム', 'ステ', 'システム', 'の', 'データ', '防災', '訓練', 'ab', 'ス'];
  return Array.from({ length: count }, () =>
    Array.from({ length: 10 + Math.floor(next() * 60) }, () => pieces[Math.floor(next() * pieces.length)]).join(''),
  );
}

function storeOf(texts: string[], capacity: number, turnAfterMs?: number): TextStore {
  const store = new TextStore(turnAfterMs);
  store.reserve(capacity);
  store.add(
    texts.map((_, slot) => slot),
    texts,
  );
  store.seal();
  return store;
}

function expectScan(bits: Int32Array, texts: string[], term: string): void {
  const wrong = texts.findIndex((text, slot) => hasBit(bits, slot) !== text.includes(term));
  expect(wrong, `term ${term}`).toBe(-1);
}

/** Runs `work` while a setImmediate ticker counts the turns and measures the longest gap. */
async function withTicker(work: () => Promise<void>): Promise<{ turns: number; block: number }> {
  let running = true;
  let turns = 0;
  let last = performance.now();
  let block = 0;
  const tick = () => {
    const now = performance.now();
    block = Math.max(block, now - last);
    last = now;
    turns++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  running = false;
  block = Math.max(block, performance.now() - last);
  return { turns, block };
}

describe('TextStore#prepare', () => {
  const texts = corpus(60_000, 5);

  it('gives the same matches as a scan, yielding to the event loop between slices', async () => {
    const store = storeOf(texts, 60_000);
    for (const term of ['システム', 'ステム', 'データの', 'の防災訓練', 'abab', 'シ', 'テム']) {
      const { turns, block } = await withTicker(() => store.prepare(term));
      console.log(`prepare(${term}): ${turns} turns, longest block ${block.toFixed(1)} ms`);
      if (term === 'システム') expect(turns).toBeGreaterThan(1);
      // Loose: on a shared machine the process may wait for a core mid-slice (a slice is 3 ms).
      expect(block).toBeLessThan(250);
      expectScan(store.matches(term), texts, term);
    }
  });

  it('lets the event loop turn between a long check and the search that waits for it', async () => {
    // Few texts: the whole check fits in one slice, so only the turn after it can let the loop
    // run; every check counts as long here.
    const store = storeOf(texts.slice(0, 500), 500, 0);
    let turned = false;
    setImmediate(() => (turned = true));
    await store.prepare('データの');
    expect(turned).toBe(true);
    // A cached term costs nothing and is not held back.
    turned = false;
    setImmediate(() => (turned = true));
    await store.prepare('データの');
    expect(turned).toBe(false);
  });

  it('lets the search after a short check run at once, not behind the requests that arrived meanwhile', async () => {
    // Every check counts as short here (TURN_AFTER_MS is 1 ms).
    const store = storeOf(texts.slice(0, 500), 500, Number.POSITIVE_INFINITY);
    let turned = false;
    setImmediate(() => (turned = true));
    await store.prepare('データの');
    expect(turned).toBe(false);
    expectScan(store.matches('データの'), texts.slice(0, 500), 'データの');
  });

  it('includes documents and room added while a check is under way', async () => {
    const all = [...texts];
    const store = storeOf(all, 60_000);
    const preparing = store.prepare('システム');
    await new Promise((resolve) => setImmediate(resolve));
    store.reserve(200_000);
    const added = ['新しいシステム', 'システ', 'ムシステムム'];
    store.add(
      added.map((_, i) => all.length + i),
      added,
    );
    all.push(...added);
    await preparing;
    const bits = store.matches('システム');
    expect(bits.length).toBeGreaterThanOrEqual(Math.ceil(200_000 / 32));
    expectScan(bits, all, 'システム');
    store.add([all.length], ['後からのシステム']);
    all.push('後からのシステム');
    expectScan(store.matches('システム'), all, 'システム');
  });

  it('shares one check between concurrent searches for a term', async () => {
    const store = storeOf(texts, 60_000);
    const first = store.prepare('データの');
    expect(store.prepare('データの')).toBe(first);
    await first;
    expectScan(store.matches('データの'), texts, 'データの');
  });
});
