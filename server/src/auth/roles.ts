/** Derives the caller's role on the server (DESIGN section 8). */
import { isTrialEmail, type Role } from '@portal/shared';
import type { Viewer } from '../graphql/context';
import type { UserProfile } from '../modules/user/user-profile.entity';

export interface RoleSettings {
  trialDomains: readonly string[];
}

export function deriveRole(viewer: Viewer | null, profile: UserProfile | null, settings: RoleSettings): Role {
  if (!viewer) return 'anonymous';
  if (viewer.claims.operator === true) return 'operator';
  if (isTrialEmail(viewer.email, settings.trialDomains)) return 'trial';
  if (profile?.companyId != null && viewer.emailVerified) return 'vendor';
  if (profile?.isMunicipality && viewer.emailVerified) return 'municipal';
  return 'member';
}
