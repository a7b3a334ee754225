/**
 * What the header shows for the current viewer (docs/specification.md §2). The my-page button
 * also shows while the login state is still unknown if the last known profile was municipal.
 */
import { type Role, SESSION_HINT_ATTRIBUTE } from '@portal/shared';
import { useEffect } from 'react';
import { getConfig } from '@/config/runtime';
import { type Profile, useProfile } from '@/lib/auth/profile';
import { hadSession, type SessionState, useSession } from '@/lib/auth/session';
import { actsForCompany, hasSolutionsMenu, isMunicipalStaff } from '@/lib/auth/viewer-role';
import { useHydrated } from '@/lib/use-hydrated';

export interface HeaderState {
  /** 'account': my-page menu; 'guest': login and registration; 'pending': nothing yet (no jump). */
  mode: 'account' | 'guest' | 'pending';
  showSolutions: boolean;
  /** Document downloads: signed-in municipal users only. */
  showDownloads: boolean;
  /** The vendor area: signed-in users of a company. */
  showVendorArea: boolean;
  solutionsLabel: string;
  displayName: string | null;
}

/** The last profile and the role the server gave with it (lib/auth/profile.ts). */
interface HeaderReader {
  profile: Pick<Profile, 'lastName' | 'firstName'> | null;
  role: Role | null;
}

export function deriveHeaderState(
  session: Pick<SessionState, 'status'>,
  reader: HeaderReader | null,
  sessionHint: boolean,
  solutionsLabel: string,
): HeaderState {
  const known = session.status !== 'initializing';
  const signedIn = session.status === 'signedIn';
  const role = reader?.role ?? null;
  const municipal = isMunicipalStaff(role);
  const mode = signedIn || (!known && municipal) ? 'account' : known || !sessionHint ? 'guest' : 'pending';
  // Before the login state is known the last profile is a good guess; after sign-out it is not.
  const trusted = signedIn || !known ? reader : null;
  const name = trusted?.profile;
  return {
    mode,
    showSolutions: hasSolutionsMenu(trusted?.role ?? null),
    showDownloads: signedIn && municipal,
    showVendorArea: signedIn && actsForCompany(role),
    solutionsLabel,
    displayName: name?.lastName ? `${name.lastName} ${name.firstName ?? ''}`.trim() : null,
  };
}

export function useHeaderState(): HeaderState {
  const session = useSession();
  const { profile, role } = useProfile();
  // What the browser remembers (the last profile, the session hint) shows once a prerendered
  // page is hydrated: the build rendered the header of a first-time visitor.
  const hydrated = useHydrated();
  // From here on the header itself shows what is known ('pending' while a session loads).
  useEffect(() => {
    if (hydrated) document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
  }, [hydrated]);
  return deriveHeaderState(
    session,
    hydrated ? { profile, role } : null,
    hydrated && hadSession(),
    getConfig().solutionsMenuLabel,
  );
}
