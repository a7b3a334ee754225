/**
 * Codes of document requests and inquiries (docs/requests-and-listings.md) with their Japanese labels,
 * read by the forms, the server's validation and the notification mails.
 */

/** Inquiry types of a basket item: "0" document request (the default) … "3" other. */
export const INQUIRY_TYPES = [
  { code: '0', label: '資料請求' },
  { code: '1', label: '詳しい説明を聞きたい' },
  { code: '2', label: '見積依頼' },
  { code: '3', label: 'その他' },
] as const;
export type InquiryTypeCode = (typeof INQUIRY_TYPES)[number]['code'];
export const DEFAULT_INQUIRY_TYPES: readonly InquiryTypeCode[] = ['0'];

/** How the requester wants to be contacted: "0" phone (the default), "1" e-mail, "2" web meeting. */
export const CONTACT_MEANS = [
  { code: '0', label: '電話' },
  { code: '1', label: 'メール' },
  { code: '2', label: 'Web会議' },
] as const;
export type ContactMeansCode = (typeof CONTACT_MEANS)[number]['code'];
export const DEFAULT_CONTACT_MEANS: readonly ContactMeansCode[] = ['0'];

/** What an inquiry to the operator (/inquiry/form) is about. */
export const OPERATOR_INQUIRY_TYPES = [
  { code: 'usage', label: 'サイトの使い方について' },
  { code: 'account', label: '会員登録・ログインについて' },
  { code: 'request', label: '資料請求・お問い合わせについて' },
  { code: 'listing', label: 'ソリューションの掲載について' },
  { code: 'other', label: 'その他' },
] as const;
export type OperatorInquiryTypeCode = (typeof OPERATOR_INQUIRY_TYPES)[number]['code'];

function labelOf(table: readonly { code: string; label: string }[], code: string): string {
  return table.find((entry) => entry.code === code)?.label ?? code;
}

export const inquiryTypeLabel = (code: string) => labelOf(INQUIRY_TYPES, code);
export const contactMeansLabel = (code: string) => labelOf(CONTACT_MEANS, code);
export const operatorInquiryTypeLabel = (code: string) => labelOf(OPERATOR_INQUIRY_TYPES, code);

export const isInquiryTypeCode = (code: unknown): code is InquiryTypeCode =>
  INQUIRY_TYPES.some((entry) => entry.code === code);
export const isContactMeansCode = (code: unknown): code is ContactMeansCode =>
  CONTACT_MEANS.some((entry) => entry.code === code);
export const isOperatorInquiryTypeCode = (code: unknown): code is OperatorInquiryTypeCode =>
  OPERATOR_INQUIRY_TYPES.some((entry) => entry.code === code);
