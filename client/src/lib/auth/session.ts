/**
 * The session user (specification section 3: uid, email, emailVerified) as an external store.
 * A localStorage hint remembers that someone was signed in, so visitors' first requests do not
 * wait for the Firebase SDK to load.
 */
import type { User } from 'firebase/auth';
import { useSyncExternalStore } from 'react';
import { loadAuth } from '../firebase';

export interface SessionUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

export type SessionStatus = 'initializing' | 'signedOut' | 'signedIn';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

const HINT_KEY = 'portal.session';
const INITIAL: SessionState = { status: 'initializing', user: null };
let state: SessionState = INITIAL;
const listeners = new Set<() => void>();
let started: Promise<void> | null = null;

function publish(next: SessionState): void {
  state = next;
  try {
    if (next.status === 'signedIn') localStorage.setItem(HINT_KEY, '1');
    else if (next.status === 'signedOut') localStorage.removeItem(HINT_KEY);
  } catch {
    // storage may be unavailable (private mode); the hint is only an optimisation
  }
  listeners.forEach((listener) => listener());
}

function publishUser(user: User | null): void {
  publish(
    user
      ? { status: 'signedIn', user: { uid: user.uid, email: user.email, emailVerified: user.emailVerified } }
      : { status: 'signedOut', user: null },
  );
}

export function hadSession(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * At start: a returning user's session loads at once; a visitor's only when something needs it
 * (a guarded route, a sign-in, an account page), so visitors never download the SDK to browse.
 * A sign-in in another tab sets the hint, and this tab follows it.
 */
export function startSessionIfLikely(): void {
  if (hadSession()) {
    void startSession();
    return;
  }
  window.addEventListener('storage', function follow(event) {
    if (event.key !== HINT_KEY || event.newValue !== '1') return;
    window.removeEventListener('storage', follow);
    void startSession();
  });
}

/** Loads Firebase and follows the signed-in user; safe to call more than once. */
export function startSession(): Promise<void> {
  started ??= loadAuth().then(
    (auth) =>
      new Promise<void>((resolve) => {
        auth.onIdTokenChanged((user) => {
          publishUser(user);
          resolve();
        });
      }),
  );
  return started;
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
  return useSyncExternalStore(subscribeSession, getSession, getInitialSession);
}

/** The current ID token, or null for visitors. Waits for Firebase only if a session is likely. */
export async function getIdToken(): Promise<string | null> {
  if (state.status === 'initializing') {
    if (!hadSession()) return null;
    await startSession();
  }
  // Once Firebase is loaded its current user is the truth: right after a sign-in or sign-up the
  // listener may not have published yet, and the first request must still carry the token.
  const auth = await loadAuth();
  return (await auth.currentUser?.getIdToken()) ?? null;
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
