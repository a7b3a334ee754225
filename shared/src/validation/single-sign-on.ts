/**
 * A municipality's OpenID Connect settings form (server: modules/sso/sso-settings.service.ts, which
 * also decides what only it can: https outside development, provider domains, domains taken).
 */
import { compose, maxLength, required, type Validator } from './rules';

export interface SsoSettingFormValues extends Record<string, unknown> {
  issuer: string;
  clientId: string;
  /** Empty: keep the stored secret. */
  clientSecret: string;
  /** One or more domains, separated by commas, spaces or new lines. */
  allowedDomains: string;
  divisionClaim: string;
  enabled: boolean;
}

export const SSO_DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const SSO_CLAIM_PATTERN = /^[A-Za-z0-9_:.-]{1,100}$/;

/** The domains typed, lower-cased, each once. */
export function domainListOf(text: unknown): string[] {
  const raw = typeof text === 'string' ? text : '';
  return [
    ...new Set(
      raw
        .split(/[\s,、，]+/)
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const issuer: Validator = compose(required('Issuer を入力してください。'), (value) =>
  /^https?:\/\/[^\s/]+/.test(text(value)) ? undefined : 'Issuer は https:// で始まる URL で入力してください。',
);
const clientId: Validator = compose(
  required('クライアント ID を入力してください。'),
  maxLength(255, 'クライアント ID'),
);
const allowedDomains: Validator = (value) => {
  const domains = domainListOf(value);
  if (domains.length === 0) return '許可するメールドメインを1つ以上入力してください。';
  const bad = domains.find((domain) => !SSO_DOMAIN_PATTERN.test(domain));
  return bad ? `メールドメインの形式が正しくありません: ${bad}` : undefined;
};
const divisionClaim: Validator = (value) =>
  text(value) === '' || SSO_CLAIM_PATTERN.test(text(value))
    ? undefined
    : 'クレーム名は英数字と _ : . - で入力してください。';

export const SSO_SETTING_VALIDATORS = { issuer, clientId, allowedDomains, divisionClaim } as const;
