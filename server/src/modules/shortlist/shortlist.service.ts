/**
 * 組織内共有リスト: lists a municipality's staff keep together. The municipality is the caller's
 * verified municipal standing plus their CONFIRMED municipality (a domain an operator bound, or
 * an operator's confirmation), never the typed 自治体名 alone; a list of another municipality answers NOT_FOUND, exactly as an unknown id, so a
 * refusal reveals nothing. Every change writes an audit event in its transaction.
 */
import {
  LIMIT_MESSAGES,
  SHORTLIST_ENTRY_LIMIT,
  SHORTLIST_LIMIT,
  isRecordId,
  isShortlistStatus,
  SECTION_LABELS,
  shortlistStatusLabel,
  validateKeptName,
  validateKeptNote,
  type Section,
  type ShortlistStatus,
} from '@portal/shared';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { holdLimit } from '../../db/limit-lock';
import { appError, invalidInput } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit/audit.service';
import { checkedRecord } from '../bookmark/bookmark.service';
import { type GrantStates, isPublished, keptRecord, summariesFor, summariesOf } from '../bookmark/kept-records';
import { recordEvent } from '../notification/notification-events';
import { type MembershipState, membershipFor } from '../municipality/municipal-membership';
import { UserProfile } from '../profile/profile.entity';
import type { PortalSearch } from '../sections';
import type { EventLine } from '../notification/notification-event.entity';
import { Shortlist, ShortlistEntry } from './shortlist.entity';
import type {
  ShortlistEntryInput,
  ShortlistEntryUpdateInput,
  ShortlistEntryView,
  ShortlistView,
} from './shortlist.types';

interface Member {
  uid: string;
  municipalityCode: string;
}

const NOT_FOUND = '共有リストが見つかりません。';

const UNCONFIRMED_MESSAGES: Record<MembershipState, string> = {
  confirmed: '',
  'domain-unbound':
    '所属自治体の確認が済んでいないため共有リストを利用できません。お使いのメールアドレスのドメインを運営者が確認すると、同じ自治体の職員とリストを共有できます。',
  'claim-mismatch':
    '会員情報の「自治体名」が、お使いのメールアドレスの自治体と一致しないため共有リストを利用できません。正式名称（例: 札幌市）に直すか、運営者の確認をお待ちください。',
  'not-municipal': '共有リストは自治体職員の方だけが利用できます。',
};

function staffLabel(profile: UserProfile | undefined): string {
  if (!profile) return '（退会した職員）';
  const name = `${profile.lastName} ${profile.firstName}`.trim();
  return profile.division ? `${name}（${profile.division}）` : name;
}

function idOf(value: unknown, field: string): number {
  if (typeof value !== 'string' || !isRecordId(value)) throw invalidInput({ [field]: 'IDの指定が正しくありません' });
  return Number(value);
}

export class ShortlistService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: PortalSearch,
    private readonly grantStates: GrantStates,
  ) {}

  /**
   * The caller as a member of their CONFIRMED municipality (municipal-membership.ts), or
   * FORBIDDEN saying what is missing. The typed 自治体名 alone never admits anyone.
   */
  private async member(caller: Caller): Promise<Member> {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    if (caller.role !== 'municipal') throw appError('FORBIDDEN', '共有リストは自治体職員の方だけが利用できます。');
    const membership = await membershipFor(this.dataSource.manager, caller.profile);
    if (!membership.code) throw appError('FORBIDDEN', UNCONFIRMED_MESSAGES[membership.state]);
    return { uid: caller.viewer.uid, municipalityCode: membership.code };
  }

  private async listOf(manager: EntityManager, member: Member, id: number): Promise<Shortlist> {
    const list = await manager.getRepository(Shortlist).findOneBy({ id, municipalityCode: member.municipalityCode });
    if (!list) throw appError('NOT_FOUND', NOT_FOUND);
    return list;
  }

  private async entryOf(manager: EntityManager, member: Member, entryId: number): Promise<ShortlistEntry> {
    const entry = await manager.getRepository(ShortlistEntry).findOneBy({ id: entryId });
    if (!entry) throw appError('NOT_FOUND', NOT_FOUND);
    await this.listOf(manager, member, entry.shortlistId);
    return entry;
  }

  async list(caller: Caller, id: string | null = null): Promise<ShortlistView[]> {
    const member = await this.member(caller);
    const lists = await this.dataSource.getRepository(Shortlist).find({
      where: { municipalityCode: member.municipalityCode, ...(id !== null ? { id: idOf(id, 'id') } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    if (id !== null && lists.length === 0) throw appError('NOT_FOUND', NOT_FOUND);
    const entries = lists.length
      ? await this.dataSource.getRepository(ShortlistEntry).find({
          where: { shortlistId: In(lists.map((l) => l.id)) },
          order: { createdAt: 'DESC', id: 'DESC' },
        })
      : [];
    const uids = new Set([
      ...lists.map((l) => l.createdByUid),
      ...entries.flatMap((e) => [e.addedByUid, e.updatedByUid]),
    ]);
    const profiles = uids.size ? await this.dataSource.getRepository(UserProfile).findBy({ uid: In([...uids]) }) : [];
    const byUid = new Map(profiles.map((p) => [p.uid, p]));
    const summaries = await summariesFor(this.search, this.grantStates, entries);
    return lists.map((list) => ({
      id: list.id,
      name: list.name,
      createdBy: staffLabel(byUid.get(list.createdByUid)),
      createdAt: list.createdAt,
      entries: entries
        .filter((e) => e.shortlistId === list.id)
        .map((e): ShortlistEntryView => ({
          ...keptRecord(e, summaries),
          id: e.id,
          status: e.status,
          note: e.note,
          addedBy: staffLabel(byUid.get(e.addedByUid)),
          addedAt: e.createdAt,
          updatedBy: staffLabel(byUid.get(e.updatedByUid)),
          updatedAt: e.updatedAt,
        })),
    }));
  }

  private async one(caller: Caller, id: number): Promise<ShortlistView> {
    return (await this.list(caller, String(id)))[0]!;
  }

  async create(caller: Caller, rawName: string): Promise<ShortlistView> {
    const member = await this.member(caller);
    const nameError = validateKeptName(rawName, 'リスト名');
    if (nameError) throw invalidInput({ name: nameError });
    const id = await this.dataSource.transaction(async (manager) => {
      await holdLimit(manager, `municipality:${member.municipalityCode}`);
      const repository = manager.getRepository(Shortlist);
      if ((await repository.countBy({ municipalityCode: member.municipalityCode })) >= SHORTLIST_LIMIT) {
        throw appError('CONFLICT', LIMIT_MESSAGES.shortlists);
      }
      const saved = await repository.save(
        repository.create({
          municipalityCode: member.municipalityCode,
          name: rawName.trim(),
          createdByUid: member.uid,
        }),
      );
      await recordAudit(manager, {
        actorUid: member.uid,
        action: 'shortlist.created',
        entityType: 'shortlist',
        entityId: saved.id,
        data: { name: saved.name, municipalityCode: member.municipalityCode },
      });
      return saved.id;
    });
    return this.one(caller, id);
  }

  async remove(caller: Caller, rawId: string): Promise<boolean> {
    const member = await this.member(caller);
    const id = idOf(rawId, 'id');
    await this.dataSource.transaction(async (manager) => {
      const list = await this.listOf(manager, member, id);
      await manager.getRepository(ShortlistEntry).delete({ shortlistId: id });
      await manager.getRepository(Shortlist).delete({ id });
      await recordAudit(manager, {
        actorUid: member.uid,
        action: 'shortlist.deleted',
        entityType: 'shortlist',
        entityId: id,
        data: { name: list.name },
      });
    });
    return true;
  }

  /** Tells the list's followers (notification-events.ts) who did what to which record, in the change's transaction. */
  private async announce(
    manager: EntityManager,
    caller: Caller,
    list: Shortlist,
    section: Section,
    recordId: number,
    lines: EventLine[],
  ): Promise<void> {
    const record = (await summariesOf(this.search, section, [recordId])).get(recordId);
    const what = `「${record?.title ?? `ID ${recordId}`}」（${SECTION_LABELS[section]}）`;
    const profile = caller.profile;
    await recordEvent(manager, {
      kind: 'shortlist',
      topic: 'shortlists',
      topicId: list.id,
      title: list.name,
      lines: lines.map(([label, before, after]) => [`${what} ${label}`, before, after]),
      actorName: profile ? `${profile.lastName} ${profile.firstName}`.trim() || '同じ自治体の職員' : '同じ自治体の職員',
      actorUid: caller.viewer?.uid ?? null,
    });
  }

  async addEntry(caller: Caller, input: ShortlistEntryInput): Promise<ShortlistView> {
    const member = await this.member(caller);
    const shortlistId = idOf(input.shortlistId, 'shortlistId');
    const { section, recordId } = checkedRecord(input.section, input.recordId);
    const status: ShortlistStatus = input.status ?? 'considering';
    if (!isShortlistStatus(status)) throw invalidInput({ status: '検討状況の指定が正しくありません' });
    const noteError = validateKeptNote(input.note ?? '');
    if (noteError) throw invalidInput({ note: noteError });
    try {
      await this.dataSource.transaction(async (manager) => {
        // The municipality's, not the list's: its code is the caller's, never a typed id.
        await holdLimit(manager, `municipality:${member.municipalityCode}`);
        const list = await this.listOf(manager, member, shortlistId);
        const repository = manager.getRepository(ShortlistEntry);
        if (await repository.existsBy({ shortlistId, section, recordId })) {
          throw appError('CONFLICT', 'この掲載はすでにリストに入っています。');
        }
        if (!(await isPublished(this.search, section, recordId))) {
          throw appError('NOT_FOUND', 'リストに追加できる掲載が見つかりません。');
        }
        if ((await repository.countBy({ shortlistId })) >= SHORTLIST_ENTRY_LIMIT) {
          throw appError('CONFLICT', LIMIT_MESSAGES.shortlistEntries);
        }
        const saved = await repository.save(
          repository.create({
            shortlistId,
            section,
            recordId,
            status,
            note: (input.note ?? '').trim(),
            addedByUid: member.uid,
            updatedByUid: member.uid,
          }),
        );
        await recordAudit(manager, {
          actorUid: member.uid,
          action: 'shortlist.entry-added',
          entityType: 'shortlist',
          entityId: shortlistId,
          data: { entryId: saved.id, section, recordId, status },
        });
        await this.announce(manager, caller, list, section, recordId, [
          ['追加', null, `検討状況「${shortlistStatusLabel(status)}」で追加しました`],
        ]);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw appError('CONFLICT', 'この掲載はすでにリストに入っています。');
      throw error;
    }
    return this.one(caller, shortlistId);
  }

  async updateEntry(caller: Caller, input: ShortlistEntryUpdateInput): Promise<ShortlistView> {
    const member = await this.member(caller);
    const entryId = idOf(input.entryId, 'entryId');
    if (input.status != null && !isShortlistStatus(input.status)) {
      throw invalidInput({ status: '検討状況の指定が正しくありません' });
    }
    const noteError = input.note == null ? undefined : validateKeptNote(input.note);
    if (noteError) throw invalidInput({ note: noteError });
    const shortlistId = await this.dataSource.transaction(async (manager) => {
      const entry = await this.entryOf(manager, member, entryId);
      const before = { status: entry.status, note: entry.note };
      if (input.status != null) entry.status = input.status;
      if (input.note != null) entry.note = input.note.trim();
      if (entry.status === before.status && entry.note === before.note) return entry.shortlistId;
      entry.updatedByUid = member.uid;
      await manager.getRepository(ShortlistEntry).save(entry);
      await recordAudit(manager, {
        actorUid: member.uid,
        action: 'shortlist.entry-updated',
        entityType: 'shortlist',
        entityId: entry.shortlistId,
        data: {
          entryId,
          ...(before.status !== entry.status ? { statusBefore: before.status, status: entry.status } : {}),
          noteChanged: before.note !== entry.note,
        },
      });
      const list = await this.listOf(manager, member, entry.shortlistId);
      await this.announce(manager, caller, list, entry.section, entry.recordId, [
        ...(before.status !== entry.status
          ? [['検討状況', shortlistStatusLabel(before.status), shortlistStatusLabel(entry.status)] as EventLine]
          : []),
        ...(before.note !== entry.note ? [['メモ', null, 'メモを書き換えました'] as EventLine] : []),
      ]);
      return entry.shortlistId;
    });
    return this.one(caller, shortlistId);
  }

  async removeEntry(caller: Caller, rawEntryId: string): Promise<ShortlistView> {
    const member = await this.member(caller);
    const entryId = idOf(rawEntryId, 'entryId');
    const shortlistId = await this.dataSource.transaction(async (manager) => {
      const entry = await this.entryOf(manager, member, entryId);
      await manager.getRepository(ShortlistEntry).delete({ id: entryId });
      await recordAudit(manager, {
        actorUid: member.uid,
        action: 'shortlist.entry-removed',
        entityType: 'shortlist',
        entityId: entry.shortlistId,
        data: { entryId, section: entry.section, recordId: entry.recordId },
      });
      const list = await this.listOf(manager, member, entry.shortlistId);
      await this.announce(manager, caller, list, entry.section, entry.recordId, [
        ['削除', null, 'リストから外しました'],
      ]);
      return entry.shortlistId;
    });
    return this.one(caller, shortlistId);
  }
}
