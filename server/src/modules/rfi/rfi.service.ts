/**
 * Requests for information or quotation, the municipality's side (docs/rfi.md): a draft made from
 * the basket, a shortlist or a comparison (its solutions' vendors are the 2–5 invited companies),
 * sent with a mail to each; clarifications answered once for every invited vendor; late answers
 * allowed one vendor at a time; closed as 採用 or 見送り, after which nothing changes. Every change
 * writes an audit event in its transaction; transitions are conditional UPDATEs on the state read,
 * so two tabs racing get one change and one CONFLICT.
 */
import { nowSeconds } from '@portal/shared';
import { RFI_LIMITS, RFI_MESSAGES } from '@portal/shared/rfi/rules';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput, type FieldErrors } from '../../lib/app-error';
import { enqueueMail } from '../../mail/outbox';
import { recordAudit } from '../audit/audit.service';
import { Company } from '../company/company.entity';
import { checkRfiInput, type CheckedRfi } from './rfi-input';
import { memberRfi, municipalMember, type MunicipalMember } from './rfi-access';
import { startingShortlist } from './rfi-shortlist';
import { Rfi, RfiClarification, RfiInvitation } from './rfi.entity';
import type { RfiCloseInput, RfiInput } from './rfi.inputs';
import { answeredMail, clarificationMail, invitationMail, type RfiMailSettings } from './rfi.mails';
import type { RfiView } from './rfi.types';
import { rfiView } from './rfi.view';

export const RFI_SERVICE_MESSAGES = {
  notDraft: '送信済みの依頼は編集できません。',
  notSent: 'この依頼は回答受付中ではありません。',
  locked: 'この依頼は終了しています（読み取り専用）。',
  clarificationNotFound: '質疑が見つかりません。',
  alreadyAnswered: 'この質疑にはすでに回答しています。',
  invitationNotFound: '依頼先が見つかりません。',
  changedMeanwhile: 'ほかの操作で依頼の状態が変わりました。画面を更新してから再度お試しください。',
} as const;
const S = RFI_SERVICE_MESSAGES;
const ENTITY = 'rfi';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export class RfiService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: RfiMailSettings,
    private readonly mailStored: () => void,
  ) {}

  private async invite(manager: EntityManager, rfiId: number, companies: CheckedRfi['companies']): Promise<void> {
    await manager.delete(RfiInvitation, { rfiId });
    for (const [companyId, { company, solutionIds }] of companies) {
      await manager.insert(RfiInvitation, { rfiId, companyId, companyName: company.name, solutionIds, answers: null });
    }
  }

  async view(member: MunicipalMember, rfi: Rfi, manager: EntityManager = this.dataSource.manager): Promise<RfiView> {
    const [invitations, clarifications] = await Promise.all([
      manager.getRepository(RfiInvitation).find({ where: { rfiId: rfi.id }, order: { id: 'ASC' } }),
      manager.getRepository(RfiClarification).find({ where: { rfiId: rfi.id }, order: { id: 'ASC' } }),
    ]);
    return rfiView(rfi, invitations, clarifications, member.uid);
  }

  /** The member's own requests and their municipality's, newest change first. */
  async list(caller: Caller): Promise<RfiView[]> {
    const member = await municipalMember(this.dataSource.manager, caller);
    const where = [{ createdBy: member.uid }, ...(member.code ? [{ municipalityCode: member.code }] : [])];
    const rfis = await this.dataSource
      .getRepository(Rfi)
      .find({ where, order: { updatedAt: 'DESC', id: 'DESC' }, take: 200 });
    return Promise.all(rfis.map((rfi) => this.view(member, rfi)));
  }

  async get(caller: Caller, id: string): Promise<RfiView> {
    const member = await municipalMember(this.dataSource.manager, caller);
    return this.view(member, await memberRfi(this.dataSource.manager, member, id));
  }

  async create(caller: Caller, input: RfiInput): Promise<RfiView> {
    return this.dataSource.transaction(async (manager) => {
      const member = await municipalMember(manager, caller);
      const checked = await checkRfiInput(manager, member, input, new Date());
      const shortlistId = await startingShortlist(manager, member, checked.values.origin, input.shortlistId);
      const { profile } = member;
      const saved = await manager.save(
        manager.create(Rfi, {
          ...checked.values,
          shortlistId,
          municipalityCode: member.code,
          createdBy: member.uid,
          organization: [profile.organization, profile.division].filter(Boolean).join(' '),
          contactName: `${profile.lastName} ${profile.firstName}`.trim(),
          contactEmail: member.email,
          status: 'draft',
        }),
      );
      await this.invite(manager, saved.id, checked.companies);
      await recordAudit(manager, {
        actorUid: member.uid,
        action: 'rfi.created',
        entityType: ENTITY,
        entityId: saved.id,
        data: shortlistId === null ? null : { shortlistId },
      });
      return this.view(member, saved, manager);
    });
  }

  async update(caller: Caller, id: string, input: RfiInput): Promise<RfiView> {
    return this.dataSource.transaction(async (manager) => {
      const member = await municipalMember(manager, caller);
      const rfi = await memberRfi(manager, member, id, true);
      if (rfi.status !== 'draft') throw appError('CONFLICT', S.notDraft);
      const checked = await checkRfiInput(manager, member, input, new Date());
      const kept = !input.spec && input.keepSpec ? { specKey: rfi.specKey, specName: rfi.specName } : {};
      const result = await manager.update(
        Rfi,
        { id: rfi.id, status: 'draft' },
        { ...checked.values, ...kept, updatedAt: nowSeconds() },
      );
      if (result.affected !== 1) throw appError('CONFLICT', S.changedMeanwhile);
      await this.invite(manager, rfi.id, checked.companies);
      await recordAudit(manager, { actorUid: member.uid, action: 'rfi.updated', entityType: ENTITY, entityId: rfi.id });
      return this.view(member, await manager.getRepository(Rfi).findOneByOrFail({ id: rfi.id }), manager);
    });
  }

  /** Draft → sent: one invitation mail per vendor, in the transaction that sends it. */
  async send(caller: Caller, id: string): Promise<RfiView> {
    const view = await this.dataSource.transaction(async (manager) => {
      const member = await municipalMember(manager, caller);
      const rfi = await memberRfi(manager, member, id, true);
      if (rfi.status !== 'draft') throw appError('CONFLICT', S.notDraft);
      if (rfi.deadline.getTime() <= Date.now()) throw invalidInput({ deadline: RFI_MESSAGES.deadlinePast });
      const invitations = await manager
        .getRepository(RfiInvitation)
        .find({ where: { rfiId: rfi.id }, order: { id: 'ASC' } });
      if (invitations.length < RFI_LIMITS.vendorsMin || invitations.length > RFI_LIMITS.vendorsMax) {
        throw invalidInput({ vendors: RFI_MESSAGES.vendorsCount });
      }
      const sentAt = nowSeconds();
      const result = await manager.update(
        Rfi,
        { id: rfi.id, status: 'draft' },
        { status: 'sent', sentAt, updatedAt: sentAt },
      );
      if (result.affected !== 1) throw appError('CONFLICT', S.changedMeanwhile);
      const sent = await manager.getRepository(Rfi).findOneByOrFail({ id: rfi.id });
      for (const recipient of await this.recipients(manager, invitations)) {
        await enqueueMail(manager, invitationMail(sent, recipient, this.settings));
      }
      await recordAudit(manager, {
        actorUid: member.uid,
        action: 'rfi.sent',
        entityType: ENTITY,
        entityId: rfi.id,
        data: { companyIds: invitations.map((i) => i.companyId), deadline: rfi.deadline.toISOString() },
      });
      return this.view(member, sent, manager);
    });
    this.mailStored();
    return view;
  }

  async recipients(manager: EntityManager, invitations: RfiInvitation[]) {
    const companies = await manager.getRepository(Company).findBy({ id: In(invitations.map((i) => i.companyId)) });
    const emails = new Map(companies.map((c) => [c.id, c.contactEmail]));
    return invitations.map((invitation) => ({ invitation, email: emails.get(invitation.companyId) ?? null }));
  }

  /** A sent, not yet closed request the member created. */
  private async open(manager: EntityManager, member: MunicipalMember, id: string): Promise<Rfi> {
    const rfi = await memberRfi(manager, member, id, true);
    if (rfi.status === 'closed') throw appError('CONFLICT', S.locked);
    if (rfi.status !== 'sent') throw appError('CONFLICT', S.notSent);
    return rfi;
  }

  /** Lets one vendor answer after the deadline (its answer is marked late). */
  async allowLate(caller: Caller, id: string, invitationId: string): Promise<RfiView> {
    return this.dataSource.transaction(async (manager) => {
      const member = await municipalMember(manager, caller);
      const rfi = await this.open(manager, member, id);
      const invitation = /^\d{1,10}$/.test(invitationId)
        ? await manager.getRepository(RfiInvitation).findOneBy({ id: Number(invitationId), rfiId: rfi.id })
        : null;
      if (!invitation) throw appError('NOT_FOUND', S.invitationNotFound);
      await manager.update(RfiInvitation, { id: invitation.id }, { lateAllowed: true });
      await manager.update(Rfi, { id: rfi.id }, { updatedAt: nowSeconds() });
      await recordAudit(manager, {
        actorUid: member.uid,
        action: 'rfi.late_allowed',
        entityType: ENTITY,
        entityId: rfi.id,
        data: { companyId: invitation.companyId },
      });
      return this.view(member, rfi, manager);
    });
  }

  /** 質疑回答: one answer, mailed to every invited vendor without naming who asked. */
  async answerClarification(caller: Caller, id: string, clarificationId: string, answer: string): Promise<RfiView> {
    const reply = text(answer);
    if (!reply) throw invalidInput({ answer: RFI_MESSAGES.replyRequired });
    if (reply.length > RFI_LIMITS.clarificationMax) throw invalidInput({ answer: RFI_MESSAGES.clarificationMax });
    const view = await this.dataSource.transaction(async (manager) => {
      const member = await municipalMember(manager, caller);
      const rfi = await this.open(manager, member, id);
      const clarification = /^\d{1,10}$/.test(clarificationId)
        ? await manager.getRepository(RfiClarification).findOneBy({ id: Number(clarificationId), rfiId: rfi.id })
        : null;
      if (!clarification) throw appError('NOT_FOUND', S.clarificationNotFound);
      const answeredAt = nowSeconds();
      const result = await manager
        .createQueryBuilder()
        .update(RfiClarification)
        .set({ answer: reply, answeredAt })
        .where('id = :id AND answer IS NULL', { id: clarification.id })
        .execute();
      if (result.affected !== 1) throw appError('CONFLICT', S.alreadyAnswered);
      const answered = { ...clarification, answer: reply, answeredAt };
      const invitations = await manager
        .getRepository(RfiInvitation)
        .find({ where: { rfiId: rfi.id }, order: { id: 'ASC' } });
      for (const recipient of await this.recipients(manager, invitations)) {
        await enqueueMail(manager, clarificationMail(rfi, answered, recipient, this.settings));
      }
      await manager.update(Rfi, { id: rfi.id }, { updatedAt: answeredAt });
      await recordAudit(manager, {
        actorUid: member.uid,
        action: 'rfi.clarified',
        entityType: ENTITY,
        entityId: rfi.id,
        data: { clarificationId: clarification.id },
      });
      return this.view(member, rfi, manager);
    });
    this.mailStored();
    return view;
  }

  /** 採用 (vendor, amount, reason) or 見送り (reason); the record is read-only from then on. */
  async close(caller: Caller, id: string, input: RfiCloseInput): Promise<RfiView> {
    const reason = text(input.reason);
    const fields: FieldErrors = {};
    if (!reason) fields.reason = RFI_MESSAGES.reasonRequired;
    else if (reason.length > RFI_LIMITS.reasonMax) fields.reason = RFI_MESSAGES.reasonMax;
    if (input.outcome !== 'adopted' && input.outcome !== 'declined') fields.outcome = '結果を選択してください';
    const amount = input.amount ?? null;
    if (amount !== null && (!Number.isFinite(amount) || amount < 0 || amount > 1e12))
      fields.amount = RFI_MESSAGES.amountInvalid;
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    return this.dataSource.transaction(async (manager) => {
      const member = await municipalMember(manager, caller);
      const rfi = await this.open(manager, member, id);
      let companyId: number | null = null;
      if (input.outcome === 'adopted') {
        const winner = /^\d{1,10}$/.test(input.invitationId ?? '')
          ? await manager.getRepository(RfiInvitation).findOneBy({ id: Number(input.invitationId), rfiId: rfi.id })
          : null;
        if (!winner) throw invalidInput({ invitationId: RFI_MESSAGES.winnerRequired });
        companyId = winner.companyId;
      }
      const closedAt = nowSeconds();
      const result = await manager.update(
        Rfi,
        { id: rfi.id, status: 'sent' },
        {
          status: 'closed',
          outcome: input.outcome as 'adopted' | 'declined',
          outcomeCompanyId: companyId,
          outcomeAmount: input.outcome === 'adopted' && amount !== null ? Math.round(amount) : null,
          outcomeReason: reason,
          closedAt,
          closedBy: member.uid,
          updatedAt: closedAt,
        },
      );
      if (result.affected !== 1) throw appError('CONFLICT', S.changedMeanwhile);
      await recordAudit(manager, {
        actorUid: member.uid,
        action: 'rfi.closed',
        entityType: ENTITY,
        entityId: rfi.id,
        data: { outcome: input.outcome, companyId, amount },
      });
      return this.view(member, await manager.getRepository(Rfi).findOneByOrFail({ id: rfi.id }), manager);
    });
  }

  /** Called by the vendor side when an answer is submitted: the sender's mail. */
  async answeredNotice(manager: EntityManager, rfi: Rfi, invitation: RfiInvitation): Promise<void> {
    if (rfi.contactEmail) await enqueueMail(manager, answeredMail(rfi, invitation, this.settings));
  }
}
