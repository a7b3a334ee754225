/**
 * Inquiries to the operator (/inquiry/form), open to visitors and members. Validated with the
 * shared validators the form runs, rate-limited per account and per IP, stored with an audit
 * event and both mails (to the operator, receipt to the sender) in one transaction. The receipt
 * quotes the inquiry only to the caller's own verified address (inquiry.mails.ts).
 */
import { nowSeconds, validateInquiryForm } from '@portal/shared';
import type { DataSource } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { invalidInput, type FieldErrors } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { enqueueMail } from '../../mail/outbox';
import { recordAudit } from '../audit/audit.service';
import { Inquiry } from './inquiry.entity';
import type { InquiryInput } from './inquiry.inputs';
import { inquiryReceiptMail, operatorMail } from './inquiry.mails';
import type { InquiryRateLimit } from './inquiry-rate-limit';
import type { InquiryReceipt } from './inquiry.types';
import { receiptNumber } from '../../lib/receipt-number';

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

function receipt(inquiry: Inquiry): InquiryReceipt {
  return { uid: inquiry.uid, inquiryType: inquiry.inquiryType, email: inquiry.email, createdAt: inquiry.createdAt };
}

/** The caller signed in with this very address, and verified it. */
function ownsVerified(caller: Caller, email: string): boolean {
  const own = caller.viewer?.emailVerified ? caller.viewer.email : null;
  return own != null && own.trim().toLowerCase() === email.trim().toLowerCase();
}

export class InquiryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimit: InquiryRateLimit,
    private readonly settings: { operatorEmail: string },
    private readonly mailStored: () => void,
  ) {}

  private byKey(idempotencyKey: string) {
    return this.dataSource.getRepository(Inquiry).findOneBy({ idempotencyKey });
  }

  async submit(caller: Caller, raw: InquiryInput): Promise<InquiryReceipt> {
    const input = {
      ...raw,
      name: raw.name.trim(),
      organization: raw.organization.trim(),
      email: raw.email.trim(),
      telephone: raw.telephone.trim(),
      body: raw.body.trim(),
    };
    const errors: FieldErrors = { ...validateInquiryForm({ ...input }) };
    if (!KEY_PATTERN.test(input.idempotencyKey)) {
      errors.idempotencyKey = '送信内容を確認できませんでした。画面を再読み込みしてから送信してください。';
    }
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    const earlier = await this.byKey(input.idempotencyKey);
    if (earlier) return receipt(earlier);
    await this.rateLimit.consume({ uid: caller.viewer?.uid ?? null, ip: caller.ip });
    const addressVerified = ownsVerified(caller, input.email);
    // A verified sender's receipts are bounded by their account's limit; others by the address's.
    const mailReceipt = addressVerified || (await this.rateLimit.mayMailReceipt(input.email, caller.ip));
    // A receipt number is short enough to read out, so two inquiries may draw the same one:
    // the unique index refuses the second, which draws again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const inquiry = await this.store(caller, input, addressVerified, mailReceipt);
        this.mailStored();
        return receipt(inquiry);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const winner = await this.byKey(input.idempotencyKey);
        if (winner) return receipt(winner);
        if (attempt >= 5) throw error;
      }
    }
  }

  private store(caller: Caller, input: InquiryInput, addressVerified: boolean, mailReceipt: boolean) {
    return this.dataSource.transaction(async (manager) => {
      const now = nowSeconds();
      const saved = await manager.save(
        manager.create(Inquiry, {
          uid: receiptNumber(now),
          userUid: caller.viewer?.uid ?? null,
          name: input.name,
          organization: input.organization,
          email: input.email,
          telephone: input.telephone,
          inquiryType: input.inquiryType,
          body: input.body,
          idempotencyKey: input.idempotencyKey,
          status: 'open',
          repliedAt: null,
          createdAt: now,
        }),
      );
      await recordAudit(manager, {
        actorUid: caller.viewer?.uid ?? null,
        action: 'inquiry.created',
        entityType: 'inquiry',
        entityId: saved.uid,
        data: { inquiryType: saved.inquiryType },
      });
      await enqueueMail(manager, operatorMail(saved, this.settings.operatorEmail, addressVerified));
      if (mailReceipt) await enqueueMail(manager, inquiryReceiptMail(saved, addressVerified));
      return saved;
    });
  }
}
