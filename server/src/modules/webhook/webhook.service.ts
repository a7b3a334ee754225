/**
 * The vendor's CRM webhook (docs/webhooks.md): the company's 管理者 saves an https destination
 * and receives its signing secret once (saving again makes a new one), sends a test, reads the
 * delivery log and removes the webhook. Each new request to the company is queued as a delivery
 * in the request's own transaction (enqueue), and sent by the WebhookSender.
 */
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { recordAudit } from '../audit/audit.service';
import { administeredCompany } from '../company-team/company-members';
import type { DocumentRequest } from '../document-request/document-request.entity';
import { assertPublicDestination, type DestinationPolicy, parseDestination } from './webhook-destination';
import { CompanyWebhook, WebhookDelivery } from './webhook.entity';
import type { CompanyWebhookSecret, CompanyWebhookView, WebhookDeliveryView } from './webhook.types';

export const REQUEST_EVENT = 'document_request.received';

export interface WebhookSettings extends DestinationPolicy {
  box: SecretBox;
  /** Wakes the sender after a commit that queued a delivery. */
  queued(): void;
  now?: () => Date;
}

function viewOf(delivery: WebhookDelivery): WebhookDeliveryView {
  return {
    id: String(delivery.id),
    event: delivery.event,
    status: delivery.status,
    attempts: delivery.attempts,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    createdAt: delivery.createdAt,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt : null,
    finishedAt: delivery.finishedAt,
  };
}

/** What a CRM receives for a new request: what the vendor's mail and CSV already carry. */
export function requestPayload(request: DocumentRequest): Record<string, unknown> {
  const who = request.requesterSnapshot;
  return {
    uid: request.uid,
    receiptNumber: request.receiptNumber,
    createdAt: request.createdAt,
    requester: {
      organization: who.organization,
      division: who.division,
      position: who.position,
      name: `${who.lastName} ${who.firstName}`.trim(),
      email: who.email,
      telephone: who.telephone,
    },
    items: request.items.map((item) => ({
      solutionId: String(item.solutionId),
      solutionTitle: item.solutionTitle,
      inquiryTypes: item.inquiryTypes,
      contactMeans: item.contactMeans,
      contents: item.contents,
    })),
  };
}

export class WebhookService {
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: WebhookSettings,
  ) {
    this.now = settings.now ?? (() => new Date());
  }

  async view(caller: Caller): Promise<CompanyWebhookView | null> {
    const manager = this.dataSource.manager;
    const companyId = await administeredCompany(manager, caller);
    const hook = await manager.getRepository(CompanyWebhook).findOneBy({ companyId });
    if (!hook) return null;
    const deliveries = await manager
      .getRepository(WebhookDelivery)
      .find({ where: { companyId }, order: { id: 'DESC' }, take: 50 });
    return { url: hook.url, updatedAt: hook.updatedAt, deliveries: deliveries.map(viewOf) };
  }

  async save(caller: Caller, rawUrl: string): Promise<CompanyWebhookSecret> {
    // Who asks first: a 担当者 learns nothing about the URL it typed.
    await administeredCompany(this.dataSource.manager, caller);
    const url = parseDestination(rawUrl, this.settings);
    await assertPublicDestination(url, this.settings);
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    await this.dataSource.transaction(async (manager) => {
      const companyId = await administeredCompany(manager, caller);
      const repository = manager.getRepository(CompanyWebhook);
      const existing = await repository.findOneBy({ companyId });
      await repository.save({
        ...(existing ?? {}),
        companyId,
        url: url.href,
        secretSealed: this.settings.box.seal(secret),
        updatedByUid: caller.viewer!.uid,
      });
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'company-webhook.saved',
        entityType: 'company',
        entityId: companyId,
        data: { url: url.href, rotated: existing != null },
      });
    });
    return { url: url.href, secret };
  }

  async remove(caller: Caller): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const companyId = await administeredCompany(manager, caller);
      const removed = await manager.getRepository(CompanyWebhook).delete({ companyId });
      if (!removed.affected) throw appError('NOT_FOUND', 'Webhook は設定されていません。');
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'company-webhook.removed',
        entityType: 'company',
        entityId: companyId,
      });
      return true;
    });
  }

  /** 「テスト送信」: a delivery of a sample event, sent at once. */
  async sendTest(caller: Caller): Promise<WebhookDeliveryView> {
    const delivery = await this.dataSource.transaction(async (manager) => {
      const companyId = await administeredCompany(manager, caller);
      const made = await this.enqueue(manager, companyId, 'test', {
        message: 'テスト送信です。署名の検証を確認してください。',
      });
      if (!made) throw appError('NOT_FOUND', '先に送信先の URL を保存してください。');
      return made;
    });
    this.settings.queued();
    return viewOf(delivery);
  }

  /** Inside the caller's transaction: a new request's delivery, when the company has a webhook. */
  async requestReceived(manager: EntityManager, request: DocumentRequest): Promise<void> {
    await this.enqueue(manager, request.companyId, REQUEST_EVENT, requestPayload(request));
  }

  private async enqueue(
    manager: EntityManager,
    companyId: number,
    event: string,
    data: Record<string, unknown>,
  ): Promise<WebhookDelivery | null> {
    if (!(await manager.getRepository(CompanyWebhook).existsBy({ companyId }))) return null;
    const repository = manager.getRepository(WebhookDelivery);
    const saved = await repository.save(
      repository.create({
        companyId,
        event,
        payload: '',
        status: 'pending',
        attempts: 0,
        nextAttemptAt: this.now(),
        lastStatusCode: null,
        lastError: null,
        finishedAt: null,
      }),
    );
    // The body names its own delivery id, so a receiver can tell a retry from a new event.
    saved.payload = JSON.stringify({ id: String(saved.id), event, createdAt: this.now().toISOString(), data });
    await repository.update({ id: saved.id }, { payload: saved.payload });
    return saved;
  }
}
