import { describe, expect, it } from 'vitest';
import { deriveHomeViewer } from './home-viewer';

const TRIAL = ['trial.example.jp'];
const user = (emailVerified: boolean, email = 'a@city.example.lg.jp') => ({ uid: 'u1', email, emailVerified });
const signedIn = (emailVerified = true, email?: string) => ({
  status: 'signedIn' as const,
  user: user(emailVerified, email),
});
const profileOf = (
  fields: Partial<{ uid: string; isMunicipality: boolean; isOperatorBusiness: boolean; companyId: string | null }>,
) => ({
  status: 'loaded' as const,
  forUid: fields.uid ?? 'u1',
  profile: { uid: 'u1', isMunicipality: false, isOperatorBusiness: false, companyId: null, ...fields },
});
const municipal = profileOf({ isMunicipality: true });
const none = { status: 'idle' as const, profile: null };

describe('who reads the home page', () => {
  it('is a visitor once the session says nobody is signed in, whatever the browser remembers', () => {
    expect(deriveHomeViewer({ status: 'signedOut', user: null }, municipal, true, TRIAL)).toBe('guest');
    expect(deriveHomeViewer({ status: 'initializing', user: null }, none, false, TRIAL)).toBe('guest');
  });

  it('is not known while a returning user’s session or profile loads', () => {
    expect(deriveHomeViewer({ status: 'initializing', user: null }, none, true, TRIAL)).toBe('pending');
    expect(deriveHomeViewer(signedIn(), { status: 'loading', profile: null }, true, TRIAL)).toBe('pending');
  });

  it('never takes another user’s cached profile for this user’s', () => {
    const someoneElse = profileOf({ uid: 'u2', isMunicipality: true });
    expect(deriveHomeViewer(signedIn(), { ...someoneElse, status: 'idle' }, true, TRIAL)).toBe('pending');
    // Nor another user's finished read for this user's.
    expect(deriveHomeViewer(signedIn(), { status: 'loaded', forUid: 'u2', profile: null }, true, TRIAL)).toBe(
      'pending',
    );
  });

  it('is settled when this user’s read ends without a profile, so nothing stays hidden', () => {
    expect(deriveHomeViewer(signedIn(), { status: 'loaded', forUid: 'u1', profile: null }, true, TRIAL)).toBe('member');
    // A failed read says nothing of who they are.
    expect(deriveHomeViewer(signedIn(), { status: 'error', forUid: 'u1', profile: null }, true, TRIAL)).toBe('unknown');
  });

  it('is a municipal user only with a confirmed address', () => {
    expect(deriveHomeViewer(signedIn(), municipal, true, TRIAL)).toBe('municipal');
    expect(deriveHomeViewer(signedIn(false), municipal, true, TRIAL)).toBe('unconfirmed');
  });

  it('lets the operator’s staff and trial accounts through, as the solutions’ gate does', () => {
    expect(deriveHomeViewer(signedIn(), profileOf({ isOperatorBusiness: true }), true, TRIAL)).toBe('staff');
    expect(deriveHomeViewer(signedIn(true, 'someone@trial.example.jp'), profileOf({}), true, TRIAL)).toBe('staff');
  });

  it('is a vendor with a company, and a member otherwise', () => {
    expect(deriveHomeViewer(signedIn(), profileOf({ companyId: 'c1' }), true, TRIAL)).toBe('vendor');
    expect(deriveHomeViewer(signedIn(), profileOf({}), true, TRIAL)).toBe('member');
  });
});
