/**
 * `updatedSince` for incremental pulls: the published grants or cases changed (their updated_at)
 * at or after a moment, in the fetch-all's order (newest id first) and paging (`after`: the last
 * id of the previous page). A record withdrawn since is simply absent: the daily open data files
 * list what is published.
 */
import type { DataSource } from 'typeorm';
import { invalidInput } from '../../lib/app-error';
import type { CaseSummary } from '../case/case.types';
import type { GrantService } from '../grant/grant.service';
import type { GrantSummary } from '../grant/grant.types';
import { LIST_PAGE_MAX } from '../search/search.types';
import type { PortalSearch } from '../sections';

export const UPDATED_SINCE_MESSAGE =
  '更新日時（updatedSince）は ISO 8601 の日時で指定してください（例：2026-12-01T00:00:00+09:00）';

export class UpdatedRecords {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: PortalSearch,
    private readonly grantService: GrantService,
  ) {}

  private async ids(table: 'grants' | 'cases', since: Date, limit: number, after: string | null): Promise<number[]> {
    if (Number.isNaN(since.getTime())) throw invalidInput({ updatedSince: UPDATED_SINCE_MESSAGE });
    if (!Number.isInteger(limit) || limit < 1 || limit > LIST_PAGE_MAX) {
      throw invalidInput({ limit: `件数（limit）は 1〜${LIST_PAGE_MAX} で指定してください` });
    }
    const afterId = after === null ? null : Number(after);
    if (afterId !== null && !Number.isSafeInteger(afterId)) {
      throw invalidInput({ after: '続きの起点（after）は項目のIDで指定してください' });
    }
    const query = this.dataSource
      .createQueryBuilder()
      .select('t.id', 'id')
      .from(table, 't')
      .where("t.status = 'published' AND t.updated_at >= :since", { since })
      .orderBy('t.id', 'DESC')
      .limit(limit);
    if (afterId !== null) query.andWhere('t.id < :afterId', { afterId });
    const rows = await query.getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  async grants(since: Date, limit: number, after: string | null): Promise<GrantSummary[]> {
    return this.grantService.summaries(await this.ids('grants', since, limit, after));
  }

  async cases(since: Date, limit: number, after: string | null): Promise<CaseSummary[]> {
    return this.search.summaries('cases', await this.ids('cases', since, limit, after));
  }
}
