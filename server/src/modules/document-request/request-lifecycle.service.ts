/**
 * A request followed to its answer (docs/requests-and-listings.md): the vendor opens a received
 * request (its items' `openedAt` is set once) and moves each item 受付 → 対応中 → 回答済 / 辞退;
 * the requester reads the status on their request screens; operators list the requests no vendor
 * opened within the business-day allowance. Vendors act only on their own company's requests:
 * another company's id answers NOT_FOUND, as an unknown id does. Every change is audited in its
 * transaction.
 */
import {
  canMoveRequestItem,
  isRecordId,
  isRequestItemStatus,
  REQUEST_REMINDER_BUSINESS_DAYS,
  requestItemStatusLabel,
  wholeSeconds,
} from '@portal/shared';
import type { DataSource } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { businessDeadline } from './business-days';
import { DocumentRequest, DocumentRequestItem } from './document-request.entity';

export const LIFECYCLE_MESSAGES = {
  noCompany: '掲載企業として登録されたアカウントでログインしてください。',
  notFound: '資料請求が見つかりません。',
  badStatus: '対応状況の指定が正しくありません。',
  cannotMove: (from: string, to: string) =>
    `対応状況を「${requestItemStatusLabel(from)}」から「${requestItemStatusLabel(to)}」には変更できません。`,
} as const;

/** Unopened requests older than this many calendar days are candidates (business days are more). */
const CANDIDATE_DAYS = REQUEST_REMINDER_BUSINESS_DAYS;

export function isUnopened(request: Pick<DocumentRequest, 'items'>): boolean {
  return request.items.every((item) => item.openedAt == null);
}

export function isOverdue(request: Pick<DocumentRequest, 'items' | 'createdAt'>, now: Date): boolean {
  return isUnopened(request) && businessDeadline(request.createdAt, REQUEST_REMINDER_BUSINESS_DAYS) <= now;
}

/**
 * Requests none of whose items the vendor opened, old enough in calendar days (business days are
 * never fewer), then held to the business-day rule; `unreminded` leaves out those already reminded.
 */
export async function unopenedCandidates(
  dataSource: DataSource,
  now: Date,
  options: { unreminded?: boolean } = {},
): Promise<DocumentRequest[]> {
  const before = new Date(now.getTime() - CANDIDATE_DAYS * 86_400_000);
  const query = dataSource
    .getRepository(DocumentRequest)
    .createQueryBuilder('request')
    .leftJoinAndSelect('request.items', 'item')
    .where('request.createdAt <= :before', { before })
    .andWhere(
      'NOT EXISTS (SELECT 1 FROM document_request_items opened WHERE opened.request_id = request.id AND opened.opened_at IS NOT NULL)',
    );
  if (options.unreminded) query.andWhere('request.remindedAt IS NULL');
  const requests = await query
    .orderBy('request.createdAt', 'ASC')
    .addOrderBy('request.id', 'ASC')
    .addOrderBy('item.id', 'ASC')
    .take(500)
    .getMany();
  return requests.filter((request) => isOverdue(request, now));
}

export class RequestLifecycleService {
  constructor(
    private readonly dataSource: DataSource,
    /** The clock; tests move it across holidays. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  private vendorCompany(caller: Caller): { uid: string; companyId: number } {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    const companyId = caller.profile?.companyId;
    if (caller.role !== 'vendor' || companyId == null) throw appError('FORBIDDEN', LIFECYCLE_MESSAGES.noCompany);
    return { uid: caller.viewer.uid, companyId };
  }

  /** The vendor opens one received request: first-opened time is recorded once per item. */
  async open(caller: Caller, uid: string): Promise<DocumentRequest> {
    const vendor = this.vendorCompany(caller);
    return this.dataSource.transaction(async (manager) => {
      const request = await manager.getRepository(DocumentRequest).findOne({
        where: { uid: String(uid), companyId: vendor.companyId },
        relations: { items: true },
        order: { items: { id: 'ASC' } },
      });
      if (!request) throw appError('NOT_FOUND', LIFECYCLE_MESSAGES.notFound);
      const unopened = request.items.filter((item) => item.openedAt == null);
      if (unopened.length === 0) return request;
      const openedAt = wholeSeconds(this.now());
      // Conditional: two tabs opening at once record the first time only.
      await manager
        .createQueryBuilder()
        .update(DocumentRequestItem)
        .set({ openedAt })
        .where('request_id = :id AND opened_at IS NULL', { id: request.id })
        .execute();
      for (const item of unopened) item.openedAt = openedAt;
      await recordAudit(manager, {
        actorUid: vendor.uid,
        action: 'document_request.opened',
        entityType: 'document_request',
        entityId: request.uid,
        data: { companyId: vendor.companyId, itemIds: unopened.map((item) => item.id) },
      });
      return request;
    });
  }

  /** The vendor sets one item's status; forward moves only (canMoveRequestItem). */
  async setStatus(caller: Caller, itemId: string, status: string): Promise<DocumentRequestItem> {
    const vendor = this.vendorCompany(caller);
    if (!isRequestItemStatus(status)) throw invalidInput({ status: LIFECYCLE_MESSAGES.badStatus });
    if (!isRecordId(itemId)) throw appError('NOT_FOUND', LIFECYCLE_MESSAGES.notFound);
    return this.dataSource.transaction(async (manager) => {
      const item = await manager
        .getRepository(DocumentRequestItem)
        .findOne({ where: { id: Number(itemId) }, relations: { request: true } });
      if (!item || item.request.companyId !== vendor.companyId) {
        throw appError('NOT_FOUND', LIFECYCLE_MESSAGES.notFound);
      }
      if (item.status === status) return item;
      if (!canMoveRequestItem(item.status, status)) {
        throw appError('CONFLICT', LIFECYCLE_MESSAGES.cannotMove(item.status, status));
      }
      const now = wholeSeconds(this.now());
      const from = item.status;
      // Conditional on the status read: a concurrent change by a colleague wins, this one conflicts.
      const result = await manager
        .createQueryBuilder()
        .update(DocumentRequestItem)
        .set({ status, statusChangedAt: now, statusChangedBy: vendor.uid, openedAt: item.openedAt ?? now })
        .where('id = :id AND status = :from', { id: item.id, from })
        .execute();
      if (result.affected === 0) throw appError('CONFLICT', LIFECYCLE_MESSAGES.cannotMove(from, status));
      Object.assign(item, {
        status,
        statusChangedAt: now,
        statusChangedBy: vendor.uid,
        openedAt: item.openedAt ?? now,
      });
      await recordAudit(manager, {
        actorUid: vendor.uid,
        action: 'document_request.item-status-changed',
        entityType: 'document_request_item',
        entityId: item.id,
        data: { requestUid: item.request.uid, from, to: status },
      });
      return item;
    });
  }

  /** Operators: requests whose vendor has not opened them within the allowance, oldest first. */
  async overdue(caller: Caller): Promise<DocumentRequest[]> {
    if (caller.role !== 'operator') throw appError('FORBIDDEN');
    return unopenedCandidates(this.dataSource, this.now());
  }
}
