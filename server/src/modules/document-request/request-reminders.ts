/**
 * The one reminder to a vendor that has not opened a request within
 * REQUEST_REMINDER_BUSINESS_DAYS Japanese business days. Each due request is claimed with a
 * conditional UPDATE of `reminded_at` in the transaction that stores the mail in the outbox and
 * the audit event: several app processes running this at once send one mail, a crash before the
 * commit leaves the request unclaimed for the next run, and a restart never sends it again.
 */
import { wholeSeconds } from '@portal/shared';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { startPeriodic, type PeriodicTask } from '../../lib/periodic';
import { enqueueMail } from '../../mail/outbox';
import { recordAudit } from '../audit/audit.service';
import { DocumentRequest } from './document-request.entity';
import { reminderMail } from './request-lifecycle.mails';
import { unopenedCandidates } from './request-lifecycle.service';

export interface RequestReminderSettings {
  operatorEmail: string;
  publicUrl: string;
  /** How often the check runs (seconds); 0 turns the timer off (tests call run() themselves). */
  intervalSeconds: number;
}

export class RequestReminders {
  private task: PeriodicTask | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: RequestReminderSettings,
    private readonly mailStored: () => void,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.task ??= startPeriodic({
      seconds: this.settings.intervalSeconds,
      failure: 'request reminders could not be checked; the next run tries again',
      logger: this.logger,
      run: async () => void (await this.run(new Date())),
    });
  }

  async stop(): Promise<void> {
    await this.task?.stop();
    this.task = null;
  }

  /** Sends the reminders due at `now`; returns how many this process claimed. */
  async run(now: Date): Promise<number> {
    const due = await unopenedCandidates(this.dataSource, now, { unreminded: true });
    let claimed = 0;
    for (const request of due) {
      const won = await this.dataSource.transaction(async (manager) => {
        const result = await manager
          .createQueryBuilder()
          .update(DocumentRequest)
          .set({ remindedAt: wholeSeconds(now) })
          .where('id = :id AND reminded_at IS NULL', { id: request.id })
          .execute();
        if (result.affected !== 1) return false;
        await enqueueMail(manager, reminderMail(request, this.settings));
        await recordAudit(manager, {
          actorUid: null,
          action: 'document_request.reminded',
          entityType: 'document_request',
          entityId: request.uid,
          data: { companyId: request.companyId, to: request.recipientEmail ?? 'operator' },
        });
        return true;
      });
      if (won) claimed += 1;
    }
    if (claimed > 0) this.mailStored();
    return claimed;
  }
}
