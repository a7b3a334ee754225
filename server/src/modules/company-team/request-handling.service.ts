/**
 * Received requests worked as a team: any user of the receiving company assigns a request to a
 * colleague (or to nobody) and writes notes on it. Assignments and notes are read only through
 * the company's own users (never a field of the request the requester reads); a request of
 * another company is not found. Audited in the transaction.
 */
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { DocumentRequest } from '../document-request/document-request.entity';
import { UserProfile } from '../profile/profile.entity';
import { callerCompany, companyMemberOf, memberName } from './company-members';
import type { ReceivedRequestHandling } from './company-team.types';
import { DocumentRequestNote } from './request-note.entity';

const NOTE_MAX = 2000;
const REQUEST_NOT_FOUND = '資料請求が見つかりません。';

export class RequestHandlingService {
  constructor(private readonly dataSource: DataSource) {}

  /** Assignments and notes of the company's received requests (those with either). */
  async list(caller: Caller): Promise<ReceivedRequestHandling[]> {
    const companyId = callerCompany(caller);
    const manager = this.dataSource.manager;
    const requests = await manager
      .getRepository(DocumentRequest)
      .createQueryBuilder('r')
      .select(['r.id', 'r.uid', 'r.assignedUid'])
      .where('r.company_id = :companyId', { companyId })
      .andWhere(
        '(r.assigned_uid IS NOT NULL OR EXISTS (SELECT 1 FROM document_request_notes n WHERE n.request_id = r.id))',
      )
      .orderBy('r.id', 'DESC')
      .take(500)
      .getMany();
    return this.views(manager, companyId, requests);
  }

  async assign(caller: Caller, uid: string, assigneeUid: string | null): Promise<ReceivedRequestHandling> {
    const companyId = callerCompany(caller);
    return this.dataSource.transaction(async (manager) => {
      await companyMemberOf(manager, companyId, caller.viewer!.uid);
      const request = await this.requestOf(manager, companyId, uid);
      if (assigneeUid) await companyMemberOf(manager, companyId, assigneeUid);
      request.assignedUid = assigneeUid || null;
      await manager.getRepository(DocumentRequest).update({ id: request.id }, { assignedUid: request.assignedUid });
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'document-request.assigned',
        entityType: 'document_request',
        entityId: request.id,
        data: { companyId, assigneeUid: request.assignedUid },
      });
      return (await this.views(manager, companyId, [request]))[0]!;
    });
  }

  async addNote(caller: Caller, uid: string, rawBody: string): Promise<ReceivedRequestHandling> {
    const companyId = callerCompany(caller);
    const body = rawBody.trim();
    if (!body) throw invalidInput({ body: 'メモを入力してください' });
    if (body.length > NOTE_MAX) throw invalidInput({ body: `メモは${NOTE_MAX}文字以内で入力してください` });
    return this.dataSource.transaction(async (manager) => {
      await companyMemberOf(manager, companyId, caller.viewer!.uid);
      const request = await this.requestOf(manager, companyId, uid);
      const note = await manager
        .getRepository(DocumentRequestNote)
        .save({ requestId: request.id, companyId, authorUid: caller.viewer!.uid, body });
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'document-request.note-added',
        entityType: 'document_request',
        entityId: request.id,
        data: { companyId, noteId: note.id },
      });
      return (await this.views(manager, companyId, [request]))[0]!;
    });
  }

  private async requestOf(manager: EntityManager, companyId: number, uid: string): Promise<DocumentRequest> {
    const request = uid
      ? await manager.getRepository(DocumentRequest).findOneBy({ uid: String(uid), companyId })
      : null;
    if (!request) throw appError('NOT_FOUND', REQUEST_NOT_FOUND);
    return request;
  }

  private async views(
    manager: EntityManager,
    companyId: number,
    requests: Pick<DocumentRequest, 'id' | 'uid' | 'assignedUid'>[],
  ): Promise<ReceivedRequestHandling[]> {
    if (requests.length === 0) return [];
    const notes = await manager.getRepository(DocumentRequestNote).find({
      where: { requestId: In(requests.map((r) => r.id)), companyId },
      order: { id: 'ASC' },
    });
    const uids = [...new Set([...notes.map((n) => n.authorUid), ...requests.flatMap((r) => r.assignedUid ?? [])])];
    const people = uids.length ? await manager.getRepository(UserProfile).findBy({ uid: In(uids) }) : [];
    const names = new Map(people.map((p) => [p.uid, memberName(p)]));
    return requests.map((request) => ({
      uid: request.uid,
      assigneeUid: request.assignedUid,
      assigneeName: request.assignedUid ? (names.get(request.assignedUid) ?? '（退出したユーザー）') : null,
      notes: notes
        .filter((note) => note.requestId === request.id)
        .map((note) => ({
          id: String(note.id),
          body: note.body,
          authorName: names.get(note.authorUid) ?? '（退出したユーザー）',
          createdAt: note.createdAt,
        })),
    }));
  }
}
