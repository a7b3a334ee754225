import { describe, expect, it } from 'vitest';
import {
  fromProviderPolicy,
  passwordPolicyMessage,
  policyRequirements,
  PROVIDER_DEFAULT_POLICY,
} from './password-policy';

const strict = fromProviderPolicy({
  customStrengthOptions: {
    minPasswordLength: 10,
    maxPasswordLength: 32,
    containsLowercaseCharacter: true,
    containsUppercaseCharacter: true,
    containsNumericCharacter: true,
    containsNonAlphanumericCharacter: true,
  },
  allowedNonAlphanumericCharacters: ['!', '#', '$'],
  enforcementState: 'ENFORCE',
});

describe('password policy', () => {
  it('falls back to the provider defaults, where only the product minimum of 8 shows', () => {
    expect(PROVIDER_DEFAULT_POLICY.minLength).toBe(6);
    expect(policyRequirements(PROVIDER_DEFAULT_POLICY)).toEqual([{ key: 'min', text: '8文字以上' }]);
    expect(passwordPolicyMessage(PROVIDER_DEFAULT_POLICY, 'password')).toBeUndefined();
  });

  it('reads every option of the provider policy', () => {
    expect(strict).toMatchObject({
      minLength: 10,
      maxLength: 32,
      lowercase: true,
      uppercase: true,
      numeric: true,
      nonAlphanumeric: true,
      allowedSymbols: '!#$',
      enforced: true,
    });
    expect(policyRequirements(strict).map((r) => r.text)).toEqual([
      '10文字以上',
      '32文字以内',
      '英小文字（a〜z）を含む',
      '英大文字（A〜Z）を含む',
      '数字（0〜9）を含む',
      '記号（!#$のいずれか）を含む',
    ]);
  });

  it('names the unmet requirements of an enforced policy', () => {
    expect(passwordPolicyMessage(strict, 'abcdefgh')).toBe(
      'パスワードは次の条件を満たしてください：10文字以上、英大文字（A〜Z）を含む、数字（0〜9）を含む、記号（!#$のいずれか）を含む',
    );
    expect(passwordPolicyMessage(strict, 'Abcdefgh1!')).toBeUndefined();
    expect(passwordPolicyMessage(strict, 'Abcdefgh1?')).toMatch(/記号/);
  });

  it('leaves short passwords to the product minimum and ignores unenforced policies', () => {
    expect(passwordPolicyMessage(strict, 'Ab1!')).toBeUndefined();
    const audit = fromProviderPolicy({ customStrengthOptions: { containsUppercaseCharacter: true } });
    expect(audit.enforced).toBe(false);
    expect(passwordPolicyMessage(audit, 'lowercase')).toBeUndefined();
    expect(fromProviderPolicy({ enforcementState: 'ENFORCEMENT_STATE_UNSPECIFIED' }).enforced).toBe(false);
  });

  it('never lowers the product minimum of 8', () => {
    const lenient = fromProviderPolicy({
      customStrengthOptions: { minPasswordLength: 6 },
      enforcementState: 'ENFORCE',
    });
    expect(policyRequirements(lenient)[0]!.text).toBe('8文字以上');
  });
});
