/**
 * Turns events into mails, safely with any number of app processes and across crashes:
 *
 * - dispatch: each event is taken by one transaction that first marks it dispatched with a
 *   conditional UPDATE (a second process blocks on that row, then finds it taken and stops), then
 *   writes one item per follower (unique on event and user) and, for those who chose 「すぐに」,
 *   their mail. Everything commits together, or nothing does and the next pass retries.
 * - digest: for each user and kind with items due, one transaction marks the items mailed with a
 *   conditional UPDATE that must change every one of them, and stores the one mail. A run stopped
 *   mid-way has committed whole users only; a restart finds the rest still pending.
 */
import type { FollowTopic, NotificationFrequency, NotificationKind } from '@portal/shared';
import { type DataSource, type EntityManager, In, IsNull, LessThanOrEqual } from 'typeorm';
import { storedTextAccess } from '../../auth/text-access';
import { enqueueMail } from '../../mail/outbox';
import { nextAlertAt } from '../saved-search/alert-schedule';
import { membershipFor } from '../municipality/municipal-membership';
import { UserProfile } from '../profile/profile.entity';
import { Shortlist } from '../shortlist/shortlist.entity';
import { deliveryTargets } from './delivery-targets';
import { Follow } from './follow.entity';
import { NotificationEvent } from './notification-event.entity';
import { NotificationItem } from './notification-item.entity';
import { type MailEntry, notificationSubject, notificationText } from './notification-mail';
import { saveNotificationStopLink } from './notification-stop-links';
import { frequencyOf } from './preferences';
import { topicFacts } from './topic-facts';

const BATCH = 50;

class Taken extends Error {}

export interface DeliverySettings {
  publicUrl: string;
}

export interface DigestOptions {
  now?: Date;
  /** Every pending item is due (`npm run notifications -- --now`). */
  force?: boolean;
  /** Called after each user's digest committed (tests stop a run there). */
  afterEach?: () => void;
}

function digestDue(frequency: NotificationFrequency, now: Date): Date {
  return nextAlertAt(frequency === 'weekly' ? 'weekly' : 'daily', now)!;
}

export class NotificationDelivery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: DeliverySettings,
    private readonly mailStored: () => void,
  ) {}

  /** Fans out the events not dispatched yet; returns how many mails were stored. */
  async dispatch(now = new Date()): Promise<number> {
    let mails = 0;
    for (;;) {
      const events = await this.dataSource.getRepository(NotificationEvent).find({
        where: { dispatchedAt: IsNull() },
        order: { id: 'ASC' },
        take: BATCH,
      });
      for (const event of events) {
        // SQLite answers synchronously: yield so requests are served between events.
        await new Promise((resolve) => setImmediate(resolve));
        mails += await this.dispatchOne(event, now);
      }
      if (events.length < BATCH) break;
    }
    if (mails > 0) this.mailStored();
    return mails;
  }

  private async dispatchOne(event: NotificationEvent, now: Date): Promise<number> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const taken = await manager
          .createQueryBuilder()
          .update(NotificationEvent)
          .set({ dispatchedAt: now })
          .where('id = :id AND dispatched_at IS NULL', { id: event.id })
          .execute();
        if (taken.affected !== 1) throw new Taken();
        const follows = await manager.getRepository(Follow).findBy({ topic: event.topic, topicId: event.topicId });
        let mails = 0;
        for (const follow of follows) {
          if (follow.userUid === event.actorUid) continue;
          const profile = await manager.getRepository(UserProfile).findOneBy({ uid: follow.userUid });
          if (!profile || !(await this.mayRead(manager, profile, event.topic, event.topicId))) continue;
          const frequency = await frequencyOf(manager, profile.uid, event.kind);
          if (frequency === 'never') continue;
          const immediate = frequency === 'immediate';
          await manager.getRepository(NotificationItem).insert({
            eventId: event.id,
            userUid: profile.uid,
            kind: event.kind,
            frequency,
            status: immediate ? 'mailed' : 'pending',
            dueAt: immediate ? now : digestDue(frequency, now),
            mailedAt: immediate ? now : null,
          });
          if (immediate) mails += await this.mail(manager, profile, event.kind, null, [event], now);
        }
        return mails;
      });
    } catch (error) {
      if (error instanceof Taken) return 0;
      throw error;
    }
  }

  /** Whether the follower may still read the topic: rights lost since following end its mails. */
  private async mayRead(
    manager: EntityManager,
    profile: UserProfile,
    topic: FollowTopic,
    id: number,
  ): Promise<boolean> {
    if (profile.withdrawnAt) return false;
    if (topic === 'solutions') return storedTextAccess(profile) === 'detail';
    if (topic === 'shortlists') {
      const membership = await membershipFor(manager, profile);
      return (
        membership.code !== null &&
        (await manager.getRepository(Shortlist).existsBy({ id, municipalityCode: membership.code }))
      );
    }
    return true;
  }

  /** Stores one mail (and its copy to a verified second address) for these events. */
  private async mail(
    manager: EntityManager,
    profile: UserProfile,
    kind: NotificationKind,
    digest: 'daily' | 'weekly' | null,
    events: NotificationEvent[],
    now: Date,
  ): Promise<number> {
    const targets = await deliveryTargets(manager, profile);
    if (targets.length === 0 || events.length === 0) return 0;
    const token = await saveNotificationStopLink(manager, profile.uid, kind, now);
    const facts = await topicFacts(manager, this.settings.publicUrl, events, now);
    const entries: MailEntry[] = events.map((event) => ({
      topic: event.topic,
      title: event.title,
      lines: event.lines,
      actorName: event.actorName,
      at: event.createdAt ?? now,
      current: facts.get(`${event.topic}:${event.topicId}`),
    }));
    const content = {
      recipientName: `${profile.lastName} ${profile.firstName}`.trim(),
      kind,
      digest,
      entries,
      stopUrl: `${this.settings.publicUrl}/mypage/notifications/stop?token=${token}`,
      settingsUrl: `${this.settings.publicUrl}/mypage/notifications`,
    };
    const oneClick = `${this.settings.publicUrl}/api/notifications/stop?token=${token}`;
    for (const to of targets) {
      await enqueueMail(manager, {
        kind: digest ? `notification.${kind}.digest` : `notification.${kind}`,
        to,
        subject: notificationSubject(content),
        text: notificationText(content),
        ref: { type: 'notification', id: profile.uid },
        headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    }
    return targets.length;
  }

  /** Stores the digests due: one mail per user and kind; returns how many mails were stored. */
  async digest({ now = new Date(), force = false, afterEach }: DigestOptions = {}): Promise<number> {
    const due = (await this.dataSource
      .getRepository(NotificationItem)
      .createQueryBuilder('item')
      .select('item.user_uid', 'uid')
      .addSelect('item.kind', 'kind')
      .where("item.status = 'pending'")
      .andWhere(force ? '1 = 1' : 'item.due_at <= :now', { now })
      .groupBy('item.user_uid')
      .addGroupBy('item.kind')
      .orderBy('item.user_uid')
      .getRawMany()) as { uid: string; kind: NotificationKind }[];
    let mails = 0;
    for (const { uid, kind } of due) {
      await new Promise((resolve) => setImmediate(resolve));
      mails += await this.digestOne(uid, kind, now, force);
      afterEach?.();
    }
    if (mails > 0) this.mailStored();
    return mails;
  }

  private async digestOne(uid: string, kind: NotificationKind, now: Date, force: boolean): Promise<number> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const items = await manager.getRepository(NotificationItem).find({
          where: { userUid: uid, kind, status: 'pending', ...(force ? {} : { dueAt: LessThanOrEqual(now) }) },
          order: { eventId: 'ASC' },
        });
        if (items.length === 0) return 0;
        const marked = await manager
          .createQueryBuilder()
          .update(NotificationItem)
          .set({ status: 'mailed', mailedAt: now })
          .where('id IN (:...ids) AND status = :pending', { ids: items.map((i) => i.id), pending: 'pending' })
          .execute();
        if (marked.affected !== items.length) throw new Taken();
        const profile = await manager.getRepository(UserProfile).findOneBy({ uid });
        if (!profile) return 0;
        const events = await manager
          .getRepository(NotificationEvent)
          .find({ where: { id: In(items.map((i) => i.eventId)) }, order: { id: 'ASC' } });
        const span = items.some((i) => i.frequency === 'weekly') ? 'weekly' : 'daily';
        return this.mail(manager, profile, kind, span, events, now);
      });
    } catch (error) {
      if (error instanceof Taken) return 0;
      throw error;
    }
  }
}
