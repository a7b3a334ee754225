import { describe, expect, it } from 'vitest';
import { deriveHeaderState } from './header-state';

const municipal = { isMunicipality: true, isOperatorBusiness: false, lastName: '山田', firstName: '花子' };
const operator = { isMunicipality: false, isOperatorBusiness: true, lastName: '高橋', firstName: '美咲' };
const member = { isMunicipality: false, isOperatorBusiness: false, lastName: '伊藤', firstName: '翔' };
const LABEL = 'ソリューションを探す';

describe('header state', () => {
  it('shows login and registration to a visitor', () => {
    expect(deriveHeaderState({ status: 'signedOut' }, null, false, LABEL)).toMatchObject({
      mode: 'guest',
      showSolutions: false,
    });
  });

  it('shows the my-page button for a municipal profile before the login state is known', () => {
    expect(deriveHeaderState({ status: 'initializing' }, municipal, false, LABEL)).toMatchObject({
      mode: 'account',
      showSolutions: true,
      showDownloads: false,
    });
  });

  it('reserves the place while a returning user without a municipal profile is being recognised', () => {
    expect(deriveHeaderState({ status: 'initializing' }, member, true, LABEL).mode).toBe('pending');
  });

  it('gives a signed-in municipal user the solutions entry and document downloads', () => {
    expect(deriveHeaderState({ status: 'signedIn' }, municipal, true, LABEL)).toMatchObject({
      mode: 'account',
      showSolutions: true,
      showDownloads: true,
      displayName: '山田 花子',
    });
  });

  it('gives an operator business user the solutions entry without document downloads', () => {
    expect(deriveHeaderState({ status: 'signedIn' }, operator, true, LABEL)).toMatchObject({
      showSolutions: true,
      showDownloads: false,
    });
  });

  it('hides the solutions entry from other members, and everything after sign-out', () => {
    expect(deriveHeaderState({ status: 'signedIn' }, member, true, LABEL).showSolutions).toBe(false);
    expect(deriveHeaderState({ status: 'signedOut' }, municipal, false, LABEL)).toMatchObject({
      mode: 'guest',
      showSolutions: false,
    });
  });

  it('links the vendor area for signed-in company users only', () => {
    const vendor = { ...member, companyId: '7' };
    expect(deriveHeaderState({ status: 'signedIn' }, vendor, true, LABEL).showVendorArea).toBe(true);
    expect(deriveHeaderState({ status: 'signedIn' }, member, true, LABEL).showVendorArea).toBe(false);
    expect(deriveHeaderState({ status: 'signedOut' }, vendor, false, LABEL).showVendorArea).toBe(false);
  });
});
