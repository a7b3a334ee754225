/** Registration and member-information forms (docs/accounts-and-roles.md). */
import {
  confirmPassword,
  email,
  kanaName,
  messages,
  mustBeChecked,
  password,
  personName,
  required,
  requiredText,
  telephone,
  validateAll,
  type Validator,
} from './rules';

/** The seven fields member information edits. */
export const PROFILE_FIELDS = [
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
  'division',
  'position',
  'organization',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFields = Record<ProfileField, string>;

/** Personal fields sent with a registration: the seven plus e-mail and telephone. */
export interface RegistrationPayloadFields extends ProfileFields {
  email: string;
  telephone: string;
}

export interface RegistrationFormValues extends RegistrationPayloadFields {
  password: string;
  confirmPassword: string;
  contents: string;
  isCustomerInformationConfirmation: boolean;
  isTermsOfUseConfirmation: boolean;
}

/** Labels used in messages, on forms, on the confirmation page and on the member page. */
export const FIELD_LABELS = {
  email: 'メールアドレス',
  password: 'パスワード',
  confirmPassword: 'パスワード（確認用）',
  telephone: '電話番号',
  lastName: '姓',
  firstName: '名',
  lastNameKana: '姓（フリガナ）',
  firstNameKana: '名（フリガナ）',
  division: '部署名',
  position: '役職',
  organization: '自治体名',
  contents: 'ご利用目的',
  isCustomerInformationConfirmation: 'お客様情報の取り扱いへの同意',
  isTermsOfUseConfirmation: '利用規約への同意',
} as const satisfies Record<keyof RegistrationFormValues, string>;

type Table<T> = Record<keyof T & string, Validator<unknown, Record<string, unknown>>>;

export const profileValidators: Table<ProfileFields> = {
  lastName: personName(FIELD_LABELS.lastName),
  firstName: personName(FIELD_LABELS.firstName),
  lastNameKana: kanaName(FIELD_LABELS.lastNameKana),
  firstNameKana: kanaName(FIELD_LABELS.firstNameKana),
  division: requiredText(messages.divisionRequired, FIELD_LABELS.division),
  position: requiredText(messages.positionRequired, FIELD_LABELS.position),
  organization: requiredText(messages.organizationRequired, FIELD_LABELS.organization),
};

/**
 * A registration (mun-register, com-register) sent without the registering user's uid: the form is
 * incomplete (a field error), not someone else's (only a different uid is refused).
 */
export const REGISTRATION_UID_REQUIRED = '登録するご本人の uid を指定してください';

export const registrationPayloadValidators: Table<RegistrationPayloadFields> = {
  email,
  telephone,
  ...profileValidators,
};

/** In the order the form shows the fields, so the error summary lists them top to bottom. */
export const registrationFormValidators: Table<RegistrationFormValues> = {
  email,
  password,
  confirmPassword,
  telephone,
  ...profileValidators,
  contents: required(messages.contentsRequired),
  isCustomerInformationConfirmation: mustBeChecked(messages.customerInformationRequired),
  isTermsOfUseConfirmation: mustBeChecked(messages.termsOfUseRequired),
};

export function validateProfile(values: Record<string, unknown>) {
  return validateAll(profileValidators, values);
}

export function validateRegistrationPayload(values: Record<string, unknown>) {
  return validateAll(registrationPayloadValidators, values);
}

export function validateRegistrationForm(values: Record<string, unknown>) {
  return validateAll(registrationFormValidators, values);
}

/** Submission proceeds only when every field is valid and both confirmations are ticked. */
export function canSubmitRegistration(values: Partial<RegistrationFormValues>): boolean {
  return (
    Object.keys(validateRegistrationForm(values as Record<string, unknown>)).length === 0 &&
    values.isCustomerInformationConfirmation === true &&
    values.isTermsOfUseConfirmation === true
  );
}

const TEXT_FIELDS = [
  'email',
  'password',
  'confirmPassword',
  'telephone',
  ...PROFILE_FIELDS,
  'contents',
] as const satisfies readonly (keyof RegistrationFormValues)[];

/** Form emptiness: every text field empty and both confirmations off. */
export function isRegistrationFormEmpty(values: Partial<RegistrationFormValues>): boolean {
  return (
    TEXT_FIELDS.every((field) => !String(values[field] ?? '').trim()) &&
    !values.isCustomerInformationConfirmation &&
    !values.isTermsOfUseConfirmation
  );
}

/** The seven fields of a profile-like object, as the edit form holds them. */
export function pickProfileFields(source: Partial<Record<ProfileField, string | null | undefined>>): ProfileFields {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, source[field] ?? ''])) as ProfileFields;
}

/**
 * Change detection compares the seven profile fields. Surrounding whitespace
 * does not count as a change, because both sides trim before saving.
 */
export function hasProfileChanged(before: Partial<ProfileFields>, after: Partial<ProfileFields>): boolean {
  return PROFILE_FIELDS.some((field) => (before[field] ?? '').trim() !== (after[field] ?? '').trim());
}
