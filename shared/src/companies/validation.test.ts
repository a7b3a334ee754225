import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, validateCompanyRegistrationPayload } from './validation';

const VALID = {
  uid: 'u',
  email: 'tanto@vendor.example.jp',
  telephone: '03-1234-5678',
  lastName: '山田',
  firstName: '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  division: '営業部',
  position: '課長',
  organization: '株式会社サンプル',
  corporateNumber: '',
  companyAddress: '東京都千代田区1-1',
  companyUrl: '',
};

describe('company registration', () => {
  it('accepts a company without corporate number or URL', () => {
    expect(validateCompanyRegistrationPayload(VALID)).toEqual({});
  });

  it('checks the company fields and the contact person like municipal registration', () => {
    expect(
      validateCompanyRegistrationPayload({
        ...VALID,
        organization: '',
        corporateNumber: '12345',
        companyAddress: '',
        companyUrl: 'www.example.jp',
        lastNameKana: 'やまだ',
      }),
    ).toEqual({
      organization: COMPANY_MESSAGES.nameRequired,
      corporateNumber: COMPANY_MESSAGES.corporateNumberFormat,
      companyAddress: COMPANY_MESSAGES.addressRequired,
      companyUrl: COMPANY_MESSAGES.urlFormat,
      lastNameKana: '姓（フリガナ）は全角カタカナで入力してください',
    });
  });
});
