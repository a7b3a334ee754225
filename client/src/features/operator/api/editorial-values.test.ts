import { describe, expect, it } from 'vitest';
import { caseInputOf, EMPTY_CASE_VALUES } from './case-form-values';
import { EMPTY_GRANT_VALUES, grantInputOf } from './grant-form-values';

describe('the editor forms’ inputs', () => {
  it('send a grant without the answer’s __typename, files by key, name and kind', () => {
    const answered = {
      __typename: 'GrantFormValues',
      ...EMPTY_GRANT_VALUES,
      attachments: [
        {
          __typename: 'GrantAttachmentValue',
          kind: 'guideline',
          title: '公募要領',
          file: { __typename: 'ListingFile', key: 'k', name: 'a.pdf', kind: 'pdf', url: null },
        },
      ],
    };
    const input = grantInputOf(answered);
    expect(input).not.toHaveProperty('__typename');
    expect(input.attachments).toEqual([
      { kind: 'guideline', title: '公募要領', file: { key: 'k', name: 'a.pdf', kind: 'pdf' } },
    ]);
  });

  it('send a case without the picker’s text or any __typename', () => {
    const input = caseInputOf({
      ...EMPTY_CASE_VALUES,
      municipalityCode: '014729',
      municipalityText: '音威子府村',
      municipalityLabel: '北海道 音威子府村（村）',
      kpis: [{ __typename: 'CaseKpiValue', label: '来庁件数', before: '120', after: '45', unit: '件' } as never],
    });
    expect(input).not.toHaveProperty('municipalityText');
    expect(input).not.toHaveProperty('municipalityLabel');
    expect(input.municipalityCode).toBe('014729');
    expect(input.kpis).toEqual([{ label: '来庁件数', before: '120', after: '45', unit: '件' }]);
  });
});
