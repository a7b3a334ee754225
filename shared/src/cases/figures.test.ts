import { describe, expect, it } from 'vitest';
import { CASE_FIGURE_MESSAGES, normalizeCaseFigures, validateCaseFigures } from './figures';

describe('case figures', () => {
  it('accepts empty figures and blank KPI rows', () => {
    expect(validateCaseFigures({})).toEqual({});
    expect(validateCaseFigures({ kpis: [{ label: '', before: '', after: '', unit: '' }] })).toEqual({});
  });

  it('reads amounts written with separators or full-width digits', () => {
    const values = {
      initialCost: '12,000,000',
      subsidyAmount: '６００００００',
      kpis: [{ label: '窓口待ち時間', before: '45', after: '15', unit: '分' }],
    };
    expect(validateCaseFigures(values)).toEqual({});
    expect(normalizeCaseFigures(values)).toMatchObject({ initialCost: 12_000_000, subsidyAmount: 6_000_000 });
  });

  it('names each bad field in Japanese', () => {
    expect(
      validateCaseFigures({
        annualCost: '-1',
        periodMonths: '1.5',
        kpis: [{ label: '待ち時間', before: '', after: '', unit: '分' }],
      }),
    ).toEqual({
      annualCost: CASE_FIGURE_MESSAGES.yen('年間費用'),
      periodMonths: CASE_FIGURE_MESSAGES.period,
      'kpis[0].before': CASE_FIGURE_MESSAGES.kpiValues,
    });
    expect(validateCaseFigures({ initialCost: '100', subsidyAmount: '101' })).toEqual({
      subsidyAmount: CASE_FIGURE_MESSAGES.subsidyOverCost,
    });
  });
});
