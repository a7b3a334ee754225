/**
 * The browser's insight reports: municipal staff only (the server's role), gathered for a moment
 * into one request per kind, and what was reported today for the user is not sent again (the
 * server would count it once anyway); a new day or another user reports again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  user: { uid: 'u1', emailVerified: true } as { uid: string; emailVerified: boolean } | null,
  role: 'municipal',
  sent: [] as { event: string; listingIds: string[] }[],
}));
vi.mock('./auth/session', () => ({
  getIdToken: () => Promise.resolve(mocks.user ? 'token' : null),
  hadSession: () => mocks.user !== null,
  getSession: () => ({ status: mocks.user ? 'signedIn' : 'signedOut', user: mocks.user }),
}));
vi.mock('./auth/profile', () => ({
  getProfileState: () => ({
    status: 'loaded',
    forUid: mocks.user?.uid,
    role: mocks.role,
    profile: mocks.user ? { uid: mocks.user.uid, isMunicipality: mocks.role === 'municipal' } : null,
  }),
}));
vi.mock('./auth/fetch-with-session', () => ({
  fetchWithSession: (_url: string, init: RequestInit) => {
    mocks.sent.push(JSON.parse(String(init.body)) as { event: string; listingIds: string[] });
    return Promise.resolve(new Response('{}'));
  },
}));

const { reportListingEvent } = await import('./listing-events');

async function sentAfterAMoment() {
  await vi.advanceTimersByTimeAsync(1500);
  const sent = mocks.sent.splice(0);
  return sent;
}

describe('listing events', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-12-03T03:00:00Z') });
    mocks.user = { uid: 'u1', emailVerified: true };
    mocks.role = 'municipal';
  });
  afterEach(() => vi.useRealTimers());

  it('sends one request per kind after a moment, and nothing again that day', async () => {
    reportListingEvent('basket', ['1']);
    reportListingEvent('compare', ['1', '2']);
    reportListingEvent('basket', ['3']);
    expect(mocks.sent).toEqual([]);
    expect(await sentAfterAMoment()).toEqual([
      { event: 'basket', listingIds: ['1', '3'] },
      { event: 'compare', listingIds: ['1', '2'] },
    ]);
    reportListingEvent('basket', ['1', '3']);
    reportListingEvent('compare', ['2', '4']);
    expect(await sentAfterAMoment()).toEqual([{ event: 'compare', listingIds: ['4'] }]);
  });

  it('reports again on a new Japan day and for another user', async () => {
    reportListingEvent('basket', ['10']);
    expect(await sentAfterAMoment()).toHaveLength(1);
    // 15:00 UTC is midnight in Japan.
    vi.setSystemTime(new Date('2026-12-03T15:00:00Z'));
    reportListingEvent('basket', ['10']);
    expect(await sentAfterAMoment()).toEqual([{ event: 'basket', listingIds: ['10'] }]);
    mocks.user = { uid: 'u2', emailVerified: true };
    reportListingEvent('basket', ['10']);
    expect(await sentAfterAMoment()).toEqual([{ event: 'basket', listingIds: ['10'] }]);
  });

  it('sends nothing for anyone but municipal staff', async () => {
    for (const role of ['trial', 'operator', 'vendor', 'member']) {
      mocks.role = role;
      reportListingEvent('basket', ['20']);
    }
    mocks.user = null;
    reportListingEvent('basket', ['20']);
    expect(await sentAfterAMoment()).toEqual([]);
  });
});
