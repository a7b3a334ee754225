import { describe, expect, it } from 'vitest';
import { opensMunicipalScreens, readsAsVisitor, standingOf, type ViewerStanding } from './viewer-role';

const user = (emailVerified = true) => ({ uid: 'u1', email: 'a@city.example.lg.jp', emailVerified });
const signedIn = (emailVerified = true) => ({ status: 'signedIn' as const, user: user(emailVerified) });
const answered = (role: string | null, isMunicipality = false) => ({
  status: 'loaded' as const,
  forUid: 'u1',
  role: role as never,
  profile: { uid: 'u1', isMunicipality },
});
const none = { status: 'idle' as const, role: null, profile: null };

describe('where the reader stands (the server’s role)', () => {
  it('is a visitor when signed out, or not known yet on a browser that had no session', () => {
    expect(standingOf({ status: 'signedOut', user: null }, answered('municipal'), true)).toBe('anonymous');
    expect(standingOf({ status: 'initializing', user: null }, none, false)).toBe('anonymous');
  });

  it('is pending while someone may be signed in and the server has not answered for them', () => {
    expect(standingOf({ status: 'initializing', user: null }, none, true)).toBe('pending');
    expect(standingOf(signedIn(), { ...none, status: 'loading', forUid: 'u1' }, true)).toBe('pending');
    // Another user's answer, still in the browser, says nothing about this one.
    expect(standingOf(signedIn(), { ...answered('municipal'), forUid: 'u2' }, true)).toBe('pending');
  });

  it('is unknown when the read failed', () => {
    expect(standingOf(signedIn(), { ...none, status: 'error', forUid: 'u1' }, true)).toBe('unknown');
  });

  it('is the role the server gave, whatever the profile looks like', () => {
    for (const role of ['member', 'trial', 'municipal', 'vendor', 'operator']) {
      expect(standingOf(signedIn(), answered(role), true)).toBe(role);
    }
    // Municipal in the profile, but the server did not count the address: a member.
    expect(standingOf(signedIn(), answered('member', true), true)).toBe('member');
  });

  it('marks a municipal registration whose address is not confirmed yet', () => {
    expect(standingOf(signedIn(false), answered('member', true), true)).toBe('unconfirmed');
  });
});

describe('the predicates', () => {
  it.each([
    ['municipal', true],
    ['trial', true],
    ['operator', true],
    ['vendor', false],
    ['member', false],
    ['unconfirmed', false],
    ['pending', false],
    ['anonymous', false],
  ] as [ViewerStanding, boolean][])('the municipal screens open for %s: %s', (standing, open) => {
    expect(opensMunicipalScreens(standing)).toBe(open);
  });

  it('treats a visitor and a reader not known yet as visitors', () => {
    expect(readsAsVisitor('anonymous')).toBe(true);
    expect(readsAsVisitor('pending')).toBe(true);
    expect(readsAsVisitor('member')).toBe(false);
  });
});
