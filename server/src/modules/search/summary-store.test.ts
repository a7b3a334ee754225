/** The column store gives back exactly the summaries it was given, whatever their shape. */
import { describe, expect, it } from 'vitest';
import { SummaryStore } from './summary-store';

describe('SummaryStore', () => {
  it('rebuilds summaries, including ones of another shape and values that do not fit a column', () => {
    const texts = new Map<number, string>();
    const store = new SummaryStore<Record<string, unknown>>((slot, start, end) => texts.get(slot)!.slice(start, end));
    store.reserve(8);
    const given: Record<string, unknown>[] = [
      { id: 1, title: 'これは本文にそのまま含まれる題名です', at: new Date(5), tags: ['a'] },
      { id: 2, title: '本文にない題名ですが十六文字以上あります', at: null, tags: [] },
      { id: 3, title: 'これは本文にそのまま含まれる題名の途中まで…', at: new Date(7), tags: ['b'] },
      { id: 4, title: '短い', at: 'not a date', tags: [] },
      { other: 'shape' },
    ];
    given.forEach((summary, slot) => {
      texts.set(slot, `前置き\u0001これは本文にそのまま含まれる題名です\u0001後書き`);
      store.set(slot, summary, texts.get(slot)!);
    });
    given.forEach((summary, slot) => expect(store.get(slot)).toEqual(summary));
    store.set(1, given[0]!, texts.get(1)!);
    expect(store.get(1)).toEqual(given[0]);
  });

  it('shares a decoded summary between reads until its slot is written, cleared or restored', () => {
    const store = new SummaryStore<Record<string, unknown>>(() => '');
    store.reserve(4);
    store.set(0, { id: 1, title: '防災アプリ' }, '');
    store.set(1, { id: 2, title: '電子申請' }, '');
    const first = store.shared(0);
    expect(first).toEqual({ id: 1, title: '防災アプリ' });
    expect(store.shared(0)).toBe(first);
    store.set(0, { id: 1, title: '防災アプリ（改訂）' }, '');
    expect(store.shared(0)).toEqual({ id: 1, title: '防災アプリ（改訂）' });
    const second = store.shared(1);
    store.clear(1);
    expect(store.shared(1)).not.toBe(second);
    expect(store.shared(1)).toEqual(store.get(1));
    const { snapshot } = store.snapshot();
    const restored = store.shared(0);
    store.restore(snapshot, 4);
    expect(store.shared(0)).not.toBe(restored);
    expect(store.shared(0)).toEqual({ id: 1, title: '防災アプリ（改訂）' });
  });
});
