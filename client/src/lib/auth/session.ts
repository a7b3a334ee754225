/**
 * The session user (docs/specification.md §3: uid, email, emailVerified) as an external store.
 * Until Firebase has loaded, the session remembered in localStorage (remembered-session.ts)
 * stands in for it: a returning user's pages call the server with the remembered token at once,
 * and visitors' first requests never wait for the Firebase SDK.
 */
import { REMEMBERED_SESSION_KEY, REMEMBERED_TOKEN_MIN_LIFETIME_MS } from '@portal/shared';
import type { User } from 'firebase/auth';
import { useClientSnapshot } from '@/lib/use-hydrated';
import { loadAuth } from '../firebase';
import {
  hasRemembered,
  parseRemembered,
  readRemembered,
  remember,
  type RememberedSession,
  type SessionUser,
} from './remembered-session';

export type { SessionUser } from './remembered-session';

export type SessionStatus = 'initializing' | 'signedOut' | 'signedIn';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

const INITIAL: SessionState = { status: 'initializing', user: null };
const SIGNED_OUT: SessionState = { status: 'signedOut', user: null };
/** A remembered token is sent only while it has at least this long to live. */
const TOKEN_MARGIN_MS = 60_000;

/** What stands in for Firebase until it has published (null once it has, or if nothing usable). */
let remembered: RememberedSession | null = readRemembered();
let state: SessionState = remembered ? { status: 'signedIn', user: remembered.user } : INITIAL;
/** Whether Firebase has published its user: from then on it is the only truth. */
let live = false;
const listeners = new Set<() => void>();
let started: Promise<void> | null = null;
/** The renewal of a refused remembered token, shared by every call it refused. */
let renewal: { token: string; promise: Promise<string | null> } | null = null;

function publish(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

const toSessionUser = (user: User): SessionUser => ({
  uid: user.uid,
  email: user.email,
  emailVerified: user.emailVerified,
});

function publishUser(user: User | null): void {
  publish(user ? { status: 'signedIn', user: toSessionUser(user) } : SIGNED_OUT);
}

/** Keeps what this browser remembers in step with Firebase's user and token. */
async function rememberUser(user: User | null): Promise<void> {
  if (!user) {
    remember(null);
    return;
  }
  const { token, expirationTime } = await user.getIdTokenResult();
  remember({ user: toSessionUser(user), token, expiresAt: Date.parse(expirationTime) });
}

export function hadSession(): boolean {
  return hasRemembered();
}

/**
 * At start: with a usable remembered session, Firebase loads only shortly before its token runs
 * out (or when something needs it: a sign-out, an account page); any other returning user's
 * session loads at once; a visitor's only when something needs it (a guarded route, a sign-in),
 * so visitors never download the SDK to browse. Other tabs' sign-ins and sign-outs are followed.
 */
export function startSessionIfLikely(): void {
  if (remembered) {
    const takeOverIn = remembered.expiresAt - REMEMBERED_TOKEN_MIN_LIFETIME_MS - Date.now();
    window.setTimeout(() => void startSession(), Math.max(0, takeOverIn));
  } else if (hadSession()) {
    void startSession();
  }
  window.addEventListener('storage', followOtherTabs);
}

/** Until Firebase runs here, another tab's session change reaches this one through storage. */
function followOtherTabs(event: StorageEvent): void {
  if (event.key !== REMEMBERED_SESSION_KEY || live) return;
  const next = parseRemembered(event.newValue);
  if (next) {
    remembered = next;
    // A new user, or the same one with a new address or a verification made in the other tab.
    const same =
      state.status === 'signedIn' &&
      state.user?.uid === next.user.uid &&
      state.user.email === next.user.email &&
      state.user.emailVerified === next.user.emailVerified;
    if (!same) publish({ status: 'signedIn', user: next.user });
  } else if (event.newValue === null) {
    remembered = null;
    if (state.status === 'signedIn') publish(SIGNED_OUT);
  } else {
    void startSession();
  }
}

/** Loads Firebase and follows the signed-in user; safe to call more than once. */
export function startSession(): Promise<void> {
  started ??= loadAuth().then(
    (auth) =>
      new Promise<void>((resolve) => {
        auth.onIdTokenChanged((user) => {
          live = true;
          remembered = null;
          publishUser(user);
          rememberUser(user).catch((error: unknown) => console.warn('session not remembered', error));
          resolve();
        });
      }),
  );
  return started;
}

/** Resolves once the session is known: at once when remembered, else once Firebase has said. */
export function sessionKnown(): Promise<void> {
  return state.status === 'initializing' ? startSession() : Promise.resolve();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A prerendered page hydrates as the build rendered it: before any session is known. */
const getInitialSession = () => INITIAL;

export function useSession(): SessionState {
  return useClientSnapshot(subscribeSession, getSession, getInitialSession);
}

/** The current ID token, or null for visitors. Waits for Firebase only if a session is likely. */
export async function getIdToken(): Promise<string | null> {
  if (!live) {
    if (remembered && remembered.expiresAt - Date.now() > TOKEN_MARGIN_MS) return remembered.token;
    if (state.status === 'signedOut' || (state.status === 'initializing' && !hadSession())) return null;
    await startSession();
  }
  // Once Firebase is loaded its current user is the truth: right after a sign-in or sign-up the
  // listener may not have published yet, and the first request must still carry the token.
  const auth = await loadAuth();
  return (await auth.currentUser?.getIdToken()) ?? null;
}

/**
 * After the server refused `token`: if it was the remembered one, Firebase takes over and a
 * freshly issued token is returned (null when there is none: the user was signed out, disabled
 * or deleted, and the session says so). Any other refusal stands.
 */
export function renewRefusedToken(token: string): Promise<string | null> {
  // The profile and the record are refused at once: both wait for the one renewal.
  if (renewal?.token === token) return renewal.promise;
  if (live || remembered?.token !== token) return Promise.resolve(null);
  remembered = null;
  const promise = (async () => {
    await startSession();
    const user = (await loadAuth()).currentUser;
    if (!user) return null;
    try {
      return await user.getIdToken(true);
    } catch {
      return null;
    }
  })();
  renewal = { token, promise };
  return promise;
}

/** Publishes the identity provider's current user now, without waiting for its listener. */
export async function syncSession(): Promise<SessionUser | null> {
  await startSession();
  publishUser((await loadAuth()).currentUser);
  return state.user;
}

/**
 * Re-reads the signed-in user from the identity provider and forces a new ID token, so a
 * verification or an e-mail change takes effect at once: here, and on the server, which only
 * believes what the ID token says (a token issued before verification keeps saying false).
 */
export async function refreshSession(): Promise<SessionUser | null> {
  await startSession();
  const auth = await loadAuth();
  const user = auth.currentUser;
  if (!user) return null;
  await user.reload();
  await user.getIdToken(true);
  publishUser(auth.currentUser);
  return state.user;
}
