/**
 * Reviewed exceptions to the accessibility run: a violation listed here is recorded in the results
 * table with its reason (shown on /rules/accessibility) instead of failing the run. Add one only
 * for a violation that cannot be fixed in the portal itself, with the reason in Japanese; an
 * exception no longer found fails the run until it is removed.
 */
import type { Role, RouteId } from './audience';

export interface A11yException {
  route: RouteId;
  /** Omitted: every role that opens the route. */
  roles?: readonly Role[];
  /** The axe rule id. */
  rule: string;
  /** Why it stays, in Japanese, as the statement shows it. */
  reason: string;
}

export const EXCEPTIONS: readonly A11yException[] = [];
