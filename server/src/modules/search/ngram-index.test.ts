/**
 * The n-gram postings and the text store's term matches built on them, against String#includes
 * on every text: short and long terms, grams common enough to be bitsets and rare ones kept as
 * lists, additions after a build, and a store handed over as a snapshot.
 */
import { describe, expect, it } from 'vitest';
import { hasBit } from './bitset';
import { NgramIndex } from './ngram-index';
import { TextStore } from './text-store';

function random(seed: number) {
  let state = seed;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

/** A few very common characters (their grams become bitsets) and many rare ones (lists). */
const COMMON = 'あいう防災';
const RARE = 'abcdefghijklmnopqrstuvwxyz訓練窓口見守選挙点検';

function text(next: () => number): string {
  return Array.from({ length: 1 + Math.floor(next() * 30) }, () =>
    next() < 0.7 ? COMMON[Math.floor(next() * COMMON.length)] : RARE[Math.floor(next() * RARE.length)],
  ).join('');
}

function term(next: () => number): string {
  const all = COMMON + RARE;
  return Array.from({ length: 1 + Math.floor(next() * 5) }, () =>
    next() < 0.6 ? COMMON[Math.floor(next() * COMMON.length)] : all[Math.floor(next() * all.length)],
  ).join('');
}

/** Common three-character terms: checked on many candidates, so kept in the costly-term cache. */
const COSTLY = ['あいう', '防災あ', 'うあい', 'いいい'];

function expectSameAsScan(store: TextStore, texts: string[], next: () => number, queries: number): void {
  for (let q = 0; q < queries + COSTLY.length; q++) {
    const t = q < COSTLY.length ? COSTLY[q]! : term(next);
    const bits = store.matches(t);
    const wrong = texts.findIndex((s, slot) => hasBit(bits, slot) !== s.includes(t));
    expect(wrong, `term ${t}`).toBe(-1);
  }
}

describe('NgramIndex', () => {
  it('keeps a posting as a list while rare and as a bitset once common, and packs both', () => {
    const grams = new NgramIndex();
    grams.reserve(3200);
    for (let slot = 0; slot < 3200; slot++) grams.add(slot, slot % 50 === 0 ? 'ab\u0001x' : 'ab');
    const before = grams.stats();
    expect(before.bitsets).toBe(3); // a, b, ab: in every slot; x in one slot of 50
    grams.seal();
    const rare = grams.candidates('x');
    expect(rare?.list && Array.from(rare.list)).toEqual(Array.from({ length: 64 }, (_, i) => i * 50));
    // The separator's grams are not kept: no term can hold a control character.
    expect(grams.stats().postings).toBe(4);
    expect(grams.candidates('bx')).toBeNull();
    expect(grams.candidates('ab')?.bits).not.toBeNull();
  });
});

describe('TextStore term matches', () => {
  it('equal a scan of every text, before and after additions and a hand-over', () => {
    const next = random(41);
    const texts = Array.from({ length: 4000 }, () => text(next));
    const store = new TextStore();
    store.reserve(6000);
    store.add(
      texts.map((_, slot) => slot),
      texts,
    );
    store.seal();
    expectSameAsScan(store, texts, next, 300);
    const more = Array.from({ length: 1500 }, () => text(next));
    store.add(
      more.map((_, i) => texts.length + i),
      more,
    );
    texts.push(...more);
    expectSameAsScan(store, texts, next, 300);

    const { snapshot, transfer } = store.snapshot();
    const restored = new TextStore();
    restored.restore(structuredClone(snapshot, { transfer }), 6000, texts.length);
    expectSameAsScan(restored, texts, next, 200);
    restored.add([texts.length], ['防災訓練あい']);
    texts.push('防災訓練あい');
    expect(hasBit(restored.matches('災訓練あ'), texts.length - 1)).toBe(true);
    expectSameAsScan(restored, texts, next, 200);
  });
});

describe('TextStore exact words', () => {
  it('answers a common word from the matches recorded at build time, kept current on additions and hand-over', () => {
    const texts = Array.from({ length: 600 }, (_, i) => (i % 3 === 0 ? `x防災訓練${i}` : `防災 訓練 ${i}`));
    const store = new TextStore();
    store.reserve(1000);
    store.add(
      texts.map((_, slot) => slot),
      texts,
    );
    const recorded = new Int32Array(32);
    texts.forEach((t, slot) => t.includes('防災訓練') && (recorded[slot >>> 5]! |= 1 << (slot & 31)));
    store.keepExact(new Map([['防災訓練', recorded]]));
    store.add([600], ['新しい防災訓練']);
    const { snapshot, transfer } = store.snapshot();
    const restored = new TextStore();
    restored.restore(structuredClone(snapshot, { transfer }), 1000, 601);
    restored.add([601], ['防災訓練のお知らせ']);
    const bits = restored.matches('防災訓練');
    const expected = [...texts, '新しい防災訓練', '防災訓練のお知らせ'].map((t) => t.includes('防災訓練'));
    expect(expected.map((_, slot) => hasBit(bits, slot))).toEqual(expected);
  });
});
