import { describe, expect, it } from 'vitest';
import { emailChangeValidators, loginValidators, passwordResetValidators } from './account';
import {
  canSubmitRegistration,
  hasProfileChanged,
  isRegistrationFormEmpty,
  pickProfileFields,
  validateProfile,
  validateRegistrationForm,
  validateRegistrationPayload,
  type RegistrationFormValues,
} from './profile';
import { validateAll } from './rules';

const valid: RegistrationFormValues = {
  email: 'shokuin@city.demo.lg.jp',
  password: 'password-123',
  confirmPassword: 'password-123',
  telephone: '03-1234-5678',
  lastName: '山田',
  firstName: '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  division: '総務部 情報政策課',
  position: '主任',
  organization: 'デモ市',
  contents: 'ソリューションの比較検討のため',
  isCustomerInformationConfirmation: true,
  isTermsOfUseConfirmation: true,
};

describe('registration form', () => {
  it('accepts a complete form', () => {
    expect(validateRegistrationForm({ ...valid })).toEqual({});
    expect(canSubmitRegistration(valid)).toBe(true);
  });

  it('gives every empty field its own message', () => {
    expect(validateRegistrationForm({})).toEqual({
      email: 'メールアドレスを入力してください',
      password: 'パスワードを入力してください',
      confirmPassword: '確認用パスワードを入力してください',
      telephone: '電話番号を入力してください',
      lastName: '姓を入力してください',
      firstName: '名を入力してください',
      lastNameKana: '姓（フリガナ）を入力してください',
      firstNameKana: '名（フリガナ）を入力してください',
      division: '部署名を入力してください',
      position: '役職を入力してください',
      organization: '自治体名を入力してください',
      contents: 'ご利用目的を入力してください',
      isCustomerInformationConfirmation: 'お客様情報の取り扱いに同意してください',
      isTermsOfUseConfirmation: '利用規約に同意してください',
    });
  });

  it('cannot be submitted unless both confirmations are ticked', () => {
    expect(canSubmitRegistration({ ...valid, isTermsOfUseConfirmation: false })).toBe(false);
    expect(canSubmitRegistration({ ...valid, isCustomerInformationConfirmation: false })).toBe(false);
    expect(canSubmitRegistration({ ...valid, firstNameKana: 'はなこ' })).toBe(false);
  });

  it('bounds the free-text profile fields by their columns', () => {
    expect(validateProfile({ ...valid, division: '課'.repeat(101) })).toEqual({
      division: '部署名は100文字以内で入力してください',
    });
  });

  it('is empty only when every text field is blank and both confirmations are off', () => {
    expect(isRegistrationFormEmpty({})).toBe(true);
    expect(isRegistrationFormEmpty({ email: '  ', isTermsOfUseConfirmation: false })).toBe(true);
    expect(isRegistrationFormEmpty({ contents: 'a' })).toBe(false);
    expect(isRegistrationFormEmpty({ isCustomerInformationConfirmation: true })).toBe(false);
    expect(isRegistrationFormEmpty({ isTermsOfUseConfirmation: true })).toBe(false);
  });
});

describe('registration payload (what the server validates)', () => {
  it('checks e-mail, telephone and the seven fields, not the form-only ones', () => {
    const { password: _p, confirmPassword: _c, contents: _t, ...payload } = valid;
    expect(validateRegistrationPayload(payload)).toEqual({});
    expect(validateRegistrationPayload({ ...payload, telephone: 'abc', lastNameKana: 'やまだ' })).toEqual({
      telephone: '電話番号を正しい形式で入力してください',
      lastNameKana: '姓（フリガナ）は全角カタカナで入力してください',
    });
  });
});

describe('change detection', () => {
  const profile = pickProfileFields(valid);

  it('sees no change in an identical or only re-spaced form', () => {
    expect(hasProfileChanged(profile, { ...profile })).toBe(false);
    expect(hasProfileChanged(profile, { ...profile, division: ' 総務部 情報政策課 ' })).toBe(false);
  });

  it('sees a change in any one of the seven fields', () => {
    for (const field of Object.keys(profile) as (keyof typeof profile)[]) {
      expect(hasProfileChanged(profile, { ...profile, [field]: `${profile[field]}変` })).toBe(true);
    }
  });

  it('ignores fields outside the seven', () => {
    expect(hasProfileChanged(profile, { ...profile, email: 'other@x.jp' } as typeof profile)).toBe(false);
  });

  it('treats missing values as empty', () => {
    expect(pickProfileFields({ lastName: '山田', firstName: null })).toMatchObject({ lastName: '山田', firstName: '' });
    expect(hasProfileChanged({}, { lastName: '' })).toBe(false);
  });
});

describe('account forms', () => {
  it('sign-in asks for an address and any password', () => {
    expect(validateAll(loginValidators, { email: '', password: '' })).toEqual({
      email: 'メールアドレスを入力してください',
      password: 'パスワードを入力してください',
    });
    expect(validateAll(loginValidators, { email: 'a@b.jp', password: 'short' })).toEqual({});
  });

  it('a new password needs 8 characters and a matching confirmation', () => {
    expect(validateAll(passwordResetValidators, { password: 'short', confirmPassword: 'shorter' })).toEqual({
      password: 'パスワードは8文字以上で入力してください',
      confirmPassword: 'パスワードが一致しません',
    });
  });

  it('an e-mail change refuses the current address', () => {
    const validators = emailChangeValidators('shokuin@city.demo.lg.jp');
    expect(validateAll(validators, { email: 'shokuin@city.demo.lg.jp', password: 'x' })).toEqual({
      email: 'このメールアドレスは既に登録されています',
    });
  });
});
