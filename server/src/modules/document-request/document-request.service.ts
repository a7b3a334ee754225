/**
 * Document requests (資料請求・お問い合わせ). One submission of the basket becomes one request per
 * vendor with its items, the requester's details at that moment, an audit event, the vendor's
 * mail and the requester's receipt, all in one transaction. An idempotency key makes a double
 * click, a retried POST or a second tab return the first submission instead of adding one.
 * Only municipal users may request (docs/accounts-and-roles.md); documents go only to the requester and
 * operators.
 */
import { randomBytes } from 'node:crypto';
import { isRecordId, nowSeconds, REQUEST_LIMITS, validateRequestItem } from '@portal/shared';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput, type FieldErrors } from '../../lib/app-error';
import { receiptNumber } from '../../lib/receipt-number';
import { isUniqueViolation } from '../../lib/unique-violation';
import { enqueueMail } from '../../mail/outbox';
import { openRange, type Opened } from '../../storage/open-range';
import type { FileStorage } from '../../storage/storage';
import { recordAudit } from '../audit/audit.service';
import { Solution } from '../solution/solution.entity';
import type { UserProfile } from '../profile/profile.entity';
import { DocumentRequest, DocumentRequestItem, type RequesterSnapshot } from './document-request.entity';
import type { DocumentRequestInput, DocumentRequestItemInput } from './document-request.inputs';
import { receiptMail, vendorMail } from './document-request.mails';
import { currentDocumentOf, documentPath, startsFile, takeCurrentDocument, updatedDocument } from './document-versions';
import { assertNotRecentlySent } from './resend-guard';

export interface DocumentRequestSettings {
  operatorEmail: string;
  publicUrl: string;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const NOT_REQUESTABLE = 'このソリューションは見つからないか、掲載が終了しています';

export const REQUEST_MESSAGES = {
  notMunicipal: '資料請求・お問い合わせは、自治体職員として登録された会員のみご利用いただけます。',
  emptyBasket: '資料請求リストが空です。ソリューションを追加してから送信してください。',
  tooMany: `一度に送信できるのは${REQUEST_LIMITS.basketItems}件までです。`,
  duplicate: '同じソリューションが重複しています。',
  badKey: '送信内容を確認できませんでした。画面を再読み込みしてから送信してください。',
  notRequestable: 'ご指定のソリューションが見つからないか、掲載が終了しています。資料請求リストをご確認ください。',
  requestNotFound: '資料請求が見つかりません。',
  documentNotFound: '資料が見つからないか、ダウンロードする権限がありません。',
  fileMissing: '資料のファイルが見つかりません。運営事務局にお問い合わせください。',
} as const;

interface ValidItem {
  solutionId: number;
  inquiryTypes: string[];
  contactMeans: string[];
  contents: string;
}

export interface DocumentFile {
  /** The stored file opened for the answer (a byte range of it when the client asked). */
  opened: Opened;
  fileName: string;
}

function snapshotOf(profile: UserProfile, email: string): RequesterSnapshot {
  const { lastName, firstName, lastNameKana, firstNameKana, telephone, division, position, organization } = profile;
  return { email, lastName, firstName, lastNameKana, firstNameKana, telephone, division, position, organization };
}

export class DocumentRequestService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly settings: DocumentRequestSettings,
    /** Called after a commit that stored mails, so the worker sends them at once. */
    private readonly mailStored: () => void,
    private readonly events: RequestEvents = NO_REQUEST_EVENTS,
  ) {}

  private requester(caller: Caller): { uid: string; email: string; profile: UserProfile } {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    if (caller.role === 'trial') throw appError('TRIAL_ACCOUNT');
    if (caller.role !== 'municipal' || !caller.profile) throw appError('FORBIDDEN', REQUEST_MESSAGES.notMunicipal);
    return { uid: caller.viewer.uid, email: caller.viewer.email ?? caller.profile.email, profile: caller.profile };
  }

  private validate(input: DocumentRequestInput): ValidItem[] {
    if (!KEY_PATTERN.test(input.idempotencyKey)) throw invalidInput({ idempotencyKey: REQUEST_MESSAGES.badKey });
    if (input.items.length === 0) throw invalidInput({ items: REQUEST_MESSAGES.emptyBasket });
    if (input.items.length > REQUEST_LIMITS.basketItems) throw invalidInput({ items: REQUEST_MESSAGES.tooMany });
    const fields: FieldErrors = {};
    const seen = new Set<string>();
    input.items.forEach((item: DocumentRequestItemInput, index) => {
      if (!isRecordId(item.solutionId)) fields[`items.${index}.solutionId`] = NOT_REQUESTABLE;
      else if (seen.has(item.solutionId)) fields[`items.${index}.solutionId`] = REQUEST_MESSAGES.duplicate;
      seen.add(item.solutionId);
      for (const [field, message] of Object.entries(validateRequestItem({ ...item }))) {
        fields[`items.${index}.${field}`] = message;
      }
    });
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    return input.items.map((item) => ({
      solutionId: Number(item.solutionId),
      inquiryTypes: [...item.inquiryTypes],
      contactMeans: [...item.contactMeans],
      contents: item.contents.trim(),
    }));
  }

  private findByKey(manager: EntityManager, requesterUid: string, idempotencyKey: string) {
    return manager.getRepository(DocumentRequest).find({
      where: { requesterUid, idempotencyKey },
      relations: { items: true },
      order: { id: 'ASC', items: { id: 'ASC' } },
    });
  }

  private async requestableSolutions(items: ValidItem[]): Promise<Map<number, Solution>> {
    const found = await this.dataSource.getRepository(Solution).find({
      where: { id: In(items.map((item) => item.solutionId)) },
      relations: { company: true },
    });
    const solutions = new Map(found.filter((s) => s.status === 'published').map((s) => [s.id, s]));
    const fields: FieldErrors = {};
    items.forEach((item, index) => {
      if (!solutions.has(item.solutionId)) fields[`items.${index}.solutionId`] = NOT_REQUESTABLE;
    });
    if (Object.keys(fields).length > 0) throw appError('NOT_FOUND', REQUEST_MESSAGES.notRequestable, fields);
    return solutions;
  }

  async submit(caller: Caller, input: DocumentRequestInput): Promise<DocumentRequest[]> {
    const requester = this.requester(caller);
    const items = this.validate(input);
    const earlier = await this.findByKey(this.dataSource.manager, requester.uid, input.idempotencyKey);
    if (earlier.length > 0) return earlier;
    if (!input.confirmResend) await assertNotRecentlySent(this.dataSource.manager, requester.uid, items, new Date());
    const solutions = await this.requestableSolutions(items);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const created = await this.dataSource.transaction((manager) =>
          this.store(manager, requester, input.idempotencyKey, items, solutions),
        );
        this.mailStored();
        this.events.counted(
          caller,
          'request',
          items.map((item) => item.solutionId),
        );
        return created;
      } catch (error) {
        // Two submissions with one key raced: the loser's transaction rolled back whole. Or a
        // receipt number, short enough to read out, was drawn twice: the whole submission draws again.
        if (!isUniqueViolation(error)) throw error;
        const winner = await this.findByKey(this.dataSource.manager, requester.uid, input.idempotencyKey);
        if (winner.length > 0) return winner;
        if (attempt >= 5) throw error;
      }
    }
  }

  private async store(
    manager: EntityManager,
    requester: { uid: string; email: string; profile: UserProfile },
    idempotencyKey: string,
    items: ValidItem[],
    solutions: Map<number, Solution>,
  ): Promise<DocumentRequest[]> {
    const byCompany = new Map<number, ValidItem[]>();
    for (const item of items) {
      const companyId = solutions.get(item.solutionId)!.companyId;
      byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), item]);
    }
    const createdAt = nowSeconds();
    const snapshot = snapshotOf(requester.profile, requester.email);
    const created: DocumentRequest[] = [];
    for (const [companyId, group] of byCompany) {
      const company = solutions.get(group[0]!.solutionId)!.company;
      const request = await manager.save(
        manager.create(DocumentRequest, {
          uid: randomBytes(12).toString('base64url'),
          receiptNumber: receiptNumber(createdAt),
          requesterUid: requester.uid,
          companyId,
          companyName: company.name,
          recipientEmail: company.contactEmail,
          requesterSnapshot: snapshot,
          idempotencyKey,
          status: 'received',
          createdAt,
          items: group.map((item) => {
            const solution = solutions.get(item.solutionId)!;
            return manager.create(DocumentRequestItem, {
              ...item,
              solutionTitle: solution.title,
              documentKey: solution.documentKey,
              documentName: solution.documentKey ? (solution.documentName ?? `${solution.title}.pdf`) : null,
            });
          }),
        }),
      );
      await recordAudit(manager, {
        actorUid: requester.uid,
        action: 'document_request.created',
        entityType: 'document_request',
        entityId: request.uid,
        data: { companyId, solutionIds: group.map((item) => item.solutionId), idempotencyKey },
      });
      await enqueueMail(manager, vendorMail(request, this.settings.operatorEmail));
      await this.events.received(manager, request);
      created.push(request);
    }
    await enqueueMail(manager, receiptMail(created, this.settings.publicUrl));
    return created;
  }

  /** The caller's requests, newest first; `uids` narrows them (the completion screen). */
  async mine(caller: Caller, uids?: string[] | null): Promise<DocumentRequest[]> {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    return this.dataSource.getRepository(DocumentRequest).find({
      where: { requesterUid: caller.viewer.uid, ...(uids ? { uid: In(uids.slice(0, 50)) } : {}) },
      relations: { items: true },
      order: { createdAt: 'DESC', id: 'DESC', items: { id: 'ASC' } },
      take: 200,
    });
  }

  /** One request in full: the requester's own, or any for an operator; others see "not found". */
  async get(caller: Caller, uid: string): Promise<DocumentRequest> {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    const request = await this.dataSource.getRepository(DocumentRequest).findOne({
      where: { uid },
      relations: { items: true },
      order: { items: { id: 'ASC' } },
    });
    if (!request || (request.requesterUid !== caller.viewer.uid && caller.role !== 'operator')) {
      throw appError('NOT_FOUND', REQUEST_MESSAGES.requestNotFound);
    }
    return request;
  }

  /** Every requested solution's document, newest request first, each solution once. */
  async documents(caller: Caller): Promise<RequestedDocumentRow[]> {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    const items = await this.dataSource
      .getRepository(DocumentRequestItem)
      .createQueryBuilder('item')
      .innerJoinAndSelect('item.request', 'request')
      .leftJoin('item.solution', 'solution')
      .addSelect('solution.documentKey')
      .where('request.requesterUid = :uid', { uid: caller.viewer.uid })
      .andWhere('item.documentKey IS NOT NULL')
      .orderBy('request.createdAt', 'DESC')
      .addOrderBy('request.id', 'DESC')
      .addOrderBy('item.id', 'ASC')
      .limit(1000)
      .getMany();
    const seen = new Set<number>();
    return items
      .filter((item) => !seen.has(item.solutionId) && Boolean(seen.add(item.solutionId)))
      .map((item) => ({
        itemId: String(item.id),
        requestUid: item.request.uid,
        receiptNumber: item.request.receiptNumber,
        solutionId: String(item.solutionId),
        solutionTitle: item.solutionTitle,
        companyName: item.request.companyName,
        documentName: item.documentName ?? `${item.solutionTitle}.pdf`,
        requestedAt: item.request.createdAt,
        downloadPath: documentPath(item.request.uid, item.id),
        ...updatedDocument(item),
      }));
  }

  /** The file of one requested document, for its requester or an operator only. */
  async openDocument(caller: Caller, requestUid: string, itemId: string, rangeHeader?: string): Promise<DocumentFile> {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    const item = isRecordId(itemId)
      ? await this.dataSource
          .getRepository(DocumentRequestItem)
          .findOne({ where: { id: Number(itemId) }, relations: { request: true } })
      : null;
    const allowed =
      item &&
      item.request.uid === requestUid &&
      item.documentKey &&
      (item.request.requesterUid === caller.viewer.uid || caller.role === 'operator');
    if (!allowed) throw appError('NOT_FOUND', REQUEST_MESSAGES.documentNotFound);
    const opened = await openRange(this.storage, item.documentKey!, rangeHeader);
    if (!opened) throw appError('NOT_FOUND', REQUEST_MESSAGES.fileMissing);
    if (item.request.requesterUid === caller.viewer.uid && startsFile(opened)) {
      await this.countDownload(item.solutionId);
      this.events.counted(caller, 'download', [item.solutionId]);
      // The first download of this version: a later replacement is pointed out (document-versions.ts).
      if (!item.downloadedAt) {
        await this.dataSource
          .createQueryBuilder()
          .update(DocumentRequestItem)
          .set({ downloadedAt: nowSeconds() })
          .where('id = :id AND downloaded_at IS NULL', { id: item.id })
          .execute();
      }
    }
    return { opened, fileName: item.documentName ?? `${item.solutionTitle}.pdf` };
  }

  /** The listing's current file for the requester of an item (document-versions.ts); no one else. */
  async openCurrentDocument(caller: Caller, requestUid: string, itemId: string, range?: string): Promise<DocumentFile> {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    const current = await currentDocumentOf(this.dataSource, caller.viewer.uid, requestUid, itemId);
    if (!current) throw appError('NOT_FOUND', REQUEST_MESSAGES.documentNotFound);
    const opened = await openRange(this.storage, current.key, range);
    if (!opened) throw appError('NOT_FOUND', REQUEST_MESSAGES.fileMissing);
    if (startsFile(opened)) {
      await this.countDownload(current.item.solutionId);
      this.events.counted(caller, 'download', [current.item.solutionId]);
      await takeCurrentDocument(this.dataSource, current);
    }
    return { opened, fileName: current.name };
  }

  /** How often requesters fetched each listing's document, shown in the vendor area. */
  private async countDownload(solutionId: number): Promise<void> {
    await this.dataSource.query('UPDATE solutions SET download_count = download_count + 1 WHERE id = ?', [solutionId]);
  }
}

/** What else happens when a request arrives or a document is fetched (insights, the vendor's webhook). */
export interface RequestEvents {
  /** Counts listing events for insights; synchronous and never throws into the request. */
  counted(caller: Caller, event: 'request' | 'download', solutionIds: number[]): void;
  /** Inside the submission's transaction, once per stored request (one per company). */
  received(manager: EntityManager, request: DocumentRequest): Promise<void>;
}

export const NO_REQUEST_EVENTS: RequestEvents = { counted: () => undefined, received: async () => undefined };

export interface RequestedDocumentRow {
  itemId: string;
  requestUid: string;
  receiptNumber: string;
  solutionId: string;
  solutionTitle: string;
  companyName: string;
  documentName: string;
  requestedAt: Date;
  downloadPath: string;
  documentUpdated: boolean;
  currentDownloadPath: string | null;
}
