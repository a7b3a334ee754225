/** Entities to what the screens read: the municipality's view and the vendor's own. */
import type { RfiAnswerValue, RfiQuestion } from '@portal/shared/rfi/rules';
import type { Rfi, RfiClarification, RfiInvitation } from './rfi.entity';
import type {
  RfiAnswerView,
  RfiCaseStartView,
  RfiClarificationView,
  RfiInvitationView,
  RfiQuestionView,
  RfiView,
  VendorRfiView,
} from './rfi.types';

export const specPath = (rfi: Rfi) => (rfi.specKey ? `/api/rfis/${rfi.id}/spec` : null);
export const quotePath = (invitation: RfiInvitation) =>
  invitation.quoteKey ? `/api/rfis/${invitation.rfiId}/answers/${invitation.id}/quote` : null;

export function questionViews(questions: readonly RfiQuestion[]): RfiQuestionView[] {
  return questions.map((q) => ({
    id: q.id,
    kind: q.kind,
    label: q.label,
    choices: q.choices ?? null,
    unit: q.unit ?? null,
  }));
}

function answerView(answer: RfiAnswerValue): RfiAnswerView {
  return {
    questionId: answer.questionId,
    text: answer.text ?? null,
    yes: answer.yes ?? null,
    choice: answer.choice ?? null,
    number: answer.number ?? null,
    price: answer.price ?? null,
  };
}

/** `submittedOnly`: the municipality reads an answer once it is submitted, never a vendor's draft. */
export function invitationView(invitation: RfiInvitation, submittedOnly = false): RfiInvitationView {
  const hidden = submittedOnly && !invitation.submittedAt;
  return {
    id: String(invitation.id),
    companyName: invitation.companyName,
    solutionIds: invitation.solutionIds.map(String),
    openedAt: invitation.openedAt,
    submittedAt: invitation.submittedAt,
    late: invitation.late,
    lateAllowed: invitation.lateAllowed,
    answers: hidden ? [] : (invitation.answers ?? []).map(answerView),
    quoteName: hidden ? null : invitation.quoteName,
    quotePath: hidden ? null : quotePath(invitation),
  };
}

export function clarificationView(c: RfiClarification, ownCompanyId: number | null): RfiClarificationView {
  return {
    id: String(c.id),
    question: c.question,
    answer: c.answer,
    askedAt: c.askedAt,
    answeredAt: c.answeredAt,
    askedByYou: ownCompanyId !== null && c.companyId === ownCompanyId,
  };
}

export function rfiView(
  rfi: Rfi,
  invitations: RfiInvitation[],
  clarifications: RfiClarification[],
  viewerUid: string,
): RfiView {
  const winner = invitations.find((i) => i.companyId === rfi.outcomeCompanyId) ?? null;
  return {
    id: String(rfi.id),
    kind: rfi.kind,
    title: rfi.title,
    background: rfi.background,
    origin: rfi.origin,
    shortlistId: rfi.shortlistId === null ? null : String(rfi.shortlistId),
    specName: rfi.specName,
    specPath: specPath(rfi),
    deadline: rfi.deadline,
    questions: questionViews(rfi.questions),
    status: rfi.status,
    sentAt: rfi.sentAt,
    organization: rfi.organization,
    contactName: rfi.contactName,
    mine: rfi.createdBy === viewerUid,
    invitations: invitations.map((invitation) => invitationView(invitation, true)),
    clarifications: clarifications.map((c) => clarificationView(c, null)),
    outcome: rfi.outcome,
    outcomeCompanyName: winner?.companyName ?? null,
    outcomeInvitationId: winner ? String(winner.id) : null,
    outcomeAmount: rfi.outcomeAmount,
    outcomeReason: rfi.outcomeReason,
    closedAt: rfi.closedAt,
    updatedAt: rfi.updatedAt,
  };
}

export function vendorRfiView(
  rfi: Rfi,
  invitation: RfiInvitation,
  clarifications: RfiClarification[],
  blocked: string | null,
  caseStart: RfiCaseStartView | null = null,
): VendorRfiView {
  return {
    id: String(rfi.id),
    kind: rfi.kind,
    title: rfi.title,
    background: rfi.background,
    specName: rfi.specName,
    specPath: specPath(rfi),
    deadline: rfi.deadline,
    questions: questionViews(rfi.questions),
    status: rfi.status,
    sentAt: rfi.sentAt,
    organization: rfi.organization,
    contactName: rfi.contactName,
    // Answered clarifications go to every invited vendor; an open one only to its asker.
    clarifications: clarifications
      .filter((c) => c.answer !== null || c.companyId === invitation.companyId)
      .map((c) => clarificationView(c, invitation.companyId)),
    myAnswer: invitationView(invitation),
    canAnswer: blocked === null,
    answerBlockedReason: blocked,
    caseStart,
  };
}
