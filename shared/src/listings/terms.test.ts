/** The price and certification rules: the same function runs in the editor and on the server. */
import { describe, expect, it } from 'vitest';
import { EMPTY_TERMS, parseCostYen, TERMS_MESSAGES as M, validateListingTerms } from './terms';
import { validateListing } from './validation';

describe('validateListingTerms', () => {
  it('allows every field empty', () => {
    expect(validateListingTerms(EMPTY_TERMS)).toEqual({});
    expect(validateListingTerms({})).toEqual({});
  });

  it('accepts a filled set', () => {
    expect(
      validateListingTerms({
        initialCost: '１,２００,０００円',
        annualCost: '360000',
        pricingUnit: 'per_resident',
        freeTrial: 'yes',
        priceText: '人口規模により変動します',
        supportHours: '平日 9:00〜18:00',
        deliveryPeriod: '契約から約2か月',
        certifications: ['ismap', 'lgwan_asp'],
      }),
    ).toEqual({});
  });

  it.each([
    ['initialCost', { initialCost: '百万円' }, M.initialCost],
    ['initialCost', { initialCost: '-1' }, M.initialCost],
    ['annualCost', { annualCost: '2000000001' }, M.annualCost],
    ['annualCost', { annualCost: '1.5' }, M.annualCost],
    ['pricingUnit', { pricingUnit: 'per_cat' }, M.pricingUnit],
    ['freeTrial', { freeTrial: 'maybe' }, M.freeTrial],
    ['priceText', { priceText: 'あ'.repeat(201) }, M.priceText],
    ['supportHours', { supportHours: 'あ'.repeat(101) }, M.supportHours],
    ['deliveryPeriod', { deliveryPeriod: 'あ'.repeat(101) }, M.deliveryPeriod],
    ['certifications', { certifications: ['iso9001'] }, M.certifications],
  ])('%s: %j → its message', (field, patch, message) => {
    expect(validateListingTerms({ ...EMPTY_TERMS, ...patch })[field]).toBe(message);
  });

  it('is part of the listing rules, for drafts too', () => {
    expect(validateListing({ initialCost: 'abc' }, { submit: false }).initialCost).toBe(M.initialCost);
  });

  it('reads yen as staff write it', () => {
    expect(parseCostYen('')).toBeNull();
    expect(parseCostYen(' 1,200,000円 ')).toBe(1_200_000);
    expect(parseCostYen('０')).toBe(0);
    expect(parseCostYen('1e6')).toBeUndefined();
  });
});
