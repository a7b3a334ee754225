/**
 * A vendor's case proposal (導入事例の投稿): a case study of one of its own published listings,
 * written by the vendor and published by an operator after review. The content follows the case
 * rules (./validation.ts); the municipality is picked from the master by name (the picker's
 * text, which the server resolves to its code), the listing is one of the vendor's own, and the
 * vendor states that the municipality agreed to publication. The vendor's form and the server
 * run the same function.
 */
import { CASE_MESSAGES, validateCase, type CaseErrors, type CaseValues } from './validation';

export const CASE_PROPOSAL_STATUSES = ['draft', 'review', 'returned', 'resubmitted', 'published', 'withdrawn'] as const;
export type CaseProposalStatus = (typeof CASE_PROPOSAL_STATUSES)[number];

export const CASE_PROPOSAL_STATUS_LABELS: Record<CaseProposalStatus, string> = {
  draft: '下書き',
  review: '審査中',
  returned: '差し戻し',
  resubmitted: '再申請（審査中）',
  published: '掲載済み',
  withdrawn: '取り下げ',
};

/** Waiting for the operator. */
export const CASE_PROPOSAL_IN_REVIEW: readonly CaseProposalStatus[] = ['review', 'resubmitted'];
/** The vendor may still change it (an in-review proposal is returned or withdrawn first). */
export const CASE_PROPOSAL_EDITABLE: readonly CaseProposalStatus[] = ['draft', 'returned'];
/** The vendor may take it back. */
export const CASE_PROPOSAL_WITHDRAWABLE: readonly CaseProposalStatus[] = ['draft', 'review', 'returned', 'resubmitted'];

export const CASE_PROPOSAL_CONSENT_LABEL = '掲載について自治体の了承を得ています';
export const CASE_PROPOSAL_COMMENT_MAX = 500;

export const CASE_PROPOSAL_MESSAGES = {
  solutionRequired: '導入したソリューションを、自社の掲載中のソリューションから選択してください',
  solutionNotOwn: 'ソリューションが見つかりません。自社の掲載中のソリューションから選択してください',
  consentRequired: '掲載について自治体の了承を得たうえで、チェックを入れてください',
  municipalityUnknown: CASE_MESSAGES.municipalityUnknown,
  commentRequired: '差し戻しの理由を入力してください',
  commentMax: `差し戻しの理由は${CASE_PROPOSAL_COMMENT_MAX}文字以内で入力してください`,
} as const;

/**
 * The vendor's form: the case's values without what the server derives (the solution's and the
 * vendor's names come from the listing), the municipality as the picker's text, and the consent.
 */
export interface CaseProposalValues extends Omit<CaseValues, 'municipalityCode' | 'solutionName' | 'vendorName'> {
  /** The municipality as the picker put it (its name, 東京都府中市 where names are shared) or its code. */
  municipality?: string | null;
  /** 掲載について自治体の了承を得ています. */
  consent?: boolean | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The fields above the case's own at the top of the form. */
const FORM_ORDER = ['solutionId', 'municipality', 'organizationName', 'title', 'summary'] as const;

/** Every rule, as validateCase's: a draft needs a title; submitting needs everything and the consent. */
export function validateCaseProposal(values: CaseProposalValues, options: { submit: boolean }): CaseErrors {
  const { submit } = options;
  const { municipality, consent: _consent, ...rest } = values;
  // The municipality is the picker's text here, not a code: checked below, resolved by the server.
  const errors = validateCase({ ...rest, municipalityCode: submit ? '000000' : null }, { submit });
  delete errors.municipalityCode;
  if (submit && text(municipality) === '') errors.municipality = CASE_MESSAGES.municipalityRequired;
  if (submit && text(values.solutionId) === '') errors.solutionId ??= CASE_PROPOSAL_MESSAGES.solutionRequired;
  if (submit && values.consent !== true) errors.consent = CASE_PROPOSAL_MESSAGES.consentRequired;
  // In the form's order, so the error summary reads top to bottom.
  const ordered: CaseErrors = {};
  for (const field of FORM_ORDER) if (errors[field]) ordered[field] = errors[field];
  return Object.assign(ordered, errors);
}

/** The operator's return comment: required, at most CASE_PROPOSAL_COMMENT_MAX characters. */
export function returnCommentError(comment: string): string | null {
  const trimmed = comment.trim();
  if (trimmed === '') return CASE_PROPOSAL_MESSAGES.commentRequired;
  return [...trimmed].length > CASE_PROPOSAL_COMMENT_MAX ? CASE_PROPOSAL_MESSAGES.commentMax : null;
}
