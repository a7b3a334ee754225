/**
 * Saved searches: a user's named searches, stored as the results page's query string, read with
 * the same rules and the same defaults as that page (shared search-params, `appliedCriteria`: the
 * grants list's 受付状況 when the query names none). The list shows each one's current count and
 * how many records appeared or changed since the user last opened it, matched in the text the
 * user may read (auth/text-access.ts); alerts (alert.service.ts) mail the same "new" on the
 * schedule the user picked when saving.
 */
import {
  LIMIT_MESSAGES,
  SAME_SIZE_MESSAGES,
  SAVED_SEARCH_LIMIT,
  SECTION_DEFAULTS,
  appliedCriteria,
  compactCriteria,
  isAlertFrequency,
  isRecordId,
  isSection,
  validateKeptName,
  type AlertFrequency,
  type Section,
} from '@portal/shared';
import type { DataSource } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { type TextAccess, textAccessOf } from '../../auth/text-access';
import { holdLimit } from '../../db/limit-lock';
import { appError, invalidInput } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { signedInUid } from '../bookmark/bookmark.service';
import type { SearchInput } from '../search/search.types';
import type { PortalSearch } from '../sections';
import { changedSince } from './recent-records';
import { nextAlertAt } from './alert-schedule';
import { SavedSearch } from './saved-search.entity';
import type { SavedSearchInput, SavedSearchView } from './saved-search.types';

export const QUERY_MAX_LENGTH = 2000;
const NOT_FOUND = '保存した検索条件が見つかりません。';

/**
 * The criteria the results page searches with for the query (unknown filters dropped, the
 * page's defaults where the query leaves them out), without the page.
 */
export function savedCriteria(section: Section, query: string): SearchInput {
  // compactCriteria copies every list: the readonly arrays of SearchCriteria are fresh ones here.
  return compactCriteria(appliedCriteria(section, new URLSearchParams(query.replace(/^\?/, '')))) as SearchInput;
}

/**
 * The query as saved: as given, with each list the page applies by default and the query leaves
 * out written in (the grants list's 受付状況), so the saved search records the criteria the page
 * searched with, and opening it shows the same list even if the page's defaults change.
 */
export function savedQuery(section: Section, query: string): string {
  const given = query.replace(/^\?/, '').trim();
  const params = new URLSearchParams(given);
  const added = Object.entries(SECTION_DEFAULTS[section])
    .filter(([key, value]) => Array.isArray(value) && !params.has(key))
    .flatMap(([key, value]) => (value as readonly string[]).map((item) => `${key}=${encodeURIComponent(item)}`));
  return [given, ...added].filter(Boolean).join('&');
}

export class SavedSearchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: PortalSearch,
  ) {}

  /**
   * Which of `ids` (records published or changed since an alert) match the criteria: how many,
   * and the newest first page of them. One search of the read model, whatever their number; the
   * keyword's check is prepared in slices, so searches are answered between them.
   */
  async matchingAmong(
    section: Section,
    criteria: SearchInput,
    ids: number[],
    access: TextAccess,
  ): Promise<{ total: number; newest: number[] }> {
    if (ids.length === 0) return { total: 0, newest: [] };
    await this.search.prepare(section, criteria, access);
    const result = await this.search.search(
      section,
      { ...criteria, ids: ids.map(String), sort: 'newest', page: 1 },
      null,
      access,
    );
    return { total: result.totalCount, newest: result.items.map((item) => Number(item.id)) };
  }

  private async view(row: SavedSearch, caller: Caller): Promise<SavedSearchView> {
    const criteria = savedCriteria(row.section, row.query);
    const access = textAccessOf(caller.role);
    const ids = await changedSince(this.dataSource, row.section, row.lastViewedAt);
    await this.search.prepare(row.section, criteria, access);
    const newCount = ids.length
      ? (await this.search.search(row.section, { ...criteria, ids: ids.map(String) }, null, access)).totalCount
      : 0;
    const { totalCount } = await this.search.search(row.section, criteria, null, access);
    return {
      id: row.id,
      section: row.section,
      name: row.name,
      query: row.query,
      alert: row.alert,
      count: totalCount,
      newCount,
      lastViewedAt: row.lastViewedAt,
      createdAt: row.createdAt,
    };
  }

  async list(caller: Caller): Promise<SavedSearchView[]> {
    const rows = await this.dataSource
      .getRepository(SavedSearch)
      .find({ where: { userUid: signedInUid(caller) }, order: { createdAt: 'DESC', id: 'DESC' } });
    return Promise.all(rows.map((row) => this.view(row, caller)));
  }

  private async own(caller: Caller, rawId: string): Promise<SavedSearch> {
    if (!isRecordId(rawId)) throw invalidInput({ id: 'IDの指定が正しくありません' });
    const row = await this.dataSource
      .getRepository(SavedSearch)
      .findOneBy({ id: Number(rawId), userUid: signedInUid(caller) });
    if (!row) throw appError('NOT_FOUND', NOT_FOUND);
    return row;
  }

  async save(caller: Caller, input: SavedSearchInput): Promise<SavedSearchView> {
    const uid = signedInUid(caller);
    const errors: Record<string, string> = {};
    if (!isSection(input.section)) errors.section = '区分は solutions・grants・cases のいずれかで指定してください';
    const nameError = validateKeptName(input.name, '名前');
    if (nameError) errors.name = nameError;
    if (!isAlertFrequency(input.alert)) errors.alert = '新着メールの送信方法を選んでください';
    const given = (input.query ?? '').replace(/^\?/, '').trim();
    const query = isSection(input.section) ? savedQuery(input.section, given) : given;
    if (query.length > QUERY_MAX_LENGTH) errors.query = '検索条件が長すぎるため保存できません';
    // Counts and alerts run without the owner's municipality at hand (not yet threaded through).
    if (isSection(input.section) && savedCriteria(input.section, query).sameSize) {
      errors.query = SAME_SIZE_MESSAGES.notSaved;
    }
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    // A criterion the search refuses (a keyword over the limit) is refused here, not at every count.
    await this.search.prepare(input.section, savedCriteria(input.section, query));
    await this.search.search(input.section, savedCriteria(input.section, query));
    const now = new Date();
    const id = await this.dataSource.transaction(async (manager) => {
      await holdLimit(manager, `user:${uid}`);
      const repository = manager.getRepository(SavedSearch);
      if ((await repository.countBy({ userUid: uid })) >= SAVED_SEARCH_LIMIT) {
        throw appError('CONFLICT', LIMIT_MESSAGES.savedSearches);
      }
      const saved = await repository.save(
        repository.create({
          userUid: uid,
          section: input.section,
          name: input.name.trim(),
          query,
          alert: input.alert,
          lastViewedAt: now,
          alertSince: now,
          nextAlertAt: nextAlertAt(input.alert, now),
        }),
      );
      await recordAudit(manager, {
        actorUid: uid,
        action: 'saved-search.saved',
        entityType: 'saved_search',
        entityId: saved.id,
        data: { section: input.section, alert: input.alert },
      });
      return saved.id;
    });
    return this.view(await this.own(caller, String(id)), caller);
  }

  /** Opening a saved search: what it shows now is no longer new. */
  async markViewed(caller: Caller, rawId: string): Promise<SavedSearchView> {
    const row = await this.own(caller, rawId);
    row.lastViewedAt = new Date();
    await this.dataSource.getRepository(SavedSearch).update({ id: row.id }, { lastViewedAt: row.lastViewedAt });
    return this.view(row, caller);
  }

  async setAlert(
    caller: Caller,
    rawId: string,
    alert: AlertFrequency,
    actor = signedInUid(caller),
  ): Promise<SavedSearchView> {
    if (!isAlertFrequency(alert)) throw invalidInput({ alert: '新着メールの送信方法を選んでください' });
    const row = await this.own(caller, rawId);
    await this.dataSource.transaction(async (manager) => {
      const now = new Date();
      // Turning alerts on starts from now: what appeared while they were off is not mailed late.
      const since = row.alert === 'off' && alert !== 'off' ? now : row.alertSince;
      await manager
        .getRepository(SavedSearch)
        .update({ id: row.id }, { alert, alertSince: since, nextAlertAt: nextAlertAt(alert, now) });
      await recordAudit(manager, {
        actorUid: actor,
        action: 'saved-search.alert-changed',
        entityType: 'saved_search',
        entityId: row.id,
        data: { before: row.alert, alert },
      });
    });
    return this.view(await this.own(caller, rawId), caller);
  }

  async remove(caller: Caller, rawId: string): Promise<boolean> {
    const row = await this.own(caller, rawId);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(SavedSearch).delete({ id: row.id });
      await recordAudit(manager, {
        actorUid: row.userUid,
        action: 'saved-search.deleted',
        entityType: 'saved_search',
        entityId: row.id,
      });
    });
    return true;
  }
}
