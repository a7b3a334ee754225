/**
 * A term's matches computed in slices (TextStore#prepare) against String#includes on every text:
 * the same bits as the synchronous check, turns of the event loop between slices, documents and
 * room added while a check is under way, and concurrent searches for one term sharing one check.
 */
import { describe, expect, it } from 'vitest';
import { hasBit } from './bitset';
import { CACHED_ABSENT_TERMS } from './term-cache';
import { SLICE_MS, SearchScheduler, TURN_AFTER_MS, eventLoopClock } from './search-scheduler';
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

function storeOf(texts: string[], capacity: number): TextStore {
  const store = new TextStore();
  store.reserve(capacity);
  store.add(
    texts.map((_, slot) => slot),
    texts,
  );
  store.seal();
  return store;
}

/** A clock the test moves by hand; the loop's passes are the event loop's own. */
function handClock() {
  let time = 0;
  return { now: () => time, nextPass: eventLoopClock.nextPass, advance: (ms: number) => void (time += ms) };
}

function expectScan(bits: Int32Array, texts: string[], term: string): void {
  const wrong = texts.findIndex((text, slot) => hasBit(bits, slot) !== text.includes(term));
  expect(wrong, `term ${term}`).toBe(-1);
}

/** Runs `work` while a setImmediate ticker counts the turns and measures the longest gap. */
async function withTicker(work: () => Promise<unknown>): Promise<{ turns: number; block: number }> {
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
  const scheduler = new SearchScheduler();

  it('gives the same matches as a scan, yielding to the event loop between slices', async () => {
    const store = storeOf(texts, 60_000);
    for (const term of ['システム', 'ステム', 'データの', 'の防災訓練', 'abab', 'シ', 'テム']) {
      const { turns, block } = await withTicker(() => store.prepare(term, scheduler));
      console.log(`prepare(${term}): ${turns} turns, longest block ${block.toFixed(1)} ms`);
      if (term === 'システム') expect(turns).toBeGreaterThan(1);
      // Loose: on a shared machine the process may wait for a core mid-slice (a slice is 3 ms).
      expect(block).toBeLessThan(250);
      expectScan(store.matches(term), texts, term);
    }
  });

  it('ends a long stretch of checks with a turn of the loop before the search, a short one without', async () => {
    // Few texts: each check fits in one slice, so only endChecks can let the loop turn.
    const store = storeOf(texts.slice(0, 500), 500);
    const long = new SearchScheduler(eventLoopClock, { turnAfterMs: 0 }); // every stretch counts as long
    const short = new SearchScheduler(eventLoopClock, { turnAfterMs: Number.POSITIVE_INFINITY });
    let turned = false;
    setImmediate(() => (turned = true));
    let started = long.now();
    expect(await store.prepare('データの', long)).toBe(true);
    await long.endChecks(started);
    expect(turned).toBe(true);

    turned = false;
    setImmediate(() => (turned = true));
    started = short.now();
    expect(await store.prepare('防災訓練', short)).toBe(true);
    await short.endChecks(started);
    expect(turned).toBe(false);
    expectScan(store.matches('防災訓練'), texts.slice(0, 500), '防災訓練');

    // A cached term is no check at all.
    expect(await store.prepare('データの', long)).toBe(false);
  });

  it('shares one slice per pass of the loop: a check after checks that used it up turns the loop first', async () => {
    // Few texts: each check fits well inside a slice of its own.
    const store = storeOf(texts.slice(0, 500), 500);
    const clock = handClock();
    const passes = new SearchScheduler(clock);
    let turned = false;
    setImmediate(() => (turned = true));
    expect(await store.prepare('データの', passes)).toBe(true);
    expect(turned).toBe(false);

    // Checks (of this search or of others resumed in this pass) held the loop for the whole slice.
    clock.advance(SLICE_MS);
    expect(await store.prepare('防災訓練', passes)).toBe(true);
    expect(turned).toBe(true);
    expectScan(store.matches('防災訓練'), texts.slice(0, 500), '防災訓練');
  });

  it('turns after a stretch of TURN_AFTER_MS or more since the loop last turned, not after less', async () => {
    const clock = handClock();
    const stretches = new SearchScheduler(clock);
    let turned = false;
    setImmediate(() => (turned = true));
    const started = stretches.now();
    clock.advance(TURN_AFTER_MS);
    await stretches.endChecks(started);
    expect(turned).toBe(true);

    turned = false;
    setImmediate(() => (turned = true));
    const later = stretches.now();
    clock.advance(TURN_AFTER_MS / 2);
    await stretches.endChecks(later);
    expect(turned).toBe(false);
  });

  it('includes documents and room added while a check is under way', async () => {
    const all = [...texts];
    const store = storeOf(all, 60_000);
    const preparing = store.prepare('システム', scheduler);
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
    const first = store.prepare('データの', scheduler);
    expect(store.prepare('データの', scheduler)).toBe(first);
    await first;
    expectScan(store.matches('データの'), texts, 'データの');
  });

  it('keeps terms no text contains by name, without pushing out the terms that match', async () => {
    // Few texts in a large capacity: checking データの reads few of them, so it is kept in the
    // LRU of 256 cheap terms, where absent terms went before.
    const few = texts.slice(0, 1000);
    const store = storeOf(few, 60_000);
    expect(await store.prepare('データの', scheduler)).toBe(true);
    const absent = Array.from({ length: 600 }, (_, i) => `ぼうさい${i}`);
    for (const term of absent) expect(await store.prepare(term, scheduler)).toBe(true);
    for (const term of absent) expect(await store.prepare(term, scheduler)).toBe(false);
    expect(await store.prepare('データの', scheduler)).toBe(false);
    expectScan(store.matches('ぼうさい7'), few, 'ぼうさい7');
    expectScan(store.matches('データの'), few, 'データの');
  });

  it('forgets the absent terms when a text is added, which may hold one', async () => {
    const all = [...texts];
    const store = storeOf(all, 70_000);
    await store.prepare('ぼうさい', scheduler);
    await store.prepare('くんれん', scheduler);
    store.add([all.length], ['ぼうさいくんれんのおしらせ']);
    all.push('ぼうさいくんれんのおしらせ');
    expect(await store.prepare('ぼうさい', scheduler)).toBe(true);
    expectScan(store.matches('ぼうさい'), all, 'ぼうさい');
    expectScan(store.matches('くんれん'), all, 'くんれん');
    expect(store.matches('くんれん').some((word) => word !== 0)).toBe(true);
  });

  it('keeps at most CACHED_ABSENT_TERMS absent terms, the least recently used going first', async () => {
    const store = storeOf(texts.slice(0, 100), 1_000);
    await store.prepare('ないもの0', scheduler);
    for (let i = 1; i < CACHED_ABSENT_TERMS; i++) store.matches(`ないもの${i}`);
    expect(await store.prepare('ないもの0', scheduler)).toBe(false); // a use: now the most recent
    store.matches('ないもの-extra');
    expect(await store.prepare('ないもの0', scheduler)).toBe(false);
    expect(await store.prepare('ないもの1', scheduler)).toBe(true);
  });
});
