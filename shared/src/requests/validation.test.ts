import { describe, expect, it } from 'vitest';
import { characterCount, validateInquiryForm, validateRequestItem } from './validation';

describe('request and inquiry validation', () => {
  it('counts characters as people do', () => {
    expect(characterCount('𠮷野家')).toBe(3);
  });

  it('refuses unknown and repeated codes', () => {
    expect(validateRequestItem({ inquiryTypes: ['0', '0'], contactMeans: ['0'], contents: '' })).toHaveProperty(
      'inquiryTypes',
    );
    expect(validateRequestItem({ inquiryTypes: ['0'], contactMeans: ['9'], contents: '' })).toHaveProperty(
      'contactMeans',
    );
    expect(validateRequestItem({ inquiryTypes: ['0', '1', '2'], contactMeans: ['0', '1', '2'], contents: '' })).toEqual(
      {},
    );
  });

  it('checks every inquiry field and the consent', () => {
    const valid = {
      name: '山田 花子',
      organization: 'デモ市',
      email: 'a@city.demo.lg.jp',
      telephone: '03-1234-5678',
      inquiryType: 'other',
      body: '質問',
      privacyConsent: true,
    };
    expect(validateInquiryForm(valid)).toEqual({});
    expect(Object.keys(validateInquiryForm({ ...valid, privacyConsent: false, inquiryType: 'x' }))).toEqual([
      'inquiryType',
      'privacyConsent',
    ]);
    expect(validateInquiryForm({ ...valid, telephone: '0'.repeat(31) })).toHaveProperty('telephone');
  });
});
