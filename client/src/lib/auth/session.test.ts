/**
 * A returning user's first requests carry the token this browser remembers, before the Firebase
 * SDK has loaded. The session reads localStorage once, as the page starts, so every case loads
 * the module afresh after setting storage up.
 */
import { REMEMBERED_SESSION_KEY } from '@portal/shared';
import type { Auth, User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRemembered } from './remembered-session';

const mocks = vi.hoisted(() => ({ loadAuth: vi.fn() }));
vi.mock('../firebase', () => ({ loadAuth: mocks.loadAuth }));

const MINUTE = 60_000;
// Whole seconds: Firebase gives expiry times as UTC strings, without milliseconds.
const NOW = Date.parse('2025-04-01T09:00:00.000Z');
const USER = { uid: 'u-1', email: 'taro@city.example.lg.jp', emailVerified: true };

function entry(expiresIn: number, token = 'remembered-token', user: object = USER): string {
  return JSON.stringify({ user, token, expiresAt: NOW + expiresIn });
}

function firebaseUser(token = 'fresh-token', expiresAt = NOW + 60 * MINUTE) {
  return {
    ...USER,
    getIdToken: vi.fn((forceRefresh?: boolean) => Promise.resolve(forceRefresh ? 'forced-token' : token)),
    getIdTokenResult: vi.fn(() => Promise.resolve({ token, expirationTime: new Date(expiresAt).toUTCString() })),
  };
}

/** What the mocked loadAuth resolves to: Firebase, having restored `user` (or nobody). */
function firebaseWith(user: ReturnType<typeof firebaseUser> | null): void {
  const auth = {
    currentUser: user,
    onIdTokenChanged(listener: (user: User | null) => void) {
      listener(user as unknown as User | null);
      return () => undefined;
    },
  };
  mocks.loadAuth.mockResolvedValue(auth as unknown as Auth);
}

async function loadSession(remembered?: string) {
  if (remembered !== undefined) localStorage.setItem(REMEMBERED_SESSION_KEY, remembered);
  vi.resetModules();
  return import('./session');
}

const storedEntry = () => JSON.parse(localStorage.getItem(REMEMBERED_SESSION_KEY) ?? 'null') as unknown;

function otherTabWrites(newValue: string | null): void {
  window.dispatchEvent(new StorageEvent('storage', { key: REMEMBERED_SESSION_KEY, newValue }));
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  localStorage.clear();
  mocks.loadAuth.mockReset();
  firebaseWith(firebaseUser());
});

afterEach(() => {
  vi.useRealTimers();
});

describe('session with a remembered token that lives more than five minutes', () => {
  it('is signed in at once and sends that token without loading Firebase', async () => {
    const session = await loadSession(entry(30 * MINUTE));

    expect(session.getSession()).toEqual({ status: 'signedIn', user: USER });
    await expect(session.getIdToken()).resolves.toBe('remembered-token');
    await session.sessionKnown();
    expect(mocks.loadAuth).not.toHaveBeenCalled();
  });

  it('hands over to Firebase five minutes before the token runs out', async () => {
    const session = await loadSession(entry(30 * MINUTE));
    session.startSessionIfLikely();

    await vi.advanceTimersByTimeAsync(25 * MINUTE - 1);
    expect(mocks.loadAuth).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(mocks.loadAuth).toHaveBeenCalled();
  });
});

describe('session with a remembered token that is expired or about to be', () => {
  it.each([
    ['expired', -MINUTE],
    ['four minutes from expiry', 4 * MINUTE],
  ])('waits for Firebase when the token is %s', async (_, expiresIn) => {
    const session = await loadSession(entry(expiresIn));

    expect(session.getSession().status).toBe('initializing');
    await expect(session.getIdToken()).resolves.toBe('fresh-token');
    expect(mocks.loadAuth).toHaveBeenCalled();
    expect(session.getSession()).toEqual({ status: 'signedIn', user: USER });
  });
});

describe('session of a visitor', () => {
  it('sends no token and never loads Firebase to browse', async () => {
    const session = await loadSession();
    session.startSessionIfLikely();

    await expect(session.getIdToken()).resolves.toBeNull();
    expect(mocks.loadAuth).not.toHaveBeenCalled();
  });
});

describe('remembered session once Firebase has published', () => {
  it("is rewritten with Firebase's fresh token and its expiry", async () => {
    const session = await loadSession(entry(-MINUTE));
    firebaseWith(firebaseUser('fresh-token', NOW + 60 * MINUTE));

    await session.startSession();

    await vi.waitFor(() =>
      expect(storedEntry()).toEqual({ user: USER, token: 'fresh-token', expiresAt: NOW + 60 * MINUTE }),
    );
  });

  it('is forgotten when Firebase says nobody is signed in, and its token is no longer sent', async () => {
    const session = await loadSession(entry(30 * MINUTE));
    firebaseWith(null);

    await session.startSession();

    expect(session.getSession()).toEqual({ status: 'signedOut', user: null });
    await vi.waitFor(() => expect(localStorage.getItem(REMEMBERED_SESSION_KEY)).toBeNull());
    await expect(session.getIdToken()).resolves.toBeNull();
  });
});

describe('renewRefusedToken', () => {
  it('has Firebase issue a new token when the remembered one was refused', async () => {
    const session = await loadSession(entry(30 * MINUTE));
    const user = firebaseUser();
    firebaseWith(user);

    await expect(session.renewRefusedToken('remembered-token')).resolves.toBe('forced-token');
    expect(user.getIdToken).toHaveBeenCalledWith(true);
  });

  it('renews once for every request the remembered token had, all refused together', async () => {
    // The profile and the record go out together with the remembered token, and come back refused.
    const session = await loadSession(entry(30 * MINUTE));
    const user = firebaseUser();
    firebaseWith(user);

    const renewed = await Promise.all([
      session.renewRefusedToken('remembered-token'),
      session.renewRefusedToken('remembered-token'),
    ]);

    expect(renewed).toEqual(['forced-token', 'forced-token']);
    expect(user.getIdToken).toHaveBeenCalledTimes(1);
  });

  it('answers null when Firebase has nobody signed in any more', async () => {
    const session = await loadSession(entry(30 * MINUTE));
    firebaseWith(null);

    await expect(session.renewRefusedToken('remembered-token')).resolves.toBeNull();
    expect(session.getSession().status).toBe('signedOut');
  });

  it('lets the refusal of any other token stand without loading Firebase', async () => {
    const session = await loadSession(entry(30 * MINUTE));

    await expect(session.renewRefusedToken('some-other-token')).resolves.toBeNull();
    expect(mocks.loadAuth).not.toHaveBeenCalled();
  });
});

describe('session before Firebase has loaded, when another tab changes it', () => {
  it("signs out on the other tab's sign-out and stops sending the token", async () => {
    const session = await loadSession(entry(30 * MINUTE));
    session.startSessionIfLikely();
    const listener = vi.fn();
    session.subscribeSession(listener);

    otherTabWrites(null);

    expect(session.getSession()).toEqual({ status: 'signedOut', user: null });
    expect(listener).toHaveBeenCalled();
    await expect(session.getIdToken()).resolves.toBeNull();
    expect(mocks.loadAuth).not.toHaveBeenCalled();
  });

  it("signs in with the other tab's user and token", async () => {
    const session = await loadSession();
    session.startSessionIfLikely();
    const other = { uid: 'u-2', email: null, emailVerified: false };

    otherTabWrites(entry(30 * MINUTE, 'other-tab-token', other));

    expect(session.getSession()).toEqual({ status: 'signedIn', user: other });
    await expect(session.getIdToken()).resolves.toBe('other-tab-token');
    expect(mocks.loadAuth).not.toHaveBeenCalled();
  });

  it('takes up a verification made in the other tab (the municipal gate reads it)', async () => {
    const unverified = { ...USER, emailVerified: false };
    const session = await loadSession(entry(30 * MINUTE, 'remembered-token', unverified));
    session.startSessionIfLikely();

    otherTabWrites(entry(60 * MINUTE, 'verified-token', { ...USER, emailVerified: true }));

    expect(session.getSession().user?.emailVerified).toBe(true);
    await expect(session.getIdToken()).resolves.toBe('verified-token');
  });
});

describe('parseRemembered', () => {
  it('reads an entry whose token lives more than five minutes', () => {
    expect(parseRemembered(entry(6 * MINUTE), NOW)).toEqual({
      user: USER,
      token: 'remembered-token',
      expiresAt: NOW + 6 * MINUTE,
    });
  });

  it('reads a user without an e-mail address', () => {
    const user = { uid: 'u-2', email: null, emailVerified: false };
    expect(parseRemembered(entry(10 * MINUTE, 't', user), NOW)?.user).toEqual(user);
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['malformed JSON', '{"user":'],
    ['JSON null', 'null'],
    ['no token', JSON.stringify({ user: USER, expiresAt: NOW + 30 * MINUTE })],
    ['no expiry', JSON.stringify({ user: USER, token: 't' })],
    ['an expiry that is not a number', JSON.stringify({ user: USER, token: 't', expiresAt: String(NOW) })],
    ['no user', JSON.stringify({ token: 't', expiresAt: NOW + 30 * MINUTE })],
    ['a user without uid', entry(30 * MINUTE, 't', { email: null, emailVerified: true })],
    ['a user without emailVerified', entry(30 * MINUTE, 't', { uid: 'u-1', email: null })],
    ['a token with exactly five minutes left', entry(5 * MINUTE)],
    ['a token with four minutes left', entry(4 * MINUTE)],
    ['an expired token', entry(-MINUTE)],
  ])('rejects %s', (_, raw) => {
    expect(parseRemembered(raw, NOW)).toBeNull();
  });
});
