import { describe, expect, it } from 'vitest';
import { deriveHeaderState } from './header-state';

// The last profile, with the role the server gave (lib/auth/profile.ts).
const municipal = { profile: { lastName: '山田', firstName: '花子' }, role: 'municipal' as const };
const operator = { profile: { lastName: '高橋', firstName: '美咲' }, role: 'operator' as const };
const trial = { profile: { lastName: '佐藤', firstName: '健' }, role: 'trial' as const };
const member = { profile: { lastName: '伊藤', firstName: '翔' }, role: 'member' as const };
const LABEL = 'ソリューションを探す';

describe('header state', () => {
  it('shows login and registration to a visitor', () => {
    expect(deriveHeaderState({ status: 'signedOut' }, null, false, LABEL)).toMatchObject({
      mode: 'guest',
      showSolutions: false,
    });
  });

  it('shows the my-page button for a municipal reader before the login state is known', () => {
    expect(deriveHeaderState({ status: 'initializing' }, municipal, false, LABEL)).toMatchObject({
      mode: 'account',
      showSolutions: true,
      showDownloads: false,
    });
  });

  it('reserves the place while a returning user who is not municipal staff is being recognised', () => {
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

  it('gives the operator the solutions entry without document downloads', () => {
    expect(deriveHeaderState({ status: 'signedIn' }, operator, true, LABEL)).toMatchObject({
      showSolutions: true,
      showDownloads: false,
    });
  });

  it('hides the solutions entry from trial accounts and other members, and everything after sign-out', () => {
    expect(deriveHeaderState({ status: 'signedIn' }, trial, true, LABEL).showSolutions).toBe(false);
    expect(deriveHeaderState({ status: 'signedIn' }, member, true, LABEL).showSolutions).toBe(false);
    expect(deriveHeaderState({ status: 'signedOut' }, municipal, false, LABEL)).toMatchObject({
      mode: 'guest',
      showSolutions: false,
    });
  });

  it('links the vendor area for signed-in company users only', () => {
    const vendor = { ...member, role: 'vendor' as const };
    expect(deriveHeaderState({ status: 'signedIn' }, vendor, true, LABEL).showVendorArea).toBe(true);
    expect(deriveHeaderState({ status: 'signedIn' }, member, true, LABEL).showVendorArea).toBe(false);
    expect(deriveHeaderState({ status: 'signedOut' }, vendor, false, LABEL).showVendorArea).toBe(false);
  });
});
