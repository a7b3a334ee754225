/**
 * The guard loader hands a detail screen's record read to the screen in its loader data: it
 * starts the read beside the profile read for a signed-in user, and a visit it lets through
 * carries that read and no other. A screen's Apollo query is sent only for a visit it lets
 * through, and the loader data says it was.
 */
import type { Params } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeById } from '@/config/routes';
import type { RecordRead } from '@/features/search/api/record-read';
import { createGuardLoader } from './guard-loader';

const mocks = vi.hoisted(() => ({
  user: null as null | { uid: string; email: string; emailVerified: boolean },
  profile: null as null | { uid: string; isMunicipality: boolean },
  /** The role the server gives this visit's read. */
  role: null as null | string,
  /** The role the browser last read, before this visit's read settles. */
  remembered: null as null | string,
  settled: false,
}));
vi.mock('@/lib/auth/session', () => ({
  sessionKnown: () => Promise.resolve(),
  hadSession: () => mocks.user !== null,
  getSession: () => ({ status: mocks.user ? 'signedIn' : 'signedOut', user: mocks.user }),
}));
vi.mock('@/lib/auth/profile', () => ({
  settleProfile: () => {
    mocks.settled = true;
    return Promise.resolve(mocks.profile);
  },
  getProfileState: () =>
    mocks.settled
      ? { status: 'loaded', forUid: mocks.user?.uid, profile: mocks.profile, role: mocks.role }
      : { status: 'idle', profile: null, role: mocks.remembered },
}));

const read = (id: string): RecordRead<unknown> => ({ key: `GrantDetailPage:${id}`, answer: new Promise(() => {}) });

function load(path: string, params: Params, readRecord?: (params: Params) => RecordRead<unknown>) {
  const route = routeById(path === '/grants' ? 'grants.list' : 'grants.show');
  const loader = createGuardLoader(route, { record: readRecord });
  const url = new URL(path, 'http://portal.test');
  // As React Router calls a loader: the request's URL has no fragment, `url` keeps it.
  const request = new Request(new URL(`${url.pathname}${url.search}`, url.origin));
  return loader({ request, url, pattern: route.path, params, context: undefined });
}

beforeEach(() => {
  mocks.user = { uid: 'u1', email: 'shokuin@city.demo.lg.jp', emailVerified: true };
  mocks.profile = { uid: 'u1', isMunicipality: true };
  mocks.role = 'municipal';
  mocks.remembered = 'municipal';
  mocks.settled = false;
});

describe('the guard loader', () => {
  it("returns the record read it started for the visit in the screen's loader data", async () => {
    const started = read('73');
    const readRecord = vi.fn(() => started);

    await expect(load('/grants/shows/73', { id: '73' }, readRecord)).resolves.toEqual({
      record: started,
      preloaded: false,
    });
    expect(readRecord).toHaveBeenCalledExactlyOnceWith({ id: '73' });
  });

  it('starts a new read on every visit', async () => {
    const readRecord = vi.fn((params: Params) => read(params.id!));

    const first = await load('/grants/shows/73', { id: '73' }, readRecord);
    const second = await load('/grants/shows/73', { id: '73' }, readRecord);

    expect(readRecord).toHaveBeenCalledTimes(2);
    expect(second.record).not.toBe(first.record);
  });

  it('reads nothing for a member the gate turns away, whatever role was remembered', async () => {
    mocks.user = { uid: 'u1', email: 'member@example.jp', emailVerified: true };
    mocks.profile = { uid: 'u1', isMunicipality: false };
    mocks.role = 'member';
    for (const remembered of [null, 'member']) {
      mocks.remembered = remembered;
      mocks.settled = false;
      const readRecord = vi.fn(() => read('73'));
      await expect(load('/grants/shows/73', { id: '73' }, readRecord)).rejects.toBeInstanceOf(Response);
      expect(readRecord).not.toHaveBeenCalled();
    }
  });

  it('reads once the gate let a user in whom no remembered role vouched for', async () => {
    mocks.remembered = null;
    const readRecord = vi.fn(() => read('73'));
    await expect(load('/grants/shows/73', { id: '73' }, readRecord)).resolves.toMatchObject({
      record: { key: 'GrantDetailPage:73' },
    });
    expect(readRecord).toHaveBeenCalledTimes(1);
  });

  it('reads nothing for a visitor, whom it sends to the login page', async () => {
    mocks.user = null;
    const readRecord = vi.fn(() => read('73'));

    await expect(load('/grants/shows/73', { id: '73' }, readRecord)).rejects.toBeInstanceOf(Response);
    expect(readRecord).not.toHaveBeenCalled();
  });

  it('sends a visitor to sign in with the whole address, the fragment too, to come back to', async () => {
    mocks.user = null;

    const refused = await load('/grants/shows/73?tab=terms#apply', { id: '73' }).catch((thrown: unknown) => thrown);

    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get('Location')).toBe(
      `/auth/login?redirect=${encodeURIComponent('/grants/shows/73?tab=terms#apply')}`,
    );
  });

  it('reads nothing for a record id that is not one (the 404 page)', async () => {
    const readRecord = vi.fn(() => read('x'));

    await expect(load('/grants/shows/x', { id: 'x' }, readRecord)).rejects.toMatchObject({ init: { status: 404 } });
    expect(readRecord).not.toHaveBeenCalled();
  });

  it('hands no read to a screen that has none', async () => {
    await expect(load('/grants', {})).resolves.toEqual({ record: null, preloaded: false });
  });
});

describe("the guard loader and a screen's Apollo query", () => {
  function visit(id: 'mypage.rfi' | 'vendor.rfis', params: Params, screen: (params: Params) => void) {
    const route = routeById(id);
    const path = id === 'mypage.rfi' ? `/mypage/rfis/${params.id}` : '/vendor/rfis';
    const url = new URL(path, 'http://portal.test');
    const loader = createGuardLoader(route, { screen });
    return loader({ request: new Request(url), url, pattern: route.path, params, context: undefined });
  }

  it('sends it once for a visit it lets through, and says so to the screen', async () => {
    const screen = vi.fn();
    await expect(visit('mypage.rfi', { id: '8' }, screen)).resolves.toEqual({ record: null, preloaded: true });
    expect(screen).toHaveBeenCalledExactlyOnceWith({ id: '8' });
  });

  it('sends nothing for a visit the gate turns away or a visitor sent to sign in', async () => {
    const screen = vi.fn();
    mocks.profile = { uid: 'u1', isMunicipality: false };
    mocks.role = 'member';
    mocks.remembered = 'member';
    await expect(visit('mypage.rfi', { id: '8' }, screen)).rejects.toBeInstanceOf(Response);
    mocks.user = null;
    await expect(visit('vendor.rfis', {}, screen)).rejects.toBeInstanceOf(Response);
    expect(screen).not.toHaveBeenCalled();
  });
});
