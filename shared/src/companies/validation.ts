/**
 * Company sign-up (com-register, docs/requests-and-listings.md): the company's own fields, and the contact
 * person's personal fields with exactly the rules of municipal registration. The company name is
 * sent as `organization`, so the body is the spec's mun-register body plus three company fields.
 */
import {
  registrationFormValidators,
  registrationPayloadValidators,
  type RegistrationFormValues,
} from '../validation/profile';
import { compose, maxLength, required, validateAll, type Validator } from '../validation/rules';

export interface CompanyFields {
  corporateNumber: string;
  companyAddress: string;
  companyUrl: string;
}

export type CompanyRegistrationFormValues = RegistrationFormValues & CompanyFields;

export const COMPANY_MESSAGES = {
  nameRequired: '会社名を入力してください',
  corporateNumberFormat: '法人番号は13桁の半角数字で入力してください',
  addressRequired: '所在地を入力してください',
  urlFormat: 'URLは http:// または https:// で始まる形式で入力してください',
} as const;

export const COMPANY_FIELD_LABELS = {
  organization: '会社名',
  corporateNumber: '法人番号',
  companyAddress: '所在地',
  companyUrl: 'ウェブサイトURL',
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Optional: empty, or the 13 digits of a 法人番号. */
export const corporateNumber: Validator = (value) =>
  text(value) === '' || /^\d{13}$/.test(text(value)) ? undefined : COMPANY_MESSAGES.corporateNumberFormat;

/** Optional: empty, or an http(s) address. */
export const companyUrl: Validator = compose(
  (value) =>
    text(value) === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(text(value)) ? undefined : COMPANY_MESSAGES.urlFormat,
  maxLength(255, COMPANY_FIELD_LABELS.companyUrl),
);

type Table = Record<string, Validator<unknown, Record<string, unknown>>>;

const companyValidators: Table = {
  organization: compose(required(COMPANY_MESSAGES.nameRequired), maxLength(128, COMPANY_FIELD_LABELS.organization)),
  corporateNumber,
  companyAddress: compose(
    required(COMPANY_MESSAGES.addressRequired),
    maxLength(255, COMPANY_FIELD_LABELS.companyAddress),
  ),
  companyUrl,
};

export const companyRegistrationPayloadValidators: Table = {
  ...registrationPayloadValidators,
  ...companyValidators,
};

export const companyRegistrationFormValidators: Table = {
  ...registrationFormValidators,
  ...companyValidators,
};

export function validateCompanyRegistrationPayload(values: Record<string, unknown>) {
  return validateAll(companyRegistrationPayloadValidators, values);
}

export function validateCompanyRegistrationForm(values: Record<string, unknown>) {
  return validateAll(companyRegistrationFormValidators, values);
}
