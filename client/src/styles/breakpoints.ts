/** Media queries built from the shared breakpoints (docs/specification.md §9), for code that needs them. */
import { BREAKPOINTS, MOBILE_HEADER_BREAKPOINT, NARROW_SCREEN_BREAKPOINT } from '@portal/shared';

export type BreakpointName = keyof typeof BREAKPOINTS;

/** `below('sm')` matches widths under 960 px. */
export function below(name: BreakpointName): string {
  return `(max-width: ${BREAKPOINTS[name] - 0.02}px)`;
}

export const MEDIA = {
  mobileHeader: `(max-width: ${MOBILE_HEADER_BREAKPOINT - 0.02}px)`,
  narrowScreen: `(max-width: ${NARROW_SCREEN_BREAKPOINT - 0.02}px)`,
} as const;

/** The breakpoint a width falls in: the first whose limit it is under. */
export function breakpointOf(width: number): BreakpointName | 'xxl' {
  const names = Object.keys(BREAKPOINTS) as BreakpointName[];
  return names.find((name) => width < BREAKPOINTS[name]) ?? 'xxl';
}
