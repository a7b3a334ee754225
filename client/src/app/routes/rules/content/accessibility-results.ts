/**
 * The shape of the accessibility run's results table (accessibility-results.json beside this file,
 * written by e2e/accessibility-statement.spec.ts) and the roles it covers. No imports: the run
 * reads this module as it is.
 */

export const A11Y_ROLES = ['anonymous', 'trial', 'municipal', 'vendor', 'operator'] as const;
export type A11yRole = (typeof A11Y_ROLES)[number];

export const A11Y_ROLE_LABELS: Record<A11yRole, string> = {
  anonymous: '未ログイン',
  trial: 'トライアル',
  municipal: '自治体職員',
  vendor: '掲載企業',
  operator: '運営者',
};

export interface RecordedViolation {
  rule: string;
  impact: string;
  /** axe's Japanese summary of the rule. */
  help: string;
  /** The reviewed exception's reason; a violation without one fails the run. */
  exception?: string;
}

export interface RouteResult {
  id: string;
  path: string;
  title: string;
  /** For each role that opens the route: the violations found (empty: none). */
  roles: Partial<Record<A11yRole, RecordedViolation[]>>;
}

export interface ResultsTable {
  /** The day the table was written (JST), YYYY-MM-DD. */
  testedOn: string;
  axeCore: string;
  browser: string;
  tags: string[];
  routes: RouteResult[];
}
