/**
 * Derives the caller's role on the server, on every request, from the verified ID token and the
 * profile. What earns and what revokes each role is written out in docs/accounts-and-roles.md.
 */
import { isTrialEmail, type Role } from '@portal/shared';
import type { Viewer } from './caller';
import type { UserProfile } from '../modules/profile/profile.entity';

export interface RoleSettings {
  trialDomains: readonly string[];
}

export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
}

/**
 * Municipal rights belong to the address that earned them: the caller's current address must be
 * verified and be the one recorded as earning them, so an address change (even one the client
 * never reports) ends them at once.
 */
export function holdsMunicipalAddress(viewer: Viewer, profile: UserProfile | null): boolean {
  return (
    profile?.isMunicipality === true &&
    viewer.emailVerified &&
    profile.municipalEmail != null &&
    viewer.email != null &&
    sameAddress(viewer.email, profile.municipalEmail)
  );
}

export function deriveRole(viewer: Viewer | null, profile: UserProfile | null, settings: RoleSettings): Role {
  if (!viewer) return 'anonymous';
  if (viewer.claims.operator === true) return 'operator';
  // Anyone can type a provider address at sign-up; only a verified one is staff on trial.
  if (viewer.emailVerified && isTrialEmail(viewer.email, settings.trialDomains)) return 'trial';
  if (profile?.companyId != null && viewer.emailVerified) return 'vendor';
  if (holdsMunicipalAddress(viewer, profile)) return 'municipal';
  return 'member';
}
