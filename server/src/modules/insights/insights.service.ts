/**
 * Listing insights (docs/insights.md): what municipal staff did with a company's listings, per
 * day and by region, size band and kind of municipality, never by named municipality or user, a
 * cell of fewer than five municipalities shown as 「5未満」; and how fast the company opens and
 * answers requests against the portal's norm. A vendor reads its own company's listings only
 * (another listing is not found); the operator reads any listing, all of them, and the platform's
 * totals.
 */
import { japanDate, japanDayStart } from '@portal/shared';
import type { DataSource } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput } from '../../lib/app-error';
import type { ExportTable } from '../../lib/table-export';
import { callerCompany } from '../company-team/company-members';
import { Solution } from '../solution/solution.entity';
import { isInsightEvent, REPORTED_EVENTS } from './insight-events';
import type { InsightRecorder } from './insight-recorder';
import { bySegment, cellsOf, eventLabel, type InsightRow, median } from './insight-cells';
import type { InsightCell, InsightResponseTimes, ListingInsights } from './insights.types';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DAYS = 366;
const DEFAULT_DAYS = 30;
const REPORT_MAX = 100;
const LISTING_NOT_FOUND = 'ソリューションが見つかりません。';

/** Who was served a listing: a key's caller carries its key. */
type ServedCaller = Pick<Caller, 'role' | 'profile'> & { apiKeyId?: number };

export interface InsightQuery {
  from?: string | null;
  to?: string | null;
  listingId?: string | null;
}

function dayOf(raw: string | null | undefined, fallback: string, field: string): string {
  if (!raw) return fallback;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(japanDayStart(raw).getTime())) {
    throw invalidInput({ [field]: '日付は YYYY-MM-DD の形式で入力してください' });
  }
  return raw;
}

export class InsightsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly recorder: InsightRecorder,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** What a browser reports (impressions, detail views, basket, compare): counted for municipal staff only. */
  report(caller: Caller, event: string, rawIds: readonly string[]): boolean {
    if (!isInsightEvent(event) || !REPORTED_EVENTS.includes(event)) {
      throw invalidInput({ event: `event は ${REPORTED_EVENTS.join('・')} のいずれかで指定してください` });
    }
    if (rawIds.length > REPORT_MAX) throw invalidInput({ listingIds: `一度に送れるのは${REPORT_MAX}件までです` });
    const ids = rawIds.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
    this.recorder.record(caller, event, ids, true);
    return true;
  }

  /**
   * Listings the server answered to the caller: a search's are impressions, a detail's a view.
   * Counted for municipal staff (the recorder decides), never for a key's internal tools.
   */
  served(caller: ServedCaller, event: 'impression' | 'view', ids: readonly number[]): void {
    if (caller.apiKeyId === undefined) this.recorder.record(caller, event, ids, true);
  }

  async insights(caller: Caller, query: InsightQuery): Promise<ListingInsights> {
    const { from, to } = this.range(query);
    const listings = await this.scope(caller, query.listingId ?? null);
    const ids = listings.map((l) => l.id);
    const rows = ids.length ? await this.rows(from, to, ids) : [];
    return {
      from,
      to,
      listings: listings.map((l) => ({ id: String(l.id), title: l.title || '（タイトル未入力）' })),
      totals: cellsOf(rows, bySegment.total),
      daily: cellsOf(rows, bySegment.day),
      byRegion: cellsOf(rows, bySegment.region),
      bySize: cellsOf(rows, bySegment.size),
      byKind: cellsOf(rows, bySegment.kind),
      responseTimes: await this.responseTimes(from, to, ids),
      platformTotals: caller.role === 'operator' ? cellsOf(await this.rows(from, to, null), bySegment.total) : null,
    };
  }

  /** The same figures as a table for CSV or .xlsx: one row per cell, 「5未満」 as shown. */
  async exportTable(caller: Caller, query: InsightQuery): Promise<{ table: ExportTable; fileBaseName: string }> {
    const insights = await this.insights(caller, query);
    const group = (name: string, cells: InsightCell[]) =>
      cells.map((cell) => [name, cell.label, eventLabel(cell.event), cell.display]);
    const rows = [
      ...group('期間の合計', insights.totals),
      ...group('日ごと', insights.daily),
      ...group('地方', insights.byRegion),
      ...group('人口規模', insights.bySize),
      ...group('団体の種別', insights.byKind),
      ...group('ポータル全体', insights.platformTotals ?? []),
    ];
    return {
      table: { sheetName: '掲載の反響', columns: ['集計', '区分', '指標', '件数'], rows },
      fileBaseName: `掲載の反響_${insights.from.replaceAll('-', '')}-${insights.to.replaceAll('-', '')}`,
    };
  }

  private range(query: InsightQuery): { from: string; to: string } {
    const today = japanDate(this.now());
    const to = dayOf(query.to, today, 'to');
    const from = dayOf(
      query.from,
      japanDate(new Date(japanDayStart(to).getTime() - (DEFAULT_DAYS - 1) * DAY_MS)),
      'from',
    );
    const days = (japanDayStart(to).getTime() - japanDayStart(from).getTime()) / DAY_MS + 1;
    if (days < 1) throw invalidInput({ from: '開始日は終了日より前の日付にしてください' });
    if (days > MAX_DAYS) throw invalidInput({ from: `期間は${MAX_DAYS}日以内で指定してください` });
    return { from, to };
  }

  private async scope(caller: Caller, listingId: string | null): Promise<Pick<Solution, 'id' | 'title'>[]> {
    const repository = this.dataSource.getRepository(Solution);
    const select = { id: true, title: true } as const;
    if (listingId != null && !/^\d{1,9}$/.test(listingId)) throw appError('NOT_FOUND', LISTING_NOT_FOUND);
    if (caller.role === 'operator') {
      if (listingId == null) return repository.find({ select, where: { status: 'published' }, order: { id: 'ASC' } });
      const one = await repository.findOne({ select, where: { id: Number(listingId) } });
      if (!one) throw appError('NOT_FOUND', LISTING_NOT_FOUND);
      return [one];
    }
    const companyId = callerCompany(caller);
    const own = await repository.find({ select, where: { companyId }, order: { id: 'ASC' } });
    if (listingId == null) return own;
    const one = own.filter((listing) => listing.id === Number(listingId));
    if (one.length === 0) throw appError('NOT_FOUND', LISTING_NOT_FOUND);
    return one;
  }

  private async rows(from: string, to: string, listingIds: number[] | null): Promise<InsightRow[]> {
    const builder = this.dataSource
      .createQueryBuilder()
      .select('li.day', 'day')
      .addSelect('li.event', 'event')
      .addSelect('li.municipality_code', 'code')
      .addSelect('li.count', 'count')
      .addSelect('m.prefecture_id', 'prefectureId')
      .addSelect('m.kind', 'kind')
      .addSelect('m.population', 'population')
      .from('listing_insights', 'li')
      .leftJoin('municipalities', 'm', 'm.code = li.municipality_code')
      .where('li.day >= :from AND li.day <= :to', { from, to });
    if (listingIds) builder.andWhere('li.listing_id IN (:...listingIds)', { listingIds });
    const raw = await builder.getRawMany<Record<string, unknown>>();
    return raw.map((row) => ({
      day: String(row.day),
      event: String(row.event),
      code: String(row.code),
      count: Number(row.count),
      prefectureId: row.prefectureId == null ? null : String(row.prefectureId),
      kind: row.kind == null ? null : String(row.kind),
      population: row.population == null ? null : Number(row.population),
    }));
  }

  /** Median hours from a request to its first opening and to 回答済, for the listings and for everyone. */
  private async responseTimes(from: string, to: string, listingIds: number[]): Promise<InsightResponseTimes> {
    const start = japanDayStart(from);
    const end = new Date(japanDayStart(to).getTime() + DAY_MS);
    const raw = await this.dataSource
      .createQueryBuilder()
      .select('i.solution_id', 'solutionId')
      .addSelect('i.opened_at', 'openedAt')
      .addSelect('i.status', 'status')
      .addSelect('i.status_changed_at', 'changedAt')
      .addSelect('r.created_at', 'createdAt')
      .from('document_request_items', 'i')
      .innerJoin('document_requests', 'r', 'r.id = i.request_id')
      .where('r.created_at >= :start AND r.created_at < :end', { start, end })
      .getRawMany<Record<string, unknown>>();
    const hours = (later: unknown, earlier: unknown) =>
      (new Date(String(later)).getTime() - new Date(String(earlier)).getTime()) / 3_600_000;
    const asDate = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
    const items = raw.map((row) => ({
      own: listingIds.includes(Number(row.solutionId)),
      open: row.openedAt ? hours(asDate(row.openedAt), asDate(row.createdAt)) : null,
      answer: row.status === 'answered' && row.changedAt ? hours(asDate(row.changedAt), asDate(row.createdAt)) : null,
    }));
    const pick = (list: typeof items, key: 'open' | 'answer') =>
      list.flatMap((item) => (item[key] == null ? [] : [Math.max(0, item[key])]));
    const own = items.filter((item) => item.own);
    return {
      requests: own.length,
      firstOpenHours: median(pick(own, 'open')),
      answerHours: median(pick(own, 'answer')),
      platformFirstOpenHours: median(pick(items, 'open')),
      platformAnswerHours: median(pick(items, 'answer')),
    };
  }
}
