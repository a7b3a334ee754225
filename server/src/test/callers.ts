/**
 * Callers for service tests: who is calling, built by hand as the context builder would build it
 * from a verified token, so a service runs with a data source and a caller and no HTTP.
 */
import type { Role } from '@portal/shared';
import type { Caller, Viewer } from '../auth/caller';
import type { UserProfile } from '../modules/profile/profile.entity';

export function viewerOf(uid: string, email: string, overrides: Partial<Viewer> = {}): Viewer {
  return { uid, email, emailVerified: true, claims: {}, ...overrides };
}

export function callerOf(viewer: Viewer | null, role: Role, profile: UserProfile | null = null): Caller {
  return { viewer, role, profile, ip: '192.0.2.1', rateLimit: async () => undefined };
}
