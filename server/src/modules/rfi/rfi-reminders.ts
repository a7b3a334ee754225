/**
 * The reminder to invited vendors that have not submitted, a Japanese business day before the
 * deadline (from 09:00 JST of the last business day before the deadline's day; business days
 * skip weekends, holidays and 29 December to 3 January: business-days.ts). Each due request is
 * claimed with a conditional UPDATE of `reminded_at` in the transaction that stores the mails and
 * the audit event, so several processes send one set, and a restart never sends it again.
 * Run on the alerts' pace by the app (app.ts), like the request reminders.
 */
import { japanCalendarDay, japanDayStart, wholeSeconds } from '@portal/shared';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { startPeriodic, type PeriodicTask } from '../../lib/periodic';
import { enqueueMail } from '../../mail/outbox';
import { recordAudit } from '../audit/audit.service';
import { isJapaneseBusinessDay } from '../document-request/business-days';
import { Rfi, RfiInvitation } from './rfi.entity';
import { reminderMail, type RfiMailSettings } from './rfi.mails';
import type { RfiService } from './rfi.service';

const DAY_MS = 86_400_000;

/** 09:00 JST of the last business day before the deadline's (JST) day. */
export function reminderTime(deadline: Date): Date {
  let day = japanCalendarDay(deadline);
  do day = new Date(day.getTime() - DAY_MS);
  while (!isJapaneseBusinessDay(day));
  return japanDayStart(day.toISOString().slice(0, 10), 9);
}

export class RfiReminders {
  private task: PeriodicTask | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly rfis: RfiService,
    private readonly settings: RfiMailSettings & { intervalSeconds: number },
    private readonly mailStored: () => void,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.task ??= startPeriodic({
      seconds: this.settings.intervalSeconds,
      failure: 'request-for-information reminders could not be checked; the next run tries again',
      logger: this.logger,
      run: async () => void (await this.run(new Date())),
    });
  }

  async stop(): Promise<void> {
    await this.task?.stop();
    this.task = null;
  }

  /** Sends the reminders due at `now`; returns how many requests this process claimed. */
  async run(now: Date): Promise<number> {
    const open = await this.dataSource
      .getRepository(Rfi)
      .createQueryBuilder('rfi')
      .where("rfi.status = 'sent' AND rfi.reminded_at IS NULL AND rfi.deadline > :now", { now })
      .getMany();
    let claimed = 0;
    for (const rfi of open.filter((r) => reminderTime(r.deadline).getTime() <= now.getTime())) {
      const won = await this.dataSource.transaction(async (manager) => {
        const result = await manager
          .createQueryBuilder()
          .update(Rfi)
          .set({ remindedAt: wholeSeconds(now) })
          .where('id = :id AND reminded_at IS NULL', { id: rfi.id })
          .execute();
        if (result.affected !== 1) return false;
        const waiting = (await manager.getRepository(RfiInvitation).findBy({ rfiId: rfi.id })).filter(
          (i) => !i.submittedAt,
        );
        for (const recipient of await this.rfis.recipients(manager, waiting)) {
          await enqueueMail(manager, reminderMail(rfi, recipient, this.settings));
        }
        await recordAudit(manager, {
          actorUid: null,
          action: 'rfi.reminded',
          entityType: 'rfi',
          entityId: rfi.id,
          data: { companyIds: waiting.map((i) => i.companyId) },
        });
        return true;
      });
      if (won) claimed += 1;
    }
    if (claimed > 0) this.mailStored();
    return claimed;
  }
}
