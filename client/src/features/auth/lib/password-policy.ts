/**
 * The identity provider's password policy (docs/specification.md §5) as the forms use it. The
 * product's own minimum of 8 always applies; the provider's requirements apply when it enforces
 * them (an unspecified enforcement state counts as off).
 */
import { PASSWORD_MIN_LENGTH } from '@portal/shared';

/** The provider's answer (Identity Toolkit v2 passwordPolicy), as far as it is used. */
export interface ProviderPasswordPolicy {
  customStrengthOptions?: {
    minPasswordLength?: number;
    maxPasswordLength?: number;
    containsLowercaseCharacter?: boolean;
    containsUppercaseCharacter?: boolean;
    containsNumericCharacter?: boolean;
    containsNonAlphanumericCharacter?: boolean;
  };
  allowedNonAlphanumericCharacters?: string[] | string;
  enforcementState?: string;
}

export interface PasswordPolicy {
  minLength: number;
  maxLength: number | null;
  lowercase: boolean;
  uppercase: boolean;
  numeric: boolean;
  nonAlphanumeric: boolean;
  allowedSymbols: string;
  enforced: boolean;
  /** False when the provider could not be asked and its defaults stand in. */
  fromProvider: boolean;
}

/** The provider's defaults: minimum 6, nothing else, not enforced. */
export const PROVIDER_DEFAULT_POLICY: PasswordPolicy = {
  minLength: 6,
  maxLength: null,
  lowercase: false,
  uppercase: false,
  numeric: false,
  nonAlphanumeric: false,
  allowedSymbols: '',
  enforced: false,
  fromProvider: false,
};

export function fromProviderPolicy(raw: ProviderPasswordPolicy): PasswordPolicy {
  const options = raw.customStrengthOptions ?? {};
  const symbols = raw.allowedNonAlphanumericCharacters ?? '';
  return {
    minLength: options.minPasswordLength ?? PROVIDER_DEFAULT_POLICY.minLength,
    maxLength: options.maxPasswordLength ?? null,
    lowercase: options.containsLowercaseCharacter === true,
    uppercase: options.containsUppercaseCharacter === true,
    numeric: options.containsNumericCharacter === true,
    nonAlphanumeric: options.containsNonAlphanumericCharacter === true,
    allowedSymbols: Array.isArray(symbols) ? symbols.join('') : symbols,
    enforced: raw.enforcementState === 'ENFORCE',
    fromProvider: true,
  };
}

interface Requirement {
  key: string;
  text: string;
  met: (password: string) => boolean;
}

function requirements(policy: PasswordPolicy): Requirement[] {
  const length = (password: string) => [...password].length;
  const min = Math.max(PASSWORD_MIN_LENGTH, policy.enforced ? policy.minLength : 0);
  const list: Requirement[] = [{ key: 'min', text: `${min}文字以上`, met: (p) => length(p) >= min }];
  if (!policy.enforced) return list;
  if (policy.maxLength) {
    const max = policy.maxLength;
    list.push({ key: 'max', text: `${max}文字以内`, met: (p) => length(p) <= max });
  }
  if (policy.lowercase) list.push({ key: 'lower', text: '英小文字（a〜z）を含む', met: (p) => /[a-z]/.test(p) });
  if (policy.uppercase) list.push({ key: 'upper', text: '英大文字（A〜Z）を含む', met: (p) => /[A-Z]/.test(p) });
  if (policy.numeric) list.push({ key: 'numeric', text: '数字（0〜9）を含む', met: (p) => /[0-9]/.test(p) });
  if (policy.nonAlphanumeric) {
    const symbols = policy.allowedSymbols;
    list.push({
      key: 'symbol',
      text: symbols ? `記号（${symbols}のいずれか）を含む` : '記号を含む',
      met: (p) => [...p].some((c) => (symbols ? symbols.includes(c) : /[^A-Za-z0-9]/.test(c))),
    });
  }
  return list;
}

/** The conditions to show beside a new-password field. */
export function policyRequirements(policy: PasswordPolicy): { key: string; text: string }[] {
  return requirements(policy).map(({ key, text }) => ({ key, text }));
}

/**
 * The message for a password that misses the enforced provider requirements. The product's
 * minimum is left to the shared validator so the user meets one message for it, everywhere.
 */
export function passwordPolicyMessage(policy: PasswordPolicy, password: unknown): string | undefined {
  if (typeof password !== 'string' || [...password].length < PASSWORD_MIN_LENGTH) return undefined;
  const unmet = requirements(policy)
    .filter((r) => r.key !== 'min' || policy.minLength > PASSWORD_MIN_LENGTH)
    .filter((r) => !r.met(password));
  return unmet.length > 0
    ? `パスワードは次の条件を満たしてください：${unmet.map((r) => r.text).join('、')}`
    : undefined;
}
