/**
 * The breadcrumb trail of a search screen (docs/specification.md §2 and §4): when searching, the
 * section with a link, then the record's title or 「検索結果：{keyword}」/「検索結果」; when not
 * searching, the section alone without a link. Absent criteria count as searching, which is the
 * state a detail screen is reached in.
 */
import { SECTION_LABELS, isSearching, resultLabel, type SearchCriteria, type Section } from '@portal/shared';
import type { BreadcrumbItem } from '@/components/breadcrumbs/breadcrumbs';
import { href } from '@/config/routes';

export const SECTION_HOME: Record<Section, string> = {
  solutions: href('solutions.main'),
  grants: href('grants.list'),
  cases: href('cases.list'),
};

export function searchBreadcrumbs(
  section: Section,
  criteria: SearchCriteria | null,
  current?: string,
): BreadcrumbItem[] {
  const label = SECTION_LABELS[section];
  if (!isSearching(criteria)) return [{ label }];
  return [{ label, to: SECTION_HOME[section] }, { label: current ?? resultLabel(criteria?.keyword) }];
}
