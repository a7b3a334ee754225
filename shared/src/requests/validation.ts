/**
 * Validation of basket items and of inquiries to the operator. The forms run these in
 * react-final-form and the server's services run the same functions, so both sides refuse alike.
 */
import { REQUEST_LIMITS } from '../constants';
import { compose, email, mustBeChecked, required, telephone, validateAll, type Validator } from '../validation/rules';
import { isContactMeansCode, isInquiryTypeCode, isOperatorInquiryTypeCode } from './codes';

/** Characters as a person counts them (code points, so an emoji or 𠮷 counts once). */
export function characterCount(value: string): number {
  return [...value].length;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const maxCharacters =
  (max: number, label: string): Validator =>
  (value) =>
    characterCount(asText(value)) > max ? `${label}は${max}文字以内で入力してください` : undefined;

export const requestMessages = {
  inquiryTypesRequired: 'お問い合わせの種別を1つ以上選択してください',
  inquiryTypesUnknown: '選択できないお問い合わせの種別が含まれています',
  contactMeansRequired: 'ご希望の連絡方法を1つ以上選択してください',
  contactMeansUnknown: '選択できない連絡方法が含まれています',
  otherNeedsContents: '「その他」を選択した場合は、お問い合わせ内容を入力してください',
  nameRequired: 'お名前を入力してください',
  organizationRequired: '所属団体・会社名を入力してください',
  operatorInquiryTypeRequired: 'お問い合わせの種別を選択してください',
  operatorInquiryTypeUnknown: '選択できないお問い合わせの種別です',
  bodyRequired: 'お問い合わせ内容を入力してください',
  privacyConsentRequired: 'プライバシーポリシーへの同意が必要です',
} as const;

export interface RequestItemValues {
  inquiryTypes: string[];
  contactMeans: string[];
  contents: string;
}

const codeList =
  (isCode: (code: unknown) => boolean, requiredMessage: string, unknownMessage: string): Validator =>
  (value) => {
    const list = asList(value);
    if (list.length === 0) return requiredMessage;
    if (!list.every(isCode) || new Set(list).size !== list.length) return unknownMessage;
    return undefined;
  };

export const requestItemValidators = {
  inquiryTypes: codeList(isInquiryTypeCode, requestMessages.inquiryTypesRequired, requestMessages.inquiryTypesUnknown),
  contactMeans: codeList(isContactMeansCode, requestMessages.contactMeansRequired, requestMessages.contactMeansUnknown),
  contents: compose(maxCharacters(REQUEST_LIMITS.itemContents, 'お問い合わせ内容'), (value, all) =>
    asList((all as { inquiryTypes?: unknown }).inquiryTypes).includes('3') && asText(value).trim() === ''
      ? requestMessages.otherNeedsContents
      : undefined,
  ),
} satisfies Record<keyof RequestItemValues, Validator>;

export function validateRequestItem(values: Record<string, unknown>) {
  return validateAll(requestItemValidators, values);
}

export interface InquiryFormValues {
  name: string;
  organization: string;
  email: string;
  telephone: string;
  inquiryType: string;
  body: string;
  privacyConsent: boolean;
}

export const inquiryFormValidators = {
  name: compose(required(requestMessages.nameRequired), maxCharacters(REQUEST_LIMITS.inquiryName, 'お名前')),
  organization: compose(
    required(requestMessages.organizationRequired),
    maxCharacters(REQUEST_LIMITS.inquiryOrganization, '所属団体・会社名'),
  ),
  email: compose(email, maxCharacters(254, 'メールアドレス')),
  telephone: compose(telephone, maxCharacters(30, '電話番号')),
  inquiryType: compose(required(requestMessages.operatorInquiryTypeRequired), (value) =>
    isOperatorInquiryTypeCode(value) ? undefined : requestMessages.operatorInquiryTypeUnknown,
  ),
  body: compose(required(requestMessages.bodyRequired), maxCharacters(REQUEST_LIMITS.inquiryBody, 'お問い合わせ内容')),
  privacyConsent: mustBeChecked(requestMessages.privacyConsentRequired),
} satisfies Record<keyof InquiryFormValues, Validator>;

export function validateInquiryForm(values: Record<string, unknown>) {
  return validateAll(inquiryFormValidators, values);
}
