import { describe, expect, it } from 'vitest';
import { deriveHomeViewer } from './home-viewer';

const user = (emailVerified: boolean) => ({ uid: 'u1', email: 'a@city.example.lg.jp', emailVerified });
const signedIn = (emailVerified = true) => ({ status: 'signedIn' as const, user: user(emailVerified) });
const municipal = { isMunicipality: true, companyId: null };

describe('who reads the home page', () => {
  it('is a visitor once the session says nobody is signed in, whatever the browser remembers', () => {
    expect(deriveHomeViewer({ status: 'signedOut', user: null }, municipal, true)).toBe('guest');
    expect(deriveHomeViewer({ status: 'initializing', user: null }, null, false)).toBe('guest');
  });

  it('is not known while a returning user’s session or profile loads', () => {
    expect(deriveHomeViewer({ status: 'initializing', user: null }, null, true)).toBe('pending');
    expect(deriveHomeViewer(signedIn(), null, true)).toBe('pending');
  });

  it('is a municipal user only with a confirmed address', () => {
    expect(deriveHomeViewer(signedIn(), municipal, true)).toBe('municipal');
    expect(deriveHomeViewer(signedIn(false), municipal, true)).toBe('member');
  });

  it('is a vendor with a company, and a member otherwise', () => {
    expect(deriveHomeViewer(signedIn(), { isMunicipality: false, companyId: 'c1' }, true)).toBe('vendor');
    expect(deriveHomeViewer(signedIn(), { isMunicipality: false, companyId: null }, true)).toBe('member');
  });
});
