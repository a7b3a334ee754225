/**
 * The found items of a results page. When a page's results replace the placeholders (the first
 * results a visitor waits for, while the page is still starting), the cards arrive a few per
 * frame: laying out twenty cards of Japanese text took 35–63 ms in one task in Chromium on the
 * bench machine, the longest task of a search page's load (traced). Any later page
 * renders whole at once, so a list that is already shown never grows under the reader and going
 * back finds it complete.
 *
 * A list the server rendered into the page (server/src/web/search-pages.ts) is whole in the HTML,
 * for a browser whose scripts are slow or never run. Its layout, though, was one task before the
 * first paint that Lighthouse counts as blocking (traced in bench:web). Until the app has started
 * its cards after the first are laid out only as they come near the screen (CSS
 * content-visibility, `result-list__deferred`); once it has, they become ordinary cards a chunk
 * per frame, so a return to the page or a jump to its pagination meets the real sizes.
 */
import { memo, type ReactNode, useEffect, useMemo, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { useHydrated } from '@/lib/use-hydrated';

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

type ChunkProps<T> = Pick<Props<T>, 'items' | 'keyOf' | 'renderItem'> & {
  /** How many of its items are ordinary cards; the others are laid out when near the screen. */
  settled: number;
};

// Memoised, so revealing one more chunk does not render the cards already shown again.
const ResultChunk = memo(function ResultChunk<T>({ items, keyOf, renderItem, settled }: ChunkProps<T>) {
  return items.map((item, index) => (
    <li key={keyOf(item)} className={index >= settled ? 'result-list__deferred' : undefined}>
      {renderItem(item)}
    </li>
  ));
}) as <T>(props: ChunkProps<T>) => ReactNode;

/** A count from `initial` that grows by a chunk after each painted frame while `growing`, up to `total`. */
function useCountPerFrame(total: number, initial: number, growing: boolean): number {
  const [count, setCount] = useState(initial);
  useEffect(() => {
    if (!growing || count >= total) return undefined;
    return afterNextPaint(() => setCount((n) => n + RESULTS_PER_FRAME));
  }, [growing, count, total]);
  return count;
}

export function ResultList<T>({ items, keyOf, renderItem, stale, gradual }: Props<T>) {
  const revealed = useCountPerFrame(items.length, RESULTS_PER_FRAME, gradual);
  const count = gradual ? revealed : Number.POSITIVE_INFINITY;
  // Laid out as ordinary cards: of a list rendered before the app started, the first (the
  // screen's largest content on a phone), then a chunk more per frame once it has.
  const hydrated = useHydrated();
  const settled = useCountPerFrame(items.length, hydrated ? Number.POSITIVE_INFINITY : 1, hydrated);
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
        <ResultChunk
          key={index}
          items={part}
          keyOf={keyOf}
          renderItem={renderItem}
          settled={Math.min(part.length, Math.max(0, settled - index * RESULTS_PER_FRAME))}
        />
      ))}
    </ul>
  );
}
