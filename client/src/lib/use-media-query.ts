import { useClientSnapshot } from './use-hydrated';

/** Whether a media query matches now; follows changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  return useClientSnapshot(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
