/**
 * Vendors' case proposals (docs/requests-and-listings.md): a vendor of an approved company writes
 * a case study of one of its own published listings and sends it for review; an operator returns
 * it with a comment or approves it, which publishes the case through CaseEditorService (the
 * operator's own path: rules, revisions, audit, search change log) in the same transaction.
 * States: draft → review → returned → resubmitted → published, or withdrawn by the vendor.
 * Only the company's own users and operators see a proposal; anyone else gets the answer an
 * unknown id gets. Every change writes an audit event in its transaction; transitions are
 * conditional UPDATEs on the state read, so two operators (or a vendor and an operator) racing
 * get one change and one CONFLICT.
 */
import {
  CASE_PROPOSAL_EDITABLE,
  CASE_PROPOSAL_IN_REVIEW,
  CASE_PROPOSAL_WITHDRAWABLE,
  returnCommentError,
  type CaseProposalStatus,
  type CaseProposalValues,
} from '@portal/shared/cases/proposal';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput } from '../../lib/app-error';
import type { FileStorage } from '../../storage/storage';
import { recordAudit } from '../audit/audit.service';
import type { CaseEditorService } from '../case/case-editor.service';
import { Company } from '../company/company.entity';
import { operatorUid } from '../operator/operator-caller';
import { checkProposal, imageKeysOf } from './case-proposal-content';
import { CaseProposal } from './case-proposal.entity';
import type { CaseProposalView } from './case-proposal.types';
import { proposalViews } from './case-proposal.view';

export const CASE_PROPOSAL_SERVICE_MESSAGES = {
  notFound: '導入事例の投稿が見つかりません。',
  noCompany: '掲載企業として登録されたアカウントでログインしてください。',
  companyNotApproved: '掲載企業の登録審査が完了すると、導入事例を投稿できます。',
  notEditable: '審査中・掲載済み・取り下げ済みの投稿は編集できません。',
  notInReview: 'この投稿は審査待ちではありません。',
  notWithdrawable: 'この投稿は取り下げられません。',
  changedMeanwhile: 'ほかの操作で投稿の状態が変わりました。画面を更新してから再度お試しください。',
} as const;
const M = CASE_PROPOSAL_SERVICE_MESSAGES;

const ENTITY = 'case_proposal';

export class CaseProposalService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly caseEditor: CaseEditorService,
  ) {}

  /** The vendor's company; writing also needs an approved one. */
  private async companyOf(manager: EntityManager, caller: Caller, write: boolean): Promise<number> {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    const companyId = caller.profile?.companyId;
    if (caller.role !== 'vendor' || companyId == null) throw appError('FORBIDDEN', M.noCompany);
    if (write) {
      const company = await manager.getRepository(Company).findOneBy({ id: companyId });
      if (company?.status !== 'approved') throw appError('FORBIDDEN', M.companyNotApproved);
    }
    return companyId;
  }

  private async load(manager: EntityManager, id: string): Promise<CaseProposal> {
    const found = /^\d{1,10}$/.test(id)
      ? await manager.getRepository(CaseProposal).findOneBy({ id: Number(id) })
      : null;
    if (!found) throw appError('NOT_FOUND', M.notFound);
    return found;
  }

  /** The company's own proposal: another company's answers as an unknown id. */
  private async own(manager: EntityManager, caller: Caller, id: string, write: boolean): Promise<CaseProposal> {
    const companyId = await this.companyOf(manager, caller, write);
    const proposal = await this.load(manager, id);
    if (proposal.companyId !== companyId) throw appError('NOT_FOUND', M.notFound);
    return proposal;
  }

  /** What the screens read: the values with the names their ids stand for. */
  views(proposals: readonly CaseProposal[]): Promise<CaseProposalView[]> {
    return proposalViews(this.dataSource.manager, proposals);
  }

  async mine(caller: Caller): Promise<CaseProposal[]> {
    const companyId = await this.companyOf(this.dataSource.manager, caller, false);
    return this.dataSource.getRepository(CaseProposal).find({
      where: { companyId },
      order: { updatedAt: 'DESC', id: 'DESC' },
      take: 500,
    });
  }

  /** One proposal: the company's own users, or operators. */
  async forEdit(caller: Caller, id: string): Promise<CaseProposal> {
    if (caller.role === 'operator' && caller.viewer) return this.load(this.dataSource.manager, id);
    return this.own(this.dataSource.manager, caller, id, false);
  }

  async create(caller: Caller, values: CaseProposalValues, submit: boolean): Promise<CaseProposal> {
    const id = await this.dataSource.transaction(async (manager) => {
      const companyId = await this.companyOf(manager, caller, true);
      const uid = caller.viewer!.uid;
      const checked = await checkProposal(manager, this.storage, { uid, companyId, known: new Set() }, values, submit);
      const saved = await manager.save(
        manager.getRepository(CaseProposal).create({
          companyId,
          solutionId: checked.solutionId,
          status: submit ? 'review' : 'draft',
          content: checked.content,
          returnedContent: null,
          municipalityConsent: checked.consent,
          reviewComment: null,
          caseId: null,
          createdBy: uid,
          submittedAt: submit ? new Date() : null,
        }),
      );
      await recordAudit(manager, {
        actorUid: uid,
        action: submit ? 'case_proposal.submitted' : 'case_proposal.created',
        entityType: ENTITY,
        entityId: saved.id,
        data: { companyId, status: saved.status, solutionId: checked.solutionId, consent: checked.consent },
      });
      return saved.id;
    });
    return this.load(this.dataSource.manager, String(id));
  }

  /** Saves a draft or a returned proposal; `submit` sends it (again) for review. */
  async update(caller: Caller, id: string, values: CaseProposalValues, submit: boolean): Promise<CaseProposal> {
    await this.dataSource.transaction(async (manager) => {
      const proposal = await this.own(manager, caller, id, true);
      if (!CASE_PROPOSAL_EDITABLE.includes(proposal.status)) throw appError('CONFLICT', M.notEditable);
      const uid = caller.viewer!.uid;
      const known = new Set([...imageKeysOf(proposal.content), ...imageKeysOf(proposal.returnedContent)]);
      const checked = await checkProposal(
        manager,
        this.storage,
        { uid, companyId: proposal.companyId, known },
        values,
        submit,
      );
      const returned = proposal.status === 'returned';
      const next: CaseProposalStatus = submit ? (returned ? 'resubmitted' : 'review') : proposal.status;
      await this.move(manager, proposal, CASE_PROPOSAL_EDITABLE, {
        status: next,
        content: checked.content,
        solutionId: checked.solutionId,
        municipalityConsent: checked.consent,
        ...(submit ? { submittedAt: new Date() } : {}),
      });
      await recordAudit(manager, {
        actorUid: uid,
        action: !submit
          ? 'case_proposal.draft-saved'
          : returned
            ? 'case_proposal.resubmitted'
            : 'case_proposal.submitted',
        entityType: ENTITY,
        entityId: proposal.id,
        data: { status: next, solutionId: checked.solutionId, consent: checked.consent },
      });
    });
    return this.load(this.dataSource.manager, id);
  }

  /** The vendor takes a proposal back (before it is published). */
  async withdraw(caller: Caller, id: string): Promise<CaseProposal> {
    await this.dataSource.transaction(async (manager) => {
      const proposal = await this.own(manager, caller, id, false);
      if (!CASE_PROPOSAL_WITHDRAWABLE.includes(proposal.status)) throw appError('CONFLICT', M.notWithdrawable);
      await this.move(manager, proposal, CASE_PROPOSAL_WITHDRAWABLE, { status: 'withdrawn' });
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'case_proposal.withdrawn',
        entityType: ENTITY,
        entityId: proposal.id,
        data: { from: proposal.status },
      });
    });
    return this.load(this.dataSource.manager, id);
  }

  /** Operators: proposals waiting for review, oldest first. */
  async awaitingReview(caller: Caller): Promise<CaseProposal[]> {
    operatorUid(caller);
    return this.dataSource.getRepository(CaseProposal).find({
      where: { status: In([...CASE_PROPOSAL_IN_REVIEW]) },
      order: { updatedAt: 'ASC', id: 'ASC' },
      take: 500,
    });
  }

  /** Operators: returns a proposal with a comment; what they returned is what a resubmission is compared with. */
  async returnToVendor(caller: Caller, id: string, comment: string): Promise<CaseProposal> {
    const uid = operatorUid(caller);
    const error = returnCommentError(comment);
    if (error) throw invalidInput({ comment: error });
    const reason = comment.trim();
    await this.dataSource.transaction(async (manager) => {
      const proposal = await this.load(manager, id);
      if (!CASE_PROPOSAL_IN_REVIEW.includes(proposal.status)) throw appError('CONFLICT', M.notInReview);
      await this.move(manager, proposal, CASE_PROPOSAL_IN_REVIEW, {
        status: 'returned',
        reviewComment: reason,
        returnedContent: proposal.content,
      });
      await recordAudit(manager, {
        actorUid: uid,
        action: 'case_proposal.returned',
        entityType: ENTITY,
        entityId: proposal.id,
        data: { comment: reason, companyId: proposal.companyId },
      });
    });
    return this.load(this.dataSource.manager, id);
  }

  /**
   * Operators: publishes the proposal as a case, through the case editor in this transaction, so
   * the case's revisions, audit events and search change log commit (or fail) with the approval.
   */
  async publish(caller: Caller, id: string): Promise<CaseProposal> {
    const uid = operatorUid(caller);
    const { touched } = await this.dataSource.transaction(async (manager) => {
      const proposal = await this.load(manager, id);
      if (!CASE_PROPOSAL_IN_REVIEW.includes(proposal.status)) throw appError('CONFLICT', M.notInReview);
      // The listing may have changed hands or been withdrawn since it was submitted: check again.
      const checked = await checkProposal(
        manager,
        this.storage,
        { uid, companyId: proposal.companyId, known: new Set(imageKeysOf(proposal.content)) },
        { ...proposal.content, municipality: proposal.content.municipalityCode, consent: proposal.municipalityConsent },
        true,
      );
      const made = await this.caseEditor.createPublishedIn(
        manager,
        uid,
        { ...checked.content, solutionName: '', vendorName: '' },
        { files: new Set(imageKeysOf(checked.content)) },
      );
      await this.move(manager, proposal, CASE_PROPOSAL_IN_REVIEW, {
        status: 'published',
        caseId: made.id,
        reviewComment: null,
      });
      await recordAudit(manager, {
        actorUid: uid,
        action: 'case_proposal.published',
        entityType: ENTITY,
        entityId: proposal.id,
        data: { caseId: made.id, companyId: proposal.companyId },
      });
      return made;
    });
    await this.caseEditor.applyToSearch(touched);
    return this.load(this.dataSource.manager, id);
  }

  /** A conditional UPDATE from the states given: a concurrent change makes it a CONFLICT. */
  private async move(
    manager: EntityManager,
    proposal: CaseProposal,
    from: readonly CaseProposalStatus[],
    change: Partial<CaseProposal>,
  ): Promise<void> {
    if (!from.includes(proposal.status)) throw appError('CONFLICT', M.changedMeanwhile);
    const result = await manager
      .getRepository(CaseProposal)
      .update({ id: proposal.id, status: proposal.status }, change);
    if (result.affected !== 1) throw appError('CONFLICT', M.changedMeanwhile);
  }
}
