/**
 * Validation rules of the registration and profile forms. Each rule returns a Japanese message or
 * undefined. The same functions run in react-final-form on the client and in the services on
 * the server, so a user never meets a rule on one side that the other side does not know.
 */
import { KANA_MAX_WIDTH, NAME_MAX_WIDTH, PASSWORD_MIN_LENGTH } from '../constants';
import { widthUnits } from '../text';

export type Validator<V = unknown, A = Record<string, unknown>> = (value: V, allValues: A) => string | undefined;

/** Runs validators in order and returns the first message: forms show one error per field. */
export function compose<A>(...validators: Validator<unknown, A>[]): Validator<unknown, A> {
  return (value, allValues) => {
    for (const validate of validators) {
      const message = validate(value, allValues);
      if (message) return message;
    }
    return undefined;
  };
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export const required =
  (message: string): Validator =>
  (value) =>
    asText(value).trim() === '' ? message : undefined;

/** A storage limit in characters (not width units): keeps over-long input from reaching the database. */
export const maxLength =
  (max: number, label: string): Validator =>
  (value) =>
    [...asText(value).trim()].length > max ? `${label}は${max}文字以内で入力してください` : undefined;

/** The HTML living standard's valid e-mail address, which is what users' browsers accept. */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Digits, hyphen, plus, parentheses and whitespace. */
export const TELEPHONE_PATTERN = /^[0-9\-+()\s]+$/;

/** Katakana including ヴ and the long-vowel mark ー (full-width only). */
export const KATAKANA_PATTERN = /^[\u30A1-\u30F6\u30FC]+$/;

/** Limits of the columns that hold these fields; the spec sets none, the database does. */
export const EMAIL_MAX_LENGTH = 254;
export const TELEPHONE_MAX_LENGTH = 30;
export const ORGANIZATION_FIELD_MAX_LENGTH = 100;

export const messages = {
  emailRequired: 'メールアドレスを入力してください',
  emailFormat: 'メールアドレスの形式で入力してください',
  emailAlreadyRegistered: 'このメールアドレスは既に登録されています',
  passwordRequired: 'パスワードを入力してください',
  passwordMin: `パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください`,
  confirmPasswordRequired: '確認用パスワードを入力してください',
  passwordMismatch: 'パスワードが一致しません',
  telephoneRequired: '電話番号を入力してください',
  telephoneFormat: '電話番号を正しい形式で入力してください',
  divisionRequired: '部署名を入力してください',
  positionRequired: '役職を入力してください',
  organizationRequired: '自治体名を入力してください',
  contentsRequired: 'ご利用目的を入力してください',
  customerInformationRequired: 'お客様情報の取り扱いに同意してください',
  termsOfUseRequired: '利用規約に同意してください',
} as const;

export const email: Validator = compose(
  required(messages.emailRequired),
  (value) => (EMAIL_PATTERN.test(asText(value).trim()) ? undefined : messages.emailFormat),
  maxLength(EMAIL_MAX_LENGTH, 'メールアドレス'),
);

/** The spec's variant: the new address must differ from the current one. */
export const emailDifferentFrom =
  (current: string | null | undefined): Validator =>
  (value, allValues) =>
    email(value, allValues) ??
    (current && asText(value).trim().toLowerCase() === current.trim().toLowerCase()
      ? messages.emailAlreadyRegistered
      : undefined);

/** Passwords are never trimmed: a space is a legitimate character of a password. */
export const password: Validator = compose(
  (value) => (asText(value) === '' ? messages.passwordRequired : undefined),
  (value) => ([...asText(value)].length < PASSWORD_MIN_LENGTH ? messages.passwordMin : undefined),
);

/** Sign-in only asks for a password; the length rule applies where one is chosen. */
export const currentPassword: Validator = (value) => (asText(value) === '' ? messages.passwordRequired : undefined);

/** Compares with the `password` field of the same form. */
export const confirmPassword: Validator = compose(
  (value) => (asText(value) === '' ? messages.confirmPasswordRequired : undefined),
  (value, all) => (value === (all as { password?: unknown }).password ? undefined : messages.passwordMismatch),
);

export const telephone: Validator = compose(
  required(messages.telephoneRequired),
  (value) => (TELEPHONE_PATTERN.test(asText(value).trim()) ? undefined : messages.telephoneFormat),
  maxLength(TELEPHONE_MAX_LENGTH, '電話番号'),
);

/** Required name of at most 15 width units (全角15文字, 半角30文字). */
export const personName = (label: string): Validator =>
  compose(required(`${label}を入力してください`), (value) =>
    widthUnits(asText(value).trim()) > NAME_MAX_WIDTH
      ? `${label}は全角${NAME_MAX_WIDTH}文字（半角${NAME_MAX_WIDTH * 2}文字）以内で入力してください`
      : undefined,
  );

/** Required katakana of at most 20 width units, with one message per way of failing. */
export const kanaName = (label: string): Validator =>
  compose(required(`${label}を入力してください`), (value) => {
    const text = asText(value).trim();
    const wrongScript = !KATAKANA_PATTERN.test(text);
    const tooLong = widthUnits(text) > KANA_MAX_WIDTH;
    if (wrongScript && tooLong) return `${label}は全角カタカナ${KANA_MAX_WIDTH}文字以内で入力してください`;
    if (wrongScript) return `${label}は全角カタカナで入力してください`;
    if (tooLong) return `${label}は全角${KANA_MAX_WIDTH}文字以内で入力してください`;
    return undefined;
  });

/** A required free-text field of the profile, bounded by its column. */
export const requiredText = (requiredMessage: string, label: string): Validator =>
  compose(required(requiredMessage), maxLength(ORGANIZATION_FIELD_MAX_LENGTH, label));

export const mustBeChecked =
  (message: string): Validator =>
  (value) =>
    value === true ? undefined : message;

/** Applies a validator table to a values object; returns only the fields that fail. */
export function validateAll<A extends Record<string, unknown>>(
  validators: Partial<Record<keyof A & string, Validator<unknown, A>>>,
  values: A,
): Partial<Record<keyof A & string, string>> {
  const errors: Partial<Record<keyof A & string, string>> = {};
  for (const [field, validate] of Object.entries(validators) as [keyof A & string, Validator<unknown, A>][]) {
    const message = validate(values[field], values);
    if (message) errors[field] = message;
  }
  return errors;
}
