/**
 * Who is calling, as every layer sees it. The services take a Caller (or the part of it they
 * need), never the GraphQL context, so a service test builds one by hand and the REST file routes
 * pass the one they built; graphql/context.ts extends it with what only resolvers use.
 */
import type { Role } from '@portal/shared';
import type { UserProfile } from '../modules/profile/profile.entity';
import type { RateLimitName } from '../rate-limit/limits';
import type { SecondFactorStanding } from './second-factor-standing';

/** The verified ID token's holder. */
export interface Viewer {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** Custom claims from the ID token (operator: true marks provider staff). */
  claims: Record<string, unknown>;
  /** The sign-in the token comes from (its auth_time, seconds): one signed-in device. */
  authTime?: number;
}

export interface Caller {
  viewer: Viewer | null;
  profile: UserProfile | null;
  role: Role;
  ip: string;
  /** The second factor in this session (absent: not read, e.g. a service test or an anonymous caller). */
  secondFactor?: SecondFactorStanding;
  /**
   * Counts this call against a named limit (rate-limit/limits.ts), per account first and per IP
   * second; throws RATE_LIMITED (429, Retry-After) when exhausted. One line in a service:
   * `await caller.rateLimit('inquiry')`.
   */
  rateLimit(name: RateLimitName): Promise<void>;
}
