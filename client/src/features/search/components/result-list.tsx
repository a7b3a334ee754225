/**
 * The found items of a results page. When a page's results replace the placeholders (the first
 * results a visitor waits for, while the page is still starting), the cards arrive a few per
 * frame: laying out twenty cards of Japanese text took 35–63 ms in one task in Chromium on the
 * bench machine, the longest task of a search page's load (docs/performance.md). Any later page
 * renders whole at once, so a list that is already shown never grows under the reader and going
 * back finds it complete.
 */
import { memo, type ReactNode, useEffect, useMemo, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

/** Cards per frame: the first screen's worth on a phone, a layout of a few milliseconds. */
export const RESULTS_PER_FRAME = 4;

interface Props<T> {
  items: readonly T[];
  keyOf(item: T): string;
  renderItem(item: T): ReactNode;
  /** The previous page, kept on screen while the next one loads. */
  stale: boolean;
  /** Reveal the items a few per frame (the first list of a screen that opened on placeholders). */
  gradual: boolean;
}

type ChunkProps<T> = Pick<Props<T>, 'items' | 'keyOf' | 'renderItem'>;

// Memoised, so revealing one more chunk does not render the cards already shown again.
const ResultChunk = memo(function ResultChunk<T>({ items, keyOf, renderItem }: ChunkProps<T>) {
  return items.map((item) => <li key={keyOf(item)}>{renderItem(item)}</li>);
}) as <T>(props: ChunkProps<T>) => ReactNode;

function useRevealedCount(total: number, gradual: boolean): number {
  const [count, setCount] = useState(RESULTS_PER_FRAME);
  useEffect(() => {
    if (!gradual || count >= total) return undefined;
    return afterNextPaint(() => setCount((shown) => shown + RESULTS_PER_FRAME));
  }, [gradual, count, total]);
  return gradual ? count : Number.POSITIVE_INFINITY;
}

export function ResultList<T>({ items, keyOf, renderItem, stale, gradual }: Props<T>) {
  const count = useRevealedCount(items.length, gradual);
  const chunks = useMemo(() => {
    const parts: (readonly T[])[] = [];
    for (let start = 0; start < items.length; start += RESULTS_PER_FRAME) {
      parts.push(items.slice(start, start + RESULTS_PER_FRAME));
    }
    return parts;
  }, [items]);
  return (
    <ul className={`result-list${stale ? ' result-list--stale' : ''}`}>
      {chunks.slice(0, Math.ceil(count / RESULTS_PER_FRAME)).map((part, index) => (
        // A chunk is a position in the page; each card inside keeps its record's key.
        <ResultChunk key={index} items={part} keyOf={keyOf} renderItem={renderItem} />
      ))}
    </ul>
  );
}
