/**
 * Basket items as flat react-final-form values (`<uid>:types`, `<uid>:means`, `<uid>:contents`),
 * so each field's error appears beside it and in the form's error summary, validated with the
 * shared rules the server runs.
 */
import { validateRequestItem } from '@portal/shared';
import type { BasketItem, InquiryType } from './basket-store';

export type RequestFormValues = Record<string, string | string[]>;

export const fieldName = (uid: string, field: 'types' | 'means' | 'contents') => `${uid}:${field}`;

export function toFormValues(items: readonly BasketItem[]): RequestFormValues {
  const values: RequestFormValues = {};
  for (const item of items) {
    values[fieldName(item.uid, 'types')] = [...item.inquiryDetails];
    values[fieldName(item.uid, 'means')] = [...item.contactMeans];
    values[fieldName(item.uid, 'contents')] = item.inquiryContents;
  }
  return values;
}

export interface ItemChoice {
  inquiryDetails: InquiryType[];
  contactMeans: string[];
  inquiryContents: string;
}

export function choiceOf(values: RequestFormValues, uid: string): ItemChoice {
  const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);
  return {
    inquiryDetails: list(values[fieldName(uid, 'types')]) as InquiryType[],
    contactMeans: list(values[fieldName(uid, 'means')]),
    inquiryContents: String(values[fieldName(uid, 'contents')] ?? ''),
  };
}

export function validateItems(uids: readonly string[], values: RequestFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const uid of uids) {
    const choice = choiceOf(values, uid);
    const failures = validateRequestItem({
      inquiryTypes: choice.inquiryDetails,
      contactMeans: choice.contactMeans,
      contents: choice.inquiryContents,
    });
    if (failures.inquiryTypes) errors[fieldName(uid, 'types')] = failures.inquiryTypes;
    if (failures.contactMeans) errors[fieldName(uid, 'means')] = failures.contactMeans;
    if (failures.contents) errors[fieldName(uid, 'contents')] = failures.contents;
  }
  return errors;
}

/** Whether a stored basket item would pass the server's checks as it is. */
export function itemIsValid(item: BasketItem): boolean {
  return Object.keys(validateItems([item.uid], toFormValues([item]))).length === 0;
}
