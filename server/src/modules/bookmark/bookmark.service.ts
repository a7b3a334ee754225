/**
 * Bookmarks (お気に入り): a user's own records, stored on the server so they follow the user to
 * any browser. Only published records can be added; one that is later unpublished stays listed
 * as no longer available, so a user's note is never lost silently.
 */
import { BOOKMARK_LIMIT, LIMIT_MESSAGES, isRecordId, isSection, validateKeptNote, type Section } from '@portal/shared';
import type { DataSource } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { holdLimit } from '../../db/limit-lock';
import { appError, invalidInput } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit/audit.service';
import type { PortalSearch } from '../sections';
import { Bookmark } from './bookmark.entity';
import type { BookmarkInput, BookmarkView } from './bookmark.types';
import { type GrantStates, isPublished, keptRecord, summariesFor } from './kept-records';

export function signedInUid(caller: Caller): string {
  if (!caller.viewer) throw appError('UNAUTHENTICATED');
  return caller.viewer.uid;
}

export function checkedRecord(section: unknown, recordId: unknown): { section: Section; recordId: number } {
  if (!isSection(section))
    throw invalidInput({ section: '区分は solutions・grants・cases のいずれかで指定してください' });
  if (typeof recordId !== 'string' || !isRecordId(recordId))
    throw invalidInput({ recordId: 'IDの指定が正しくありません' });
  return { section, recordId: Number(recordId) };
}

export class BookmarkService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: PortalSearch,
    private readonly grantStates: GrantStates,
  ) {}

  async list(caller: Caller, section: Section | null): Promise<BookmarkView[]> {
    const rows = await this.dataSource.getRepository(Bookmark).find({
      where: { userUid: signedInUid(caller), ...(section ? { section } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const summaries = await summariesFor(this.search, this.grantStates, rows);
    return rows.map((row) => ({ ...keptRecord(row, summaries), id: row.id, note: row.note, createdAt: row.createdAt }));
  }

  /** The record ids of a section the user bookmarked: what the result lists' toggles show. */
  async ids(caller: Caller, section: Section): Promise<string[]> {
    const rows = await this.dataSource
      .getRepository(Bookmark)
      .find({ select: { recordId: true }, where: { userUid: signedInUid(caller), section } });
    return rows.map((row) => String(row.recordId));
  }

  async add(caller: Caller, input: BookmarkInput): Promise<BookmarkView> {
    const uid = signedInUid(caller);
    const { section, recordId } = checkedRecord(input.section, input.recordId);
    const noteError = input.note == null ? undefined : validateKeptNote(input.note);
    if (noteError) throw invalidInput({ note: noteError });
    const note = input.note?.trim();
    try {
      await this.dataSource.transaction(async (manager) => {
        // First, so that the count below sees every bookmark added before it (db/limit-lock.ts).
        await holdLimit(manager, `user:${uid}`);
        const repository = manager.getRepository(Bookmark);
        const existing = await repository.findOneBy({ userUid: uid, section, recordId });
        if (existing) {
          if (note === undefined || note === existing.note) return;
          existing.note = note;
          await repository.save(existing);
          await recordAudit(manager, {
            actorUid: uid,
            action: 'bookmark.noted',
            entityType: 'bookmark',
            entityId: existing.id,
          });
          return;
        }
        if (!(await isPublished(this.search, section, recordId))) {
          throw appError('NOT_FOUND', 'お気に入りに追加できる掲載が見つかりません。');
        }
        if ((await repository.countBy({ userUid: uid })) >= BOOKMARK_LIMIT) {
          throw appError('CONFLICT', LIMIT_MESSAGES.bookmarks);
        }
        const saved = await repository.save(repository.create({ userUid: uid, section, recordId, note: note ?? '' }));
        await recordAudit(manager, {
          actorUid: uid,
          action: 'bookmark.added',
          entityType: 'bookmark',
          entityId: saved.id,
          data: { section, recordId },
        });
      });
    } catch (error) {
      // A double click sends two adds at once: the second finds the unique row taken, which is what it wanted.
      if (!isUniqueViolation(error)) throw error;
    }
    const [view] = (await this.list(caller, section)).filter((b) => b.recordId === recordId);
    return view!;
  }

  /** Removing a bookmark that is not there answers false: the toggle's wish already holds. */
  async remove(caller: Caller, sectionValue: unknown, recordIdValue: unknown): Promise<boolean> {
    const uid = signedInUid(caller);
    const { section, recordId } = checkedRecord(sectionValue, recordIdValue);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Bookmark);
      const existing = await repository.findOneBy({ userUid: uid, section, recordId });
      if (!existing) return false;
      await repository.delete({ id: existing.id });
      await recordAudit(manager, {
        actorUid: uid,
        action: 'bookmark.removed',
        entityType: 'bookmark',
        entityId: existing.id,
        data: { section, recordId },
      });
      return true;
    });
  }
}
