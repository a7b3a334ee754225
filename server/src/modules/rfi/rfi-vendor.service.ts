/**
 * Requests for information or quotation, the vendor's side (docs/rfi.md): a vendor's users see
 * only the requests sent to their company and only their own answer. The first opening is
 * recorded (and audited); an answer may be saved and changed until it is submitted before the
 * deadline, or after it when the municipality allowed this vendor to (marked late); a closed
 * request is read-only. A clarifying question goes to the municipality, whose answer reaches
 * every invited vendor without the asker's name.
 */
import { nowSeconds } from '@portal/shared';
import { RFI_LIMITS, RFI_MESSAGES, validateRfiAnswers, type RfiAnswerValue } from '@portal/shared/rfi/rules';
import type { DataSource, EntityManager } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { Municipality } from '../municipality/municipality.entity';
import { isOwnRfiFile, RFI_FILE_MESSAGES } from './rfi-files';
import { vendorInvitation, vendorMember } from './rfi-access';
import { Rfi, RfiClarification, RfiInvitation } from './rfi.entity';
import type { RfiAnswerSubmission } from './rfi.inputs';
import type { RfiService } from './rfi.service';
import type { RfiCaseStartView, VendorRfiView } from './rfi.types';
import { vendorRfiView } from './rfi.view';

export const RFI_VENDOR_MESSAGES = {
  closed: 'この依頼は終了しています。回答はできません。',
  submitted: '回答は提出済みです。',
  late: '回答期限を過ぎています。期限後の回答は、依頼元の自治体が認めた場合のみ提出できます。',
} as const;
const V = RFI_VENDOR_MESSAGES;
const ENTITY = 'rfi';

/** Why the vendor cannot answer now, or null. */
export function answerBlocked(rfi: Rfi, invitation: RfiInvitation, now: Date): string | null {
  if (rfi.status !== 'sent') return V.closed;
  if (invitation.submittedAt) return V.submitted;
  if (now.getTime() > rfi.deadline.getTime() && !invitation.lateAllowed) return V.late;
  return null;
}

export class RfiVendorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rfis: RfiService,
    private readonly mailStored: () => void,
  ) {}

  private async view(manager: EntityManager, rfi: Rfi, invitation: RfiInvitation): Promise<VendorRfiView> {
    const clarifications = await manager
      .getRepository(RfiClarification)
      .find({ where: { rfiId: rfi.id }, order: { id: 'ASC' } });
    return vendorRfiView(
      rfi,
      invitation,
      clarifications,
      answerBlocked(rfi, invitation, new Date()),
      await this.caseStart(manager, rfi, invitation),
    );
  }

  /**
   * The adopted vendor is offered a case study of what it delivers (the case proposal flow: the
   * vendor writes it, an operator reviews it), started from the request's facts.
   */
  private async caseStart(
    manager: EntityManager,
    rfi: Rfi,
    invitation: RfiInvitation,
  ): Promise<RfiCaseStartView | null> {
    if (rfi.status !== 'closed' || rfi.outcome !== 'adopted' || rfi.outcomeCompanyId !== invitation.companyId)
      return null;
    const municipality = rfi.municipalityCode
      ? await manager.getRepository(Municipality).findOneBy({ code: rfi.municipalityCode })
      : null;
    return {
      solutionId: String(invitation.solutionIds[0] ?? ''),
      municipality: municipality?.name ?? '',
      organizationName: rfi.organization,
      amount: rfi.outcomeAmount,
    };
  }

  /** The requests sent to the caller's company, newest first. */
  async received(caller: Caller): Promise<VendorRfiView[]> {
    const vendor = vendorMember(caller);
    const manager = this.dataSource.manager;
    const invitations = await manager.getRepository(RfiInvitation).find({ where: { companyId: vendor.companyId } });
    const views: VendorRfiView[] = [];
    for (const invitation of invitations) {
      const rfi = await manager.getRepository(Rfi).findOneBy({ id: invitation.rfiId });
      if (rfi && rfi.status !== 'draft') views.push(await this.view(manager, rfi, invitation));
    }
    return views.sort((a, b) => (b.sentAt?.getTime() ?? 0) - (a.sentAt?.getTime() ?? 0));
  }

  /** One request; its first opening by the company is recorded and audited. */
  async get(caller: Caller, id: string): Promise<VendorRfiView> {
    const vendor = vendorMember(caller);
    return this.dataSource.transaction(async (manager) => {
      const { rfi, invitation } = await vendorInvitation(manager, vendor, id);
      if (!invitation.openedAt) {
        const openedAt = nowSeconds();
        const result = await manager
          .createQueryBuilder()
          .update(RfiInvitation)
          .set({ openedAt })
          .where('id = :id AND opened_at IS NULL', { id: invitation.id })
          .execute();
        if (result.affected === 1) {
          invitation.openedAt = openedAt;
          await recordAudit(manager, {
            actorUid: vendor.uid,
            action: 'rfi.viewed',
            entityType: ENTITY,
            entityId: rfi.id,
            data: { companyId: vendor.companyId },
          });
        }
      }
      return this.view(manager, rfi, invitation);
    });
  }

  /** Saves the answer; `submit` hands it in (every question answered), once. */
  async saveAnswer(caller: Caller, id: string, submission: RfiAnswerSubmission): Promise<VendorRfiView> {
    const vendor = vendorMember(caller);
    let submitted = false;
    const view = await this.dataSource.transaction(async (manager) => {
      const { rfi, invitation } = await vendorInvitation(manager, vendor, id);
      const now = new Date();
      const blocked = answerBlocked(rfi, invitation, now);
      if (blocked) throw appError('CONFLICT', blocked);
      const known = new Set(rfi.questions.map((q) => q.id));
      const answers: RfiAnswerValue[] = submission.answers
        .filter((a) => known.has(a.questionId))
        .map((a) => ({
          questionId: a.questionId,
          text: a.text?.trim() || null,
          yes: a.yes ?? null,
          choice: a.choice ?? null,
          number: a.number ?? null,
          price: a.price ? { ...a.price } : null,
        }));
      const errors = validateRfiAnswers(rfi.questions, answers, { submit: submission.submit });
      if (submission.quote && !isOwnRfiFile(submission.quote.key, vendor.uid)) errors.quote = RFI_FILE_MESSAGES.foreign;
      if (Object.keys(errors).length > 0) throw invalidInput(errors);
      const late = submission.submit && now.getTime() > rfi.deadline.getTime();
      const changes: Partial<RfiInvitation> = {
        answers,
        ...(submission.quote
          ? { quoteKey: submission.quote.key, quoteName: submission.quote.name.trim().slice(0, 200) || '見積書.pdf' }
          : {}),
        ...(submission.submit ? { submittedAt: nowSeconds(), submittedBy: vendor.uid, late } : {}),
      };
      const result = await manager
        .createQueryBuilder()
        .update(RfiInvitation)
        .set(changes)
        .where('id = :id AND submitted_at IS NULL', { id: invitation.id })
        .execute();
      if (result.affected !== 1) throw appError('CONFLICT', V.submitted);
      const saved = await manager.getRepository(RfiInvitation).findOneByOrFail({ id: invitation.id });
      if (submission.submit) {
        submitted = true;
        await manager.update(Rfi, { id: rfi.id }, { updatedAt: nowSeconds() });
        await this.rfis.answeredNotice(manager, rfi, saved);
        await recordAudit(manager, {
          actorUid: vendor.uid,
          action: 'rfi.answered',
          entityType: ENTITY,
          entityId: rfi.id,
          data: { companyId: vendor.companyId, late },
        });
      }
      return this.view(manager, rfi, saved);
    });
    if (submitted) this.mailStored();
    return view;
  }

  /** A clarifying question to the municipality (answered for all, see RfiService.answerClarification). */
  async ask(caller: Caller, id: string, question: string): Promise<VendorRfiView> {
    const vendor = vendorMember(caller);
    const asked = question.trim();
    if (!asked) throw invalidInput({ question: RFI_MESSAGES.clarificationRequired });
    if (asked.length > RFI_LIMITS.clarificationMax) throw invalidInput({ question: RFI_MESSAGES.clarificationMax });
    return this.dataSource.transaction(async (manager) => {
      const { rfi, invitation } = await vendorInvitation(manager, vendor, id);
      if (rfi.status !== 'sent') throw appError('CONFLICT', V.closed);
      const saved = await manager.save(
        manager.create(RfiClarification, {
          rfiId: rfi.id,
          companyId: vendor.companyId,
          question: asked,
          askedAt: nowSeconds(),
        }),
      );
      await manager.update(Rfi, { id: rfi.id }, { updatedAt: nowSeconds() });
      await recordAudit(manager, {
        actorUid: vendor.uid,
        action: 'rfi.clarification_asked',
        entityType: ENTITY,
        entityId: rfi.id,
        data: { companyId: vendor.companyId, clarificationId: saved.id },
      });
      return this.view(manager, rfi, invitation);
    });
  }
}
