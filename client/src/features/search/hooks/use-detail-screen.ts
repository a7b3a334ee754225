/**
 * What a detail screen needs from the search side: the route-change rule applied on arrival,
 * the breadcrumbs (the section, then the record's title), and the failure handling of
 * docs/specification.md §8.
 */
import type { Section } from '@portal/shared';
import { useShownCriteria } from '../store/search-store';
import { searchBreadcrumbs } from '../utils/breadcrumbs';
import { detailErrorResponse, detailRefusal, logDetailError } from '../utils/detail-failure';
import { useRouteArrival } from './use-route-arrival';

export function useDetailScreen(section: Section, title: string | undefined, error: unknown) {
  useRouteArrival();
  const criteria = useShownCriteria(section);
  if (error) {
    logDetailError(error);
    const refusal = detailRefusal(error);
    // Anything but a refusal of the caller reaches the error page.
    if (!refusal) throw detailErrorResponse(error);
    return { breadcrumbs: searchBreadcrumbs(section, criteria, title ?? '閲覧できません'), refusal };
  }
  return { breadcrumbs: searchBreadcrumbs(section, criteria, title ?? '読み込み中…'), refusal: null };
}
