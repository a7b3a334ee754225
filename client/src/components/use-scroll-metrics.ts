import { useClientSnapshot } from '@/lib/use-hydrated';

/** What the floating controls decide on: the window's width, scroll offset and page height. */
export interface ScrollMetrics {
  width: number;
  scrollY: number;
  viewportHeight: number;
  pageHeight: number;
}

function read(): ScrollMetrics {
  return {
    width: window.innerWidth,
    scrollY: window.scrollY,
    viewportHeight: window.innerHeight,
    pageHeight: document.documentElement.scrollHeight,
  };
}

let snapshot: ScrollMetrics | null = null;

function subscribe(listener: () => void): () => void {
  let frame = 0;
  // One update per animation frame, however many scroll events arrive.
  const onChange = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      snapshot = read();
      listener();
    });
  };
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

function getSnapshot(): ScrollMetrics {
  snapshot ??= read();
  return snapshot;
}

/** Scroll metrics with a derived value; re-renders only when the derived value changes. */
export function useScrollDerived<T>(derive: (metrics: ScrollMetrics) => T): T {
  return useClientSnapshot(
    subscribe,
    () => derive(getSnapshot()),
    () => derive({ width: 1024, scrollY: 0, viewportHeight: 768, pageHeight: 768 }),
  );
}
