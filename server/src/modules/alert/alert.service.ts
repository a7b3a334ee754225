/**
 * Alerts: a run finds the users with a saved search due (per its frequency) or a bookmarked grant
 * to remind of, and stores one mail per user in the outbox. Safe with several processes: a user
 * is claimed (alert_claims, a token and a lease) before anything is read, and the mail, the
 * advanced watermarks and the release commit in one transaction that fails when the claim was
 * lost meanwhile, so a crash or a slow process never sends twice (the next run redoes the user).
 */
import { randomBytes } from 'node:crypto';
import { applicationStateOf, grantStatusText, type Section } from '@portal/shared';
import { type DataSource, type EntityManager, In, LessThanOrEqual, Not } from 'typeorm';
import { enqueueMail } from '../../mail/outbox';
import { Bookmark } from '../bookmark/bookmark.entity';
import { summariesOf } from '../bookmark/kept-records';
import { Grant } from '../grant/grant.entity';
import { UserProfile } from '../profile/profile.entity';
import { nextAlertAt } from '../saved-search/alert-schedule';
import { SavedSearch } from '../saved-search/saved-search.entity';
import { savedCriteria, type SavedSearchService } from '../saved-search/saved-search.service';
import type { PortalSearch } from '../sections';
import { alertSubject, alertText, type AlertRecord, type GrantNotice, type SearchBlock } from './alert-mail';
import { AlertClaim } from './alert-claim.entity';
import { ChangedRecords } from './changed-records';
import { forgetOldStopLinks, saveStopLink, type StopLinkOutcome, useStopLink } from './alert-stop-links';
import { newStopToken } from './alert-token';
import { formatJapaneseDate, tokyoDay } from './dates';
import { type BookmarkedGrant, decideGrant } from './grant-notices';
import { storedTextAccess } from '../../auth/text-access';
import { deliveryTargets } from '../notification/delivery-targets';
import { Follow } from '../notification/follow.entity';
import { saveNotificationStopLink } from '../notification/notification-stop-links';
import { frequencyOf } from '../notification/preferences';

export interface AlertSettings {
  publicUrl: string;
  /** How long a claim holds before another process may take the user over. */
  leaseSeconds?: number;
}

export interface AlertRunResult {
  users: number;
  mails: number;
}

/** Records listed per search in a mail; the rest are counted with a link to the list. */
const RECORDS_PER_SEARCH = 10;
const LIST_PATH: Record<Section, string> = { solutions: '/solutions/list', grants: '/grants', cases: '/cases' };
const DETAIL_PATH: Record<Section, string> = {
  solutions: '/solutions/shows/',
  grants: '/grants/shows/',
  cases: '/cases/shows/',
};

class LostClaim extends Error {}

export class AlertService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: PortalSearch,
    private readonly savedSearches: SavedSearchService,
    private readonly settings: AlertSettings,
    private readonly mailStored: () => void,
  ) {}

  /** The stop page under one search of a mail (it asks before stopping). */
  private stopUrl(token: string, searchId: number): string {
    return `${this.settings.publicUrl}/mypage/alerts/stop?token=${token}&search=${searchId}`;
  }

  /** The RFC 8058 one-click address (POST): every search of the mail. */
  private oneClickUrl(token: string): string {
    return `${this.settings.publicUrl}/api/alerts/stop?token=${token}`;
  }

  /** `force`: every search with alerts on is due now (the `npm run alerts -- --now` script). */
  async run({ now = new Date(), force = false }: { now?: Date; force?: boolean } = {}): Promise<AlertRunResult> {
    await forgetOldStopLinks(this.dataSource, now);
    const users = await this.candidates(now, force);
    const changed = new ChangedRecords(this.dataSource);
    let mails = 0;
    for (const uid of users) {
      // SQLite answers synchronously, so without this the whole run would be one task and no
      // search would be answered until it ended; one user's work is a few milliseconds.
      await new Promise((resolve) => setImmediate(resolve));
      const token = await this.claim(uid);
      if (!token) continue;
      try {
        if (await this.processUser(uid, token, now, force, changed)) mails++;
      } catch (error) {
        await this.release(uid, token);
        if (!(error instanceof LostClaim)) throw error;
      }
    }
    if (mails > 0) this.mailStored();
    return { users: users.length, mails };
  }

  /**
   * When the longest-waiting due saved-search alert fell due (null: none is due). Read from the
   * database, so every process reports the same value whichever of them runs the alerts.
   */
  async oldestDueAt(now = new Date()): Promise<Date | null> {
    const oldest = await this.dataSource.getRepository(SavedSearch).findOne({
      select: { id: true, nextAlertAt: true },
      where: { alert: Not('off'), nextAlertAt: LessThanOrEqual(now) },
      order: { nextAlertAt: 'ASC' },
    });
    return oldest?.nextAlertAt ?? null;
  }

  private async candidates(now: Date, force: boolean): Promise<string[]> {
    const due = await this.dataSource.getRepository(SavedSearch).find({
      select: { userUid: true },
      where: { alert: Not('off'), ...(force ? {} : { nextAlertAt: LessThanOrEqual(now) }) },
    });
    const today = tokyoDay(now);
    const weekAhead = tokyoDay(new Date(now.getTime() + 8 * 86_400_000));
    // Grants ending within the week, or changed since the bookmark last looked at them.
    const grants = (await this.dataSource
      .createQueryBuilder()
      .select('b.user_uid', 'uid')
      .from('bookmarks', 'b')
      .innerJoin('grants', 'g', 'g.id = b.record_id')
      .where("b.section = 'grants'")
      .andWhere(
        '((g.application_end >= :today AND g.application_end <= :weekAhead) OR g.updated_at > b.updated_at OR b.seen_state IS NULL)',
        { today, weekAhead },
      )
      .getRawMany()) as { uid: string }[];
    return [...new Set([...due.map((row) => row.userUid), ...grants.map((row) => row.uid)])];
  }

  private async claim(uid: string): Promise<string | null> {
    const token = randomBytes(12).toString('hex');
    // Leases run on the clock, whatever moment the run reports on.
    const until = new Date(Date.now() + (this.settings.leaseSeconds ?? 300) * 1000);
    const repository = this.dataSource.getRepository(AlertClaim);
    await repository
      .createQueryBuilder()
      .insert()
      .values({ userUid: uid, claimedUntil: null, claimToken: null, lastRunAt: null })
      .orIgnore()
      .execute();
    const result = await repository
      .createQueryBuilder()
      .update()
      .set({ claimedUntil: until, claimToken: token })
      .where('user_uid = :uid', { uid })
      .andWhere('(claimed_until IS NULL OR claimed_until < :now)', { now: new Date() })
      .execute();
    return result.affected === 1 ? token : null;
  }

  private async release(uid: string, token: string): Promise<void> {
    await this.dataSource
      .getRepository(AlertClaim)
      .update({ userUid: uid, claimToken: token }, { claimedUntil: null, claimToken: null });
  }

  private async processUser(
    uid: string,
    token: string,
    now: Date,
    force: boolean,
    changed: ChangedRecords,
  ): Promise<boolean> {
    const profile = await this.dataSource.getRepository(UserProfile).findOneBy({ uid });
    const searches = await this.dataSource.getRepository(SavedSearch).find({
      where: { userUid: uid, alert: Not('off'), ...(force ? {} : { nextAlertAt: LessThanOrEqual(now) }) },
      order: { id: 'ASC' },
    });
    const blocks: SearchBlock[] = [];
    const mailed: number[] = [];
    // One opaque token per mail, stored with the searches it was about (alert-stop-links.ts).
    const stopToken = newStopToken();
    const access = storedTextAccess(profile);
    for (const saved of searches) {
      const found = await changed.matches(saved.section, saved.query, saved.alertSince, access, (ids) =>
        this.savedSearches.matchingAmong(saved.section, savedCriteria(saved.section, saved.query), ids, access),
      );
      if (found.total === 0) continue;
      mailed.push(saved.id);
      blocks.push({
        name: saved.name,
        section: saved.section,
        total: found.total,
        records: await this.records(saved.section, found.newest.slice(0, RECORDS_PER_SEARCH), now),
        listUrl: `${this.settings.publicUrl}${LIST_PATH[saved.section]}${saved.query ? `?${saved.query}` : ''}`,
        stopUrl: this.stopUrl(stopToken, saved.id),
      });
    }
    const today = tokyoDay(now);
    const grants = await this.bookmarkedGrants(uid);
    const decisions = grants.map((grant) => ({ grant, decision: decideGrant(grant, today) }));
    // The settings page's 「お気に入りの補助金の締切」; a followed grant's changes come in its own mail.
    const grantMails = (await frequencyOf(this.dataSource.manager, uid, 'grant-deadline')) !== 'never';
    const followed = new Set(
      (await this.dataSource.getRepository(Follow).findBy({ userUid: uid, topic: 'grants' })).map((f) => f.topicId),
    );
    const notices: GrantNotice[] = decisions.flatMap(({ grant, decision }) =>
      grantMails && decision.notice && !(decision.notice.kind === 'changed' && followed.has(grant.recordId))
        ? [
            {
              ...decision.notice,
              title: grant.title,
              url: `${this.settings.publicUrl}${DETAIL_PATH.grants}${grant.recordId}`,
            },
          ]
        : [],
    );
    const send = Boolean(profile?.email) && (blocks.length > 0 || notices.length > 0);
    let stored = false;
    await this.dataSource.transaction(async (manager) => {
      // A withdrawn member's profile keeps no address; paused addresses and an unverified second one get nothing.
      const targets = send && profile ? await deliveryTargets(manager, profile) : [];
      stored = targets.length > 0;
      if (targets.length > 0) {
        if (mailed.length > 0) await saveStopLink(manager, { token: stopToken, uid, searchIds: mailed, now });
        const grantStop =
          notices.length > 0 ? await saveNotificationStopLink(manager, uid, 'grant-deadline', now) : null;
        // The one-click header stops the mail's searches; a mail of reminders alone, the reminders.
        const oneClick =
          mailed.length > 0
            ? this.oneClickUrl(stopToken)
            : grantStop
              ? `${this.settings.publicUrl}/api/notifications/stop?token=${grantStop}`
              : null;
        const content = {
          recipientName: `${profile!.lastName} ${profile!.firstName}`.trim(),
          searches: blocks,
          grants: notices,
          settingsUrl: `${this.settings.publicUrl}/mypage/searches`,
          grantStopUrl: grantStop ? `${this.settings.publicUrl}/mypage/notifications/stop?token=${grantStop}` : null,
        };
        for (const to of targets) {
          await enqueueMail(manager, {
            kind: 'alert.digest',
            to,
            subject: alertSubject(content),
            text: alertText(content),
            ref: { type: 'alert', id: uid },
            headers: oneClick
              ? { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
              : null,
          });
        }
      }
      for (const saved of searches) {
        await manager
          .getRepository(SavedSearch)
          .update({ id: saved.id }, { alertSince: now, nextAlertAt: nextAlertAt(saved.alert, now) });
      }
      for (const { grant, decision } of decisions) {
        if (decision.reminded === grant.reminded && decision.seenState === grant.seenState) continue;
        await manager
          .getRepository(Bookmark)
          .update({ id: grant.bookmarkId }, { reminded: decision.reminded, seenState: decision.seenState });
      }
      await this.releaseIn(manager, uid, token, now);
    });
    return stored;
  }

  /** Inside the run's transaction: fails (rolling the mail back) when another process took over. */
  private async releaseIn(manager: EntityManager, uid: string, token: string, now: Date): Promise<void> {
    const result = await manager
      .getRepository(AlertClaim)
      .update({ userUid: uid, claimToken: token }, { claimedUntil: null, claimToken: null, lastRunAt: now });
    if (result.affected !== 1) throw new LostClaim();
  }

  private async bookmarkedGrants(uid: string): Promise<BookmarkedGrant[]> {
    const bookmarks = await this.dataSource.getRepository(Bookmark).findBy({ userUid: uid, section: 'grants' });
    if (bookmarks.length === 0) return [];
    const grants = await this.dataSource.getRepository(Grant).find({
      select: { id: true, title: true, applicationStart: true, applicationEnd: true, status: true },
      where: { id: In(bookmarks.map((b) => b.recordId)), status: 'published' },
    });
    const byId = new Map(grants.map((g) => [g.id, g]));
    return bookmarks.flatMap((b) => {
      const grant = byId.get(b.recordId);
      return grant
        ? [
            {
              bookmarkId: b.id,
              recordId: b.recordId,
              title: grant.title,
              applicationStart: grant.applicationStart,
              applicationEnd: grant.applicationEnd,
              reminded: b.reminded,
              seenState: b.seenState,
            },
          ]
        : [];
    });
  }

  /** Each record with what decides whether to open it. */
  private async records(section: Section, ids: number[], now: Date): Promise<AlertRecord[]> {
    const url = (id: number) => `${this.settings.publicUrl}${DETAIL_PATH[section]}${id}`;
    if (section === 'grants') {
      const grants = await this.dataSource.getRepository(Grant).findBy({ id: In(ids) });
      const byId = new Map(grants.map((g) => [g.id, g]));
      return ids.flatMap((id) => {
        const g = byId.get(id);
        if (!g) return [];
        const period =
          g.applicationStart || g.applicationEnd
            ? `${formatJapaneseDate(g.applicationStart) ?? '未定'} 〜 ${formatJapaneseDate(g.applicationEnd) ?? '未定'}`
            : '定めなし';
        return [
          {
            title: g.title,
            url: url(id),
            facts: [
              `実施機関: ${g.issuer}`,
              `公募状況: ${grantStatusLine(g.applicationStart, g.applicationEnd, now)}`,
              `公募期間: ${period}`,
              `上限額: ${g.amountText || '記載なし'}`,
              `補助率: ${g.subsidyRateText || '記載なし'}`,
            ],
          },
        ];
      });
    }
    const summaries = await summariesOf(this.search, section, ids);
    return ids.flatMap((id) => {
      const summary = summaries.get(id) as
        { title: string; companyName?: string; organizationName?: string; categories: { name: string }[] } | undefined;
      if (!summary) return [];
      const who =
        section === 'solutions' ? `提供: ${summary.companyName ?? ''}` : `自治体: ${summary.organizationName ?? ''}`;
      return [
        {
          title: summary.title,
          url: url(id),
          facts: [who, `カテゴリ: ${summary.categories.map((c) => c.name).join('、') || 'なし'}`],
        },
      ];
    });
  }

  /** A mail's stop link (web page or one-click POST), for one search or all: alert-stop-links.ts. */
  stop(token: string, searchId: number | null, signedInUid: string | null): Promise<StopLinkOutcome> {
    return useStopLink(this.dataSource, token, searchId, signedInUid);
  }
}

/** 公募状況 as every other screen shows it: the shared status of the grants work (grant-status.ts). */
export function grantStatusLine(start: string | null, end: string | null, now: Date): string {
  const { status, daysLeft } = applicationStateOf(start, end, now);
  return grantStatusText(status, daysLeft);
}
