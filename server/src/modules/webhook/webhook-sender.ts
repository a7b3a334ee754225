/**
 * Sends due webhook deliveries: each is POSTed signed (webhook-signature.ts), a 2xx answer within
 * the timeout delivers it, anything else is retried with exponential backoff (RETRY_SECONDS × 2^n)
 * until MAX_ATTEMPTS, then it is failed; every attempt's outcome is kept in the delivery log. A
 * delivery is leased before it is sent, so two app processes never send it at once. Redirects are
 * not followed, and a connection to a private address is refused (webhook-destination.ts).
 */
import http from 'node:http';
import https from 'node:https';
import { LessThanOrEqual, type DataSource } from 'typeorm';
import type { SecretBox } from '../../lib/secret-box';
import { isIP } from 'node:net';
import { type DestinationPolicy, isPrivateAddress, isTestOrigin, publicOnlyLookup } from './webhook-destination';
import { CompanyWebhook, WebhookDelivery } from './webhook.entity';
import { DELIVERY_HEADER, EVENT_HEADER, signature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './webhook-signature';

export const MAX_ATTEMPTS = 6;
const TIMEOUT_MS = 10_000;
const LEASE_MS = 60_000;
const BATCH = 20;

export interface SenderSettings extends DestinationPolicy {
  box: SecretBox;
  retrySeconds: number;
  pollSeconds: number;
  now?: () => Date;
  onError?: (error: unknown) => void;
}

/** How long after attempt `attempts` (1-based) the next one goes: RETRY_SECONDS × 2^(attempts-1). */
export function backoffMs(retrySeconds: number, attempts: number): number {
  return retrySeconds * 1000 * 2 ** (attempts - 1);
}

interface Outcome {
  statusCode: number | null;
  error: string | null;
}

function post(url: URL, body: string, headers: Record<string, string>, policy: DestinationPolicy): Promise<Outcome> {
  // An address written as the host is never looked up, so the lookup's check would not see it.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!isTestOrigin(url, policy) && isIP(literal) && isPrivateAddress(literal)) {
    return Promise.resolve({ statusCode: null, error: `refused private address ${literal}` });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        timeout: TIMEOUT_MS,
        headers: { 'content-type': 'application/json', 'user-agent': 'portal-webhook/1', ...headers },
        ...(isTestOrigin(url, policy) ? {} : { lookup: publicOnlyLookup as never }),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ statusCode: response.statusCode ?? null, error: null }));
        response.on('error', (error) => resolve({ statusCode: response.statusCode ?? null, error: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolve({ statusCode: null, error: error.message.slice(0, 500) }));
    request.end(body);
  });
}

export class WebhookSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SenderSettings,
  ) {
    this.now = settings.now ?? (() => new Date());
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runOnce(), this.settings.pollSeconds * 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Sends what is due now (one run at a time in this process). */
  runOnce(): Promise<void> {
    this.running ??= this.sendDue()
      .catch((error: unknown) => this.settings.onError?.(error))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async sendDue(): Promise<void> {
    const repository = this.dataSource.getRepository(WebhookDelivery);
    const due = await repository.find({
      where: { status: 'pending', nextAttemptAt: LessThanOrEqual(this.now()) },
      order: { nextAttemptAt: 'ASC', id: 'ASC' },
      take: BATCH,
    });
    for (const delivery of due) {
      // The lease: only the process whose update changed the row sends it.
      const leased = await repository
        .createQueryBuilder()
        .update(WebhookDelivery)
        .set({ nextAttemptAt: new Date(this.now().getTime() + LEASE_MS) })
        .where('id = :id AND status = :status AND attempts = :attempts', {
          id: delivery.id,
          status: 'pending',
          attempts: delivery.attempts,
        })
        .andWhere('next_attempt_at <= :now', { now: this.now() })
        .execute();
      if (leased.affected !== 1) continue;
      await this.attempt(delivery);
    }
  }

  private async attempt(delivery: WebhookDelivery): Promise<void> {
    const repository = this.dataSource.getRepository(WebhookDelivery);
    const hook = await this.dataSource.getRepository(CompanyWebhook).findOneBy({ companyId: delivery.companyId });
    const attempts = delivery.attempts + 1;
    let outcome: Outcome;
    if (!hook) {
      outcome = { statusCode: null, error: '送信先が削除されました' };
    } else {
      const timestamp = Math.floor(this.now().getTime() / 1000);
      const secret = this.settings.box.open(hook.secretSealed);
      outcome = await post(
        new URL(hook.url),
        delivery.payload,
        {
          [SIGNATURE_HEADER]: signature(secret, timestamp, delivery.payload),
          [TIMESTAMP_HEADER]: String(timestamp),
          [DELIVERY_HEADER]: String(delivery.id),
          [EVENT_HEADER]: delivery.event,
        },
        this.settings,
      );
    }
    const delivered = outcome.statusCode != null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const finished = delivered || !hook || attempts >= MAX_ATTEMPTS;
    await repository.update(
      { id: delivery.id },
      {
        attempts,
        status: delivered ? 'delivered' : finished ? 'failed' : 'pending',
        lastStatusCode: outcome.statusCode,
        lastError: delivered ? null : (outcome.error ?? `HTTP ${outcome.statusCode}`),
        nextAttemptAt: new Date(
          this.now().getTime() + (finished ? 0 : backoffMs(this.settings.retrySeconds, attempts)),
        ),
        finishedAt: finished ? this.now() : null,
      },
    );
  }
}
