/**
 * What a user chooses about notification mails: what they follow, how often each kind of mail
 * goes, where it goes (a second address verified by a code; addresses a mail server refused), and
 * the stop links of the mails. Mails themselves are made by notification-delivery.ts.
 */
import {
  ALWAYS_SENT_MAILS,
  DELIVERY_ADDRESS_MESSAGES,
  FREQUENCY_LABELS,
  isFollowTopic,
  isNotificationFrequency,
  isNotificationKind,
  isRecordId,
  NOTIFICATION_KIND_ROWS,
  NOTIFICATION_KINDS,
  type FollowTopic,
  type Section,
} from '@portal/shared';
import { type DataSource, In } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { DETAIL_READERS } from '../../auth/text-access';
import { appError, invalidInput } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { MailPause } from '../../mail/mail-pause.entity';
import { recordAudit } from '../audit/audit.service';
import { signedInUid } from '../bookmark/bookmark.service';
import { isPublished, summariesOf } from '../bookmark/kept-records';
import { membershipFor } from '../municipality/municipal-membership';
import { UserProfile } from '../profile/profile.entity';
import type { PortalSearch } from '../sections';
import { Shortlist } from '../shortlist/shortlist.entity';
import { DeliveryAddress } from './delivery-address.entity';
import { registerDeliveryAddress, verifyDeliveryAddress } from './delivery-addresses';
import { pauseKey } from './delivery-targets';
import { Follow } from './follow.entity';
import type { NotificationSettings } from './notification.types';
import { type NotificationStopOutcome, useNotificationStopLink } from './notification-stop-links';
import { frequenciesOf, frequencyOf, setFrequency } from './preferences';

const NOT_FOUND = 'フォローできる掲載が見つかりません。';
const FOLLOW_LIMIT = 500;

function topicOf(raw: unknown): FollowTopic {
  if (!isFollowTopic(raw)) throw invalidInput({ topic: 'フォローする対象の指定が正しくありません' });
  return raw;
}

function idOf(raw: unknown): number {
  if (typeof raw !== 'string' || !isRecordId(raw)) throw invalidInput({ topicId: 'IDの指定が正しくありません' });
  return Number(raw);
}

export class NotificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: PortalSearch,
    private readonly settings: { publicUrl: string },
    private readonly mailStored: () => void,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The caller's uid and account address (from the token when no profile is stored). */
  private async accountOf(caller: Caller): Promise<{ uid: string; email: string }> {
    const uid = signedInUid(caller);
    const profile = await this.dataSource
      .getRepository(UserProfile)
      .findOne({ select: { uid: true, email: true }, where: { uid } });
    const email = profile?.email || caller.viewer?.email || '';
    return { uid, email };
  }

  /** Refuses a topic the caller may not read, as its detail screen would (an unknown id's answer). */
  private async checkReadable(caller: Caller, topic: FollowTopic, id: number): Promise<void> {
    if (topic === 'shortlists') {
      if (caller.role !== 'municipal') throw appError('FORBIDDEN', '共有リストは自治体職員の方だけが利用できます。');
      const membership = await membershipFor(this.dataSource.manager, caller.profile);
      const found =
        membership.code !== null &&
        (await this.dataSource.getRepository(Shortlist).existsBy({ id, municipalityCode: membership.code }));
      if (!found) throw appError('NOT_FOUND', '共有リストが見つかりません。');
      return;
    }
    if (topic === 'solutions' && !(DETAIL_READERS as readonly string[]).includes(caller.role)) {
      throw appError('FORBIDDEN', 'ソリューションをフォローできるのは、詳細を見られる自治体職員の方です。');
    }
    if (!(await isPublished(this.search, topic as Section, id))) throw appError('NOT_FOUND', NOT_FOUND);
  }

  async follow(caller: Caller, rawTopic: unknown, rawId: unknown): Promise<{ following: boolean; message: string }> {
    const uid = signedInUid(caller);
    const topic = topicOf(rawTopic);
    const topicId = idOf(rawId);
    await this.checkReadable(caller, topic, topicId);
    const repository = this.dataSource.getRepository(Follow);
    if ((await repository.countBy({ userUid: uid })) >= FOLLOW_LIMIT) {
      throw appError(
        'CONFLICT',
        `フォローは1人${FOLLOW_LIMIT}件までです。不要なフォローを外してから追加してください。`,
      );
    }
    try {
      await this.dataSource.transaction(async (manager) => {
        const saved = await manager.getRepository(Follow).save({ userUid: uid, topic, topicId });
        await recordAudit(manager, {
          actorUid: uid,
          action: 'follow.added',
          entityType: 'follow',
          entityId: saved.id,
          data: { topic, topicId },
        });
      });
    } catch (error) {
      // A double click: the second finds the row there, which is what it wanted.
      if (!isUniqueViolation(error)) throw error;
    }
    const kind = topic === 'shortlists' ? 'shortlist' : 'record';
    const frequency = await frequencyOf(this.dataSource.manager, uid, kind);
    const what = topic === 'shortlists' ? 'このリストが変更されると' : '締切や金額などが変わると';
    const message =
      frequency === 'never'
        ? `フォローしました。ただし「${NOTIFICATION_KIND_ROWS[kind].label}」のメールは「受け取らない」になっているため、メールは届きません（「メールの設定」で変えられます）。`
        : `フォローしました。${what}、メールでお知らせします（${FREQUENCY_LABELS[frequency]}。「メールの設定」で変えられます）。`;
    return { following: true, message };
  }

  async unfollow(caller: Caller, rawTopic: unknown, rawId: unknown): Promise<boolean> {
    const uid = signedInUid(caller);
    const topic = topicOf(rawTopic);
    const topicId = idOf(rawId);
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.getRepository(Follow).findOneBy({ userUid: uid, topic, topicId });
      if (!row) return false;
      await manager.getRepository(Follow).delete({ id: row.id });
      await recordAudit(manager, { actorUid: uid, action: 'follow.removed', entityType: 'follow', entityId: row.id });
      return true;
    });
  }

  async followedIds(caller: Caller, rawTopic: unknown): Promise<string[]> {
    const uid = signedInUid(caller);
    const rows = await this.dataSource
      .getRepository(Follow)
      .find({ select: { topicId: true }, where: { userUid: uid, topic: topicOf(rawTopic) } });
    return rows.map((row) => String(row.topicId));
  }

  async settingsOf(caller: Caller): Promise<NotificationSettings> {
    const profile = await this.accountOf(caller);
    const manager = this.dataSource.manager;
    const frequencies = await frequenciesOf(manager, profile.uid);
    const follows = await manager
      .getRepository(Follow)
      .find({ where: { userUid: profile.uid }, order: { id: 'DESC' } });
    const titles = new Map<string, string>();
    for (const section of ['grants', 'solutions', 'cases'] as const) {
      const ids = follows.filter((f) => f.topic === section).map((f) => f.topicId);
      if (ids.length === 0) continue;
      for (const [id, summary] of await summariesOf(this.search, section, ids))
        titles.set(`${section}:${id}`, summary.title);
    }
    const listIds = follows.filter((f) => f.topic === 'shortlists').map((f) => f.topicId);
    if (listIds.length > 0) {
      for (const list of await manager.getRepository(Shortlist).findBy({ id: In(listIds) })) {
        titles.set(`shortlists:${list.id}`, list.name);
      }
    }
    const second = await manager.getRepository(DeliveryAddress).findOneBy({ userUid: profile.uid });
    const addresses = [
      ...(profile.email ? [{ address: profile.email, role: 'primary', verified: true }] : []),
      ...(second ? [{ address: second.address, role: 'second', verified: second.verifiedAt !== null }] : []),
    ];
    const pauses = await manager
      .getRepository(MailPause)
      .find({ where: addresses.map((a) => ({ address: pauseKey(a.address) })) });
    const pauseOf = new Map(pauses.map((p) => [p.address, p]));
    return {
      kinds: NOTIFICATION_KINDS.map((kind) => ({
        kind,
        label: NOTIFICATION_KIND_ROWS[kind].label,
        description: NOTIFICATION_KIND_ROWS[kind].description,
        frequency: frequencies[kind],
        frequencies: [...NOTIFICATION_KIND_ROWS[kind].frequencies],
      })),
      alwaysSent: [...ALWAYS_SENT_MAILS],
      follows: follows.map((f) => {
        const title = titles.get(`${f.topic}:${f.topicId}`);
        return {
          topic: f.topic,
          topicId: String(f.topicId),
          title: title ?? '（掲載が終了しました）',
          available: title !== undefined,
        };
      }),
      addresses: addresses.map((a) => {
        const pause = pauseOf.get(pauseKey(a.address));
        return { ...a, pausedAt: pause?.pausedAt ?? null, pauseReason: pause?.reason ?? null };
      }),
    };
  }

  async setFrequency(caller: Caller, kind: unknown, frequency: unknown): Promise<NotificationSettings> {
    const uid = signedInUid(caller);
    if (!isNotificationKind(kind)) throw invalidInput({ kind: 'メールの種類の指定が正しくありません' });
    if (!isNotificationFrequency(frequency) || !NOTIFICATION_KIND_ROWS[kind].frequencies.includes(frequency)) {
      throw invalidInput({ frequency: 'この種類のメールでは選べない頻度です' });
    }
    await this.dataSource.transaction(async (manager) => {
      await setFrequency(manager, uid, kind, frequency);
      await recordAudit(manager, {
        actorUid: uid,
        action: 'notification.frequency-set',
        entityType: 'user',
        entityId: uid,
        data: { kind, frequency },
      });
    });
    return this.settingsOf(caller);
  }

  async addDeliveryAddress(caller: Caller, address: string): Promise<NotificationSettings> {
    const profile = await this.accountOf(caller);
    await caller.rateLimit('deliveryAddress');
    await this.dataSource.transaction((manager) =>
      registerDeliveryAddress(manager, profile, address, this.settings.publicUrl, this.clock()),
    );
    this.mailStored();
    return this.settingsOf(caller);
  }

  async verifyDeliveryAddress(caller: Caller, code: string): Promise<NotificationSettings> {
    const uid = signedInUid(caller);
    await caller.rateLimit('deliveryAddress');
    const refusal = await this.dataSource.transaction((manager) =>
      verifyDeliveryAddress(manager, uid, code, this.clock()),
    );
    if (refusal === DELIVERY_ADDRESS_MESSAGES.none) throw appError('NOT_FOUND', refusal);
    if (refusal) throw invalidInput({ code: refusal });
    return this.settingsOf(caller);
  }

  async removeDeliveryAddress(caller: Caller): Promise<NotificationSettings> {
    const uid = signedInUid(caller);
    await this.dataSource.transaction(async (manager) => {
      const removed = await manager.getRepository(DeliveryAddress).delete({ userUid: uid });
      if (removed.affected) {
        await recordAudit(manager, {
          actorUid: uid,
          action: 'delivery-address.removed',
          entityType: 'user',
          entityId: uid,
        });
      }
    });
    return this.settingsOf(caller);
  }

  /** Resumes one of the caller's own addresses that a mail server had refused. */
  async resumeAddress(caller: Caller, address: string): Promise<NotificationSettings> {
    const settings = await this.settingsOf(caller);
    const own = settings.addresses.find((a) => pauseKey(a.address) === pauseKey(address));
    if (!own) throw appError('NOT_FOUND', 'このアドレスはあなたの配信先ではありません。');
    await this.dataSource.transaction(async (manager) => {
      const resumed = await manager.getRepository(MailPause).delete({ address: pauseKey(address) });
      if (resumed.affected) {
        await recordAudit(manager, {
          actorUid: signedInUid(caller),
          action: 'delivery-address.resumed',
          entityType: 'user',
          entityId: signedInUid(caller),
          data: { role: own.role },
        });
      }
    });
    return this.settingsOf(caller);
  }

  stop(token: string, signedInUid: string | null): Promise<NotificationStopOutcome> {
    return useNotificationStopLink(this.dataSource, token, signedInUid, this.clock());
  }
}
