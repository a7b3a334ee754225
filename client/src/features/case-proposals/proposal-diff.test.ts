import { describe, expect, it } from 'vitest';
import type { ProposalValues } from './api/proposal-values';
import { proposalDiff } from './proposal-diff';

const BASE: ProposalValues = {
  title: '窓口のオンライン予約',
  summary: '待ち時間を短くした。',
  municipalityCode: '112241',
  municipality: '戸田市',
  organizationName: '戸田市 市民課',
  categoryIds: ['08'],
  fiscalYear: '2025',
  solutionId: '3',
  solutionTitle: '窓口予約システム',
  background: '繁忙期は1時間以上待つ方がいた。',
  approach: 'オンライン予約を導入した。',
  outcome: '平均待ち時間が半分になった。',
  initialCost: '3000000',
  annualCost: '',
  subsidyAmount: '',
  periodMonths: '6',
  kpis: [{ label: '平均待ち時間', before: '40', after: '20', unit: '分' }],
  grants: [],
  images: [],
};

describe('proposalDiff', () => {
  it('names only the changed fields, with what was removed and added', () => {
    const diff = proposalDiff(BASE, {
      ...BASE,
      outcome: '平均待ち時間が40分から20分になった。',
      kpis: [{ label: '平均待ち時間', before: '40', after: '20', unit: '分間' }],
      grants: [{ id: '7', title: 'デジタル田園都市国家構想交付金' }],
    });
    expect(diff.map((field) => field.label)).toEqual(['導入の効果', '効果指標', '活用した補助金']);
    const outcome = diff[0]!.parts;
    expect(outcome.filter((p) => p.kind === 'removed').map((p) => p.text)).toEqual(['半分']);
    expect(
      outcome
        .filter((p) => p.kind === 'added')
        .map((p) => p.text)
        .join(''),
    ).toContain('40');
    expect(diff[2]!.parts).toEqual([{ kind: 'added', text: 'デジタル田園都市国家構想交付金\n' }]);
  });

  it('finds nothing when the vendor resubmitted the same content', () => {
    expect(proposalDiff(BASE, { ...BASE })).toEqual([]);
  });
});
