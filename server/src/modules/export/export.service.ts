/**
 * Exports for 庁内報告 and 決裁 (docs/api.md, "Exports"): each reads through the service that
 * answers the same list on screen, with that list's own access rule, and returns a table and a
 * Japanese file name. Search results come straight from the read model in one pass, up to
 * EXPORT_ROWS_MAX rows in the search's own order.
 */
import { SECTION_LABELS, type Section } from '@portal/shared';
import type { Caller } from '../../auth/caller';
import type { TextAccess } from '../../auth/text-access';
import { appError, invalidInput } from '../../lib/app-error';
import type { ExportTable } from '../../lib/table-export';
import type { CompanyService } from '../company/company.service';
import type { DocumentRequestService } from '../document-request/document-request.service';
import type { GrantService } from '../grant/grant.service';
import type { StoredGrantSummary } from '../grant/grant.types';
import type { SearchInput } from '../search/search.types';
import type { PortalSearch } from '../sections';
import type { ShortlistService } from '../shortlist/shortlist.service';
import {
  fileDate,
  receivedRequestsTable,
  type SectionItem,
  requestHistoryTable,
  searchTable,
  shortlistTable,
} from './export-tables';

export const EXPORT_ROWS_MAX = 1000;
export const EXPORT_LIMIT_MESSAGE = `件数（limit）は 1〜${EXPORT_ROWS_MAX} の整数で指定してください`;

export interface ExportFile {
  table: ExportTable;
  fileBaseName: string;
}

/** The rows asked for: 1–1 000, all of them (up to 1 000) when not given. */
export function exportLimitOf(raw: unknown): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return EXPORT_ROWS_MAX;
  const limit = Number(value);
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || limit < 1 || limit > EXPORT_ROWS_MAX) {
    throw invalidInput({ limit: EXPORT_LIMIT_MESSAGE });
  }
  return limit;
}

export class ExportService {
  constructor(
    private readonly search: PortalSearch,
    private readonly grants: GrantService,
    private readonly shortlists: ShortlistService,
    private readonly requests: DocumentRequestService,
    private readonly companies: CompanyService,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * A search's first `limit` results, matched in the text the caller may read (`access`). The
   * caller's right to the search is checked by the edge (the search field's own @Access rule);
   * criteria are checked here by the search itself.
   */
  async searchResults(
    section: Section,
    criteria: SearchInput,
    limit: number,
    access: TextAccess = 'list',
  ): Promise<ExportFile> {
    await this.search.prepare(section, criteria, access);
    const { items } = await this.search.searchRows(section, criteria, limit, access);
    const rows: SectionItem[] =
      section === 'grants' ? this.grants.withStates(items as StoredGrantSummary[]) : (items as SectionItem[]);
    return {
      table: searchTable(section, rows, this.publicUrl),
      fileBaseName: `${SECTION_LABELS[section]}の検索結果_${fileDate(this.now())}`,
    };
  }

  /** A shortlist of the caller's municipality (the shortlist's own rule: another one is NOT_FOUND). */
  async shortlist(caller: Caller, id: string): Promise<ExportFile> {
    const [list] = await this.shortlists.list(caller, id);
    return {
      table: shortlistTable(list!, this.publicUrl),
      fileBaseName: `共有リスト_${list!.name}_${fileDate(this.now())}`,
    };
  }

  /** The caller's own request history, newest first (what /request/list shows). */
  async requestHistory(caller: Caller): Promise<ExportFile> {
    const requests = await this.requests.mine(caller);
    return { table: requestHistoryTable(requests), fileBaseName: `資料請求の履歴_${fileDate(this.now())}` };
  }

  /** The requests the vendor's own company received (what /vendor lists). */
  async receivedRequests(caller: Caller): Promise<ExportFile> {
    // As the received list's own field answers a visitor (its @Access), before the company check.
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    const requests = await this.companies.receivedRequests(caller);
    return { table: receivedRequestsTable(requests), fileBaseName: `受け付けた資料請求_${fileDate(this.now())}` };
  }
}
