import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/config/routes';
import { countsAsLoggedIn, decideBeforeAuth, decideWithViewer, type GuardViewer } from './access';

// The standing comes from the server's role (lib/auth/viewer-role.ts).
const visitor: GuardViewer = { signedIn: false, standing: 'anonymous' };
const member: GuardViewer = { signedIn: true, standing: 'member' };
const municipal: GuardViewer = { signedIn: true, standing: 'municipal' };
const trial: GuardViewer = { signedIn: true, standing: 'trial' };
const operator: GuardViewer = { signedIn: true, standing: 'operator' };
const vendor: GuardViewer = { signedIn: true, standing: 'vendor' };

describe('route guard decisions', () => {
  it('sends a visitor on a login-only route to the login page with the full original path', () => {
    expect(decideWithViewer({ access: 'signedIn' }, '/request/list?page=2#top', visitor)).toEqual({
      kind: 'login',
      to: '/auth/login?redirect=%2Frequest%2Flist%3Fpage%3D2%23top',
    });
  });

  it('sends staff whose role waits for the second factor to the code, then back, instead of the gate', () => {
    const held: GuardViewer = { signedIn: true, standing: 'member', owesSecondFactor: true };
    expect(decideWithViewer({ access: 'municipal' }, '/mypage/shortlists', held)).toEqual({
      kind: 'redirect',
      to: '/auth/second-factor?redirect=%2Fmypage%2Fshortlists',
      external: false,
    });
    expect(decideWithViewer({ access: 'municipal' }, '/mypage/shortlists', member).kind).toBe('gate');
  });

  it('counts an unverified municipal registration as not logged in, other unverified users as logged in', () => {
    expect(countsAsLoggedIn(null, null)).toBe(false);
    expect(countsAsLoggedIn({ emailVerified: false }, { isMunicipality: true })).toBe(false);
    expect(countsAsLoggedIn({ emailVerified: true }, { isMunicipality: true })).toBe(true);
    expect(countsAsLoggedIn({ emailVerified: false }, { isMunicipality: false })).toBe(true);
    expect(countsAsLoggedIn({ emailVerified: false }, null)).toBe(true);
  });

  it('lets anyone open a public route', () => {
    expect(decideWithViewer({ access: 'public' }, '/rules/faq', visitor)).toEqual({ kind: 'allow' });
  });

  it.each([
    ['municipal', municipal, 'allow'],
    ['trial', trial, 'allow'],
    ['operator', operator, 'allow'],
    ['vendor', vendor, 'gate'],
    ['member', member, 'gate'],
  ] as const)('applies the municipality gate on detail pages: %s → %s', (_name, viewer, kind) => {
    for (const path of ['/solutions', '/solutions/shows/1', '/cases/shows/12', '/grants/shows/3']) {
      expect(decideWithViewer({ access: 'municipal' }, path, viewer).kind).toBe(kind);
    }
  });

  it('lets a vendor open the listing detail (its own live listing; the server refuses others) and nothing else gated', () => {
    const asVendor = vendor;
    const detail = ROUTES.find((route) => route.id === 'solutions.show')!;
    expect(decideWithViewer(detail, '/solutions/shows/1', asVendor)).toEqual({ kind: 'allow' });
    expect(decideWithViewer(detail, '/solutions/shows/1', member).kind).toBe('gate');
    for (const id of ['solutions.main', 'cases.show', 'grants.show'] as const) {
      const route = ROUTES.find((row) => row.id === id)!;
      expect(decideWithViewer(route, route.path, asVendor).kind).toBe('gate');
    }
  });

  it('does not let a reader whose role is not known yet, or whose address awaits confirmation, through the gate', () => {
    for (const standing of ['pending', 'unknown', 'unconfirmed'] as const) {
      expect(decideWithViewer({ access: 'municipal' }, '/solutions', { signedIn: true, standing })).toEqual({
        kind: 'gate',
        to: '/',
      });
    }
  });

  it("gates by the route row's access, not by the address", () => {
    expect(decideWithViewer({ access: 'municipal' }, '/vendor', member)).toEqual({ kind: 'gate', to: '/' });
    expect(decideWithViewer({ access: 'signedIn' }, '/solutions/shows/1', member)).toEqual({ kind: 'allow' });
  });

  it('marks exactly the main solutions screen, the three detail screens, the comparison, the shared shortlists, the requests for information and the staff screen municipal', () => {
    expect(ROUTES.filter((route) => route.access === 'municipal').map((route) => route.path)).toEqual([
      '/cases/shows/:id',
      '/grants/shows/:id',
      '/request/rfi',
      '/solutions',
      '/solutions/shows/:id',
      '/solutions/compare',
      '/mypage/shortlists',
      '/mypage/rfis',
      '/mypage/rfis/:id',
      '/mypage/rfis/:id/edit',
      '/mypage/municipality',
    ]);
  });

  it('leaves /solutions/list to every signed-in user', () => {
    expect(decideWithViewer({ access: 'signedIn' }, '/solutions/list', member)).toEqual({ kind: 'allow' });
  });

  it('applies redirect rules first, internal and external', () => {
    expect(decideBeforeAuth(null, '/faq', {})).toEqual({ kind: 'redirect', to: '/rules/faq', external: false });
    expect(decideBeforeAuth(null, '/listing/', {})).toMatchObject({ kind: 'redirect', external: true });
  });

  it('answers 404 for an unknown route or a parameter that fails validation', () => {
    expect(decideBeforeAuth(null, '/nowhere', {})).toEqual({ kind: 'notFound' });
    expect(decideBeforeAuth({ params: { id: /^\d+$/ } }, '/grants/shows/abc', { id: 'abc' })).toEqual({
      kind: 'notFound',
    });
    expect(decideBeforeAuth({ params: { id: /^\d+$/ } }, '/grants/shows/12', { id: '12' })).toBeNull();
  });
});
