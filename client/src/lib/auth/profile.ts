/**
 * The signed-in user's profile from the server (`me`), as an external store. The last known
 * profile is kept in localStorage so the header can show the my-page button for a municipal user
 * before the login state is known (docs/specification.md §2). The store is mirrored between tabs
 * (lib/store); each tab keeps its own loading status. The route guard waits for it: a page opened
 * by a returning user takes it from the page's early read (lib/apollo-operations), so the screens
 * that paint before Apollo do not wait for Apollo to load for it.
 */
import { PROFILE_CACHE_KEY, type Role } from '@portal/shared';
import { graphql } from '@/gql';
import type { CurrentProfileQuery } from '@/gql/graphql';
import { query } from '../apollo-operations';
import { createSyncedStore } from '../store/synced-store';
import { useStore } from '../store/use-store';
import { getSession } from './session';

export const CURRENT_PROFILE_QUERY = graphql(`
  query CurrentProfile {
    me {
      uid
      email
      telephone
      lastName
      firstName
      lastNameKana
      firstNameKana
      division
      position
      organization
      municipalityCode
      isMunicipality
      municipalStatus
      companyId
      isOperatorBusiness
      notifyDocumentUpdates
    }
    viewer {
      role
      secondFactorPending
      municipalityConfirmed
    }
  }
`);

export type Profile = NonNullable<CurrentProfileQuery['me']>;

export interface ProfileState {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  profile: Profile | null;
  /** The role the server gave that user (viewer-role.ts turns it into the UI's predicates). */
  role: Role | null;
  /** The role waits for this session's second-factor check (the server says so). */
  secondFactorPending?: boolean;
  /** Municipal staff whose municipality is confirmed (the early-read starter reads it too). */
  municipalityConfirmed?: boolean;
  /** Whose profile was last loaded (null: nobody signed in); tells the route guard it is current. */
  forUid?: string | null;
}

const CACHE_KEY = PROFILE_CACHE_KEY;

/** The last profile and role this browser read, kept together as one entry. */
function readCached(): { profile: Profile | null; role: Role | null; municipalityConfirmed?: boolean } {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
    if (!raw) return { profile: null, role: null };
    const { role, municipalityConfirmed, ...profile } = JSON.parse(raw) as Profile & {
      role?: Role;
      municipalityConfirmed?: boolean;
    };
    return { profile, role: role ?? null, municipalityConfirmed: municipalityConfirmed === true };
  } catch {
    return { profile: null, role: null };
  }
}

const store = createSyncedStore<ProfileState>({
  name: 'profile',
  initial: { status: 'idle', ...readCached() },
  omit: ['status'],
});

function publish(next: ProfileState): void {
  store.set(next);
  try {
    if (next.profile) {
      const entry = { ...next.profile, role: next.role, municipalityConfirmed: next.municipalityConfirmed === true };
      localStorage.setItem(CACHE_KEY, JSON.stringify(entry));
    } else if (next.status === 'loaded') localStorage.removeItem(CACHE_KEY);
  } catch {
    // the cache is only a head start for the header
  }
}

let inFlight: { uid: string; promise: Promise<Profile | null> } | null = null;

/** With nobody signed in: no profile (and no need to ask the server to know it). */
export function clearProfile(): void {
  console.info('profile not loaded: not logged in');
  publish({ status: 'loaded', profile: null, role: null, forUid: null });
}

/** Settles once the profile read in flight, if any, has (it never rejects). */
export function profileReadSettled(): Promise<unknown> {
  return inFlight?.promise ?? Promise.resolve();
}

/** Loads the profile of the signed-in user; with nobody signed in it clears it. */
export async function loadProfile(signedIn: boolean): Promise<Profile | null> {
  const uid = getSession().user?.uid ?? null;
  if (!signedIn || !uid) {
    if (signedIn) publish({ status: 'loaded', profile: null, role: null, forUid: null });
    else clearProfile();
    return null;
  }
  // The provider and the route guard may both ask at once: one request serves both.
  if (inFlight?.uid === uid) return inFlight.promise;
  publish({ ...store.get(), status: 'loading' });
  const promise: Promise<Profile | null> = (async () => {
    try {
      const answer = await query(CURRENT_PROFILE_QUERY);
      const profile = answer.me ?? null;
      publish({
        status: 'loaded',
        profile,
        role: answer.viewer.role as Role,
        secondFactorPending: answer.viewer.secondFactorPending,
        municipalityConfirmed: answer.viewer.municipalityConfirmed,
        forUid: uid,
      });
      return profile;
    } catch (error) {
      console.error('profile fetch error', error);
      publish({ status: 'error', profile: null, role: null, forUid: uid });
      return null;
    } finally {
      if (inFlight?.uid === uid) inFlight = null;
    }
  })();
  inFlight = { uid, promise };
  return promise;
}

/** The current session user's profile, loading it unless it is already known. */
export async function settleProfile(): Promise<Profile | null> {
  const uid = getSession().user?.uid ?? null;
  const state = store.get();
  if (state.forUid === uid && (state.status === 'loaded' || state.status === 'error')) return state.profile;
  return loadProfile(uid != null);
}

export function getProfileState(): ProfileState {
  return store.get();
}

export function subscribeProfile(listener: () => void): () => void {
  return store.subscribe(listener);
}

export function useProfile(): ProfileState {
  return useStore(store);
}
