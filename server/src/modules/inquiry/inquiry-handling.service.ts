/**
 * Operators handle inquiries in the console: list them by status (未対応・対応中・完了) and text,
 * move their status, and reply. A reply is mailed through the outbox and moves an open inquiry to
 * 対応中; each change writes an audit event (with the reply's text, the "why") in its transaction.
 */
import { nowSeconds } from '@portal/shared';
import type { DataSource } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput } from '../../lib/app-error';
import { enqueueMail } from '../../mail/outbox';
import { recordAudit } from '../audit/audit.service';
import { Inquiry, type InquiryStatus } from './inquiry.entity';
import { inquiryReplyMail } from './inquiry.mails';
import type { InquiryPage, InquiryView } from './inquiry.types';

export const INQUIRY_STATUSES: readonly InquiryStatus[] = ['open', 'in_progress', 'done'];

function statusOf(value: string, field = 'status'): InquiryStatus {
  if (!(INQUIRY_STATUSES as readonly string[]).includes(value)) {
    throw invalidInput({ [field]: '対応状況は 未対応・対応中・完了 のいずれかを指定してください' });
  }
  return value as InquiryStatus;
}

function actorOf(caller: Caller): string {
  if (caller.role !== 'operator' || !caller.viewer) throw appError('FORBIDDEN');
  return caller.viewer.uid;
}

function viewOf(inquiry: Inquiry): InquiryView {
  return {
    uid: inquiry.uid,
    status: inquiry.status,
    inquiryType: inquiry.inquiryType,
    name: inquiry.name,
    organization: inquiry.organization,
    email: inquiry.email,
    telephone: inquiry.telephone,
    body: inquiry.body,
    fromMember: inquiry.userUid !== null,
    createdAt: inquiry.createdAt,
    repliedAt: inquiry.repliedAt,
  };
}

export class InquiryHandlingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: { operatorEmail: string },
    private readonly mailStored: () => void,
  ) {}

  async list(
    caller: Caller,
    filter: { status: string | null; like: string | null },
    page: { offset: number; limit: number },
  ): Promise<InquiryPage> {
    actorOf(caller);
    const query = this.dataSource.getRepository(Inquiry).createQueryBuilder('i');
    if (filter.status) query.andWhere('i.status = :status', { status: statusOf(filter.status) });
    if (filter.like) {
      query.andWhere(
        "(i.uid LIKE :like ESCAPE '!' OR i.email LIKE :like ESCAPE '!' OR i.name LIKE :like ESCAPE '!' OR i.organization LIKE :like ESCAPE '!' OR i.body LIKE :like ESCAPE '!')",
        { like: filter.like },
      );
    }
    const [rows, total] = await query.orderBy('i.id', 'DESC').skip(page.offset).take(page.limit).getManyAndCount();
    return { total, items: rows.map(viewOf) };
  }

  private async change(
    caller: Caller,
    uid: string,
    apply: (inquiry: Inquiry) => { action: string; data: Record<string, unknown>; reply?: string },
  ): Promise<InquiryView> {
    const actor = actorOf(caller);
    let mailed = false;
    const saved = await this.dataSource.transaction(async (manager) => {
      const inquiry = await manager.getRepository(Inquiry).findOneBy({ uid });
      if (!inquiry) throw appError('NOT_FOUND', 'お問い合わせが見つかりません。');
      const before = inquiry.status;
      const change = apply(inquiry);
      const stored = await manager.save(inquiry);
      await recordAudit(manager, {
        actorUid: actor,
        action: change.action,
        entityType: 'inquiry',
        entityId: uid,
        data: { statusBefore: before, status: stored.status, ...change.data },
      });
      if (change.reply !== undefined) {
        await enqueueMail(manager, inquiryReplyMail(stored, change.reply, this.settings.operatorEmail));
        mailed = true;
      }
      return stored;
    });
    if (mailed) this.mailStored();
    return viewOf(saved);
  }

  setStatus(caller: Caller, uid: string, rawStatus: string, note: string | null): Promise<InquiryView> {
    const status = statusOf(rawStatus);
    const reason = (note ?? '').trim().slice(0, 1000);
    return this.change(caller, uid, (inquiry) => {
      if (inquiry.status === status) throw appError('CONFLICT', 'すでにその対応状況です。');
      inquiry.status = status;
      return { action: 'inquiry.status-changed', data: reason ? { reason } : {} };
    });
  }

  reply(caller: Caller, uid: string, rawBody: string, done: boolean): Promise<InquiryView> {
    const body = rawBody.trim();
    if (!body) throw invalidInput({ body: '返信の本文を入力してください' });
    if ([...body].length > 5000) throw invalidInput({ body: '返信の本文は5000文字以内で入力してください' });
    return this.change(caller, uid, (inquiry) => {
      // A sender who withdrew has no address left to answer (withdrawal-erasure.ts).
      if (!inquiry.email) throw appError('CONFLICT', 'お問い合わせの送信者が退会したため、返信できません。');
      inquiry.repliedAt = nowSeconds();
      inquiry.status = done ? 'done' : 'in_progress';
      return { action: 'inquiry.replied', data: { reply: body }, reply: body };
    });
  }
}
