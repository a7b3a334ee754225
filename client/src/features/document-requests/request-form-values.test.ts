import { describe, expect, it } from 'vitest';
import type { BasketItem } from './basket-store';
import { choiceOf, fieldName, itemIsValid, toFormValues, validateItems } from './request-form-values';

const item = (extra: Partial<BasketItem> = {}): BasketItem => ({
  uid: 'u1',
  id: '1',
  title: '題名',
  companyName: '株式会社デモ',
  inquiryDetails: ['0'],
  contactMeans: ['0'],
  inquiryContents: '',
  ...extra,
});

describe('basket items as form values', () => {
  it('round-trips an item through flat field names', () => {
    const values = toFormValues([item({ inquiryDetails: ['0', '2'], inquiryContents: '質問' })]);
    expect(values[fieldName('u1', 'types')]).toEqual(['0', '2']);
    expect(choiceOf(values, 'u1')).toEqual({
      inquiryDetails: ['0', '2'],
      contactMeans: ['0'],
      inquiryContents: '質問',
    });
  });

  it('reports the shared validators’ messages beside each field', () => {
    const values = toFormValues([item({ inquiryDetails: [], contactMeans: [] })]);
    expect(validateItems(['u1'], values)).toEqual({
      'u1:types': 'お問い合わせの種別を1つ以上選択してください',
      'u1:means': 'ご希望の連絡方法を1つ以上選択してください',
    });
  });

  it('needs free text when その他 is chosen and refuses more than 2000 characters', () => {
    expect(itemIsValid(item({ inquiryDetails: ['3'] }))).toBe(false);
    expect(itemIsValid(item({ inquiryDetails: ['3'], inquiryContents: '内容' }))).toBe(true);
    expect(itemIsValid(item({ inquiryContents: 'あ'.repeat(2001) }))).toBe(false);
    expect(itemIsValid(item({ inquiryContents: 'あ'.repeat(2000) }))).toBe(true);
  });
});
