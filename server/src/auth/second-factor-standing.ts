/**
 * Where a signed-in caller stands with the second factor, as the context builder reads it on
 * every request (modules/second-factor/second-factor.service.ts). Operators always need it, and
 * so does anyone who enrolled; until this session passed a check, such a caller's role is held
 * back (`withheldRole`), on every route, so a password alone earns nothing that needs it.
 */
import type { Role } from '@portal/shared';

export interface SecondFactorStanding {
  /** The caller's role needs a checked second factor in this session. */
  required: boolean;
  /** An authenticator app is confirmed for the account. */
  enrolled: boolean;
  /** The session's id (the custom token's claim), when this session passed a check. */
  sessionId: string | null;
  /** The newest check in this session (step-up compares it with SECOND_FACTOR_STEP_UP_SECONDS). */
  verifiedAt: Date | null;
}

export const NO_SECOND_FACTOR: SecondFactorStanding = {
  required: false,
  enrolled: false,
  sessionId: null,
  verifiedAt: null,
};

/** The role a caller acts with: a role that needs the second factor waits for it as a plain member. */
export function withheldRole(role: Role, standing: SecondFactorStanding): Role {
  if (role === 'anonymous' || !standing.required || standing.verifiedAt) return role;
  return 'member';
}

/** The custom token's developer claim that names a checked session. */
export const SECOND_FACTOR_CLAIM = 'second_factor_session';
