/**
 * Saving the current results (the criteria in the address, up to 1 000 rows) as CSV or Excel:
 * the server runs the same search under the same access rule (GET /api/service/{section}/export).
 */
import { SECTION_LABELS, type SearchCriteria, type Section } from '@portal/shared';
import { ExportButtons } from '@/components/export/export-buttons';
import { paramsFromCriteria } from '../utils/search-params';

export function SearchExport({ section, criteria }: { section: Section; criteria: SearchCriteria }) {
  return (
    <ExportButtons
      path={`/api/service/${section}/export`}
      query={paramsFromCriteria(criteria).toString()}
      label={`${SECTION_LABELS[section]}の検索結果を保存（最大1,000件）`}
    />
  );
}
