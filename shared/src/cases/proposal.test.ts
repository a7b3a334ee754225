import { describe, expect, it } from 'vitest';
import { CASE_PROPOSAL_MESSAGES, returnCommentError, validateCaseProposal, type CaseProposalValues } from './proposal';
import { CASE_MESSAGES } from './validation';

const COMPLETE: CaseProposalValues = {
  title: '窓口のオンライン予約',
  summary: '待ち時間を短くした。',
  municipality: '戸田市',
  organizationName: '戸田市 市民課',
  categoryIds: ['08'],
  fiscalYear: '2025',
  solutionId: '12',
  background: '繁忙期は1時間以上待つ方がいた。',
  approach: 'オンライン予約を導入した。',
  outcome: '平均待ち時間が半分になった。',
  consent: true,
};

describe('validateCaseProposal', () => {
  it('accepts a complete proposal with the consent, and a draft with a title only', () => {
    expect(validateCaseProposal(COMPLETE, { submit: true })).toEqual({});
    expect(validateCaseProposal({ title: '下書き' }, { submit: false })).toEqual({});
  });

  it('asks for the listing, the municipality and the consent on submitting, in the form’s order', () => {
    const errors = validateCaseProposal(
      { ...COMPLETE, solutionId: '', municipality: ' ', consent: false },
      { submit: true },
    );
    expect(errors).toEqual({
      solutionId: CASE_PROPOSAL_MESSAGES.solutionRequired,
      municipality: CASE_MESSAGES.municipalityRequired,
      consent: CASE_PROPOSAL_MESSAGES.consentRequired,
    });
    expect(Object.keys(validateCaseProposal({}, { submit: true })).slice(0, 3)).toEqual([
      'solutionId',
      'municipality',
      'organizationName',
    ]);
  });

  it('keeps the case rules (figures included) and never names a municipality code', () => {
    const errors = validateCaseProposal({ ...COMPLETE, kpis: [{ label: '待ち時間', before: '40' }] }, { submit: true });
    expect(errors).toEqual({ 'kpis[0].unit': expect.any(String) });
    expect(validateCaseProposal({ ...COMPLETE, municipality: '戸田' }, { submit: true })).not.toHaveProperty(
      'municipalityCode',
    );
  });

  it('needs a return comment of at most 500 characters', () => {
    expect(returnCommentError('  ')).toBe(CASE_PROPOSAL_MESSAGES.commentRequired);
    expect(returnCommentError('あ'.repeat(501))).toBe(CASE_PROPOSAL_MESSAGES.commentMax);
    expect(returnCommentError('単位を確認してください')).toBeNull();
  });
});
