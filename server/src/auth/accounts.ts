/**
 * The identity provider's accounts as the operator console sees them: looked up by uid or
 * address, disabled and enabled. A narrow view of firebase-admin's Auth so services stay
 * testable and do not reach for the whole SDK (works on the Auth emulator too).
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { appError } from '../lib/app-error';

export interface Account {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  disabled: boolean;
  operator: boolean;
  lastSignInAt: Date | null;
}

export interface AccountDirectory {
  byUid(uid: string): Promise<Account | null>;
  byEmail(email: string): Promise<Account | null>;
  /** Several accounts in one call (at most 100), keyed by uid; unknown uids are absent. */
  byUids(uids: readonly string[]): Promise<Map<string, Account>>;
  setDisabled(uid: string, disabled: boolean): Promise<void>;
  /** Ends every sign-in of the account: refresh tokens stop working, and tokens issued before fail the revocation check. */
  signOutEverywhere(uid: string): Promise<void>;
}

function accountOf(record: UserRecord): Account {
  const lastSignIn = record.metadata.lastSignInTime;
  return {
    uid: record.uid,
    email: record.email ?? null,
    emailVerified: record.emailVerified,
    disabled: record.disabled,
    operator: record.customClaims?.operator === true,
    lastSignInAt: lastSignIn ? new Date(lastSignIn) : null,
  };
}

async function orNull(lookup: Promise<UserRecord>): Promise<Account | null> {
  try {
    return accountOf(await lookup);
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? '');
    // A malformed uid (empty, too long) names no account either: not the provider being away.
    if (code === 'auth/user-not-found' || code === 'auth/invalid-email' || code === 'auth/invalid-uid') return null;
    throw appError('SERVICE_UNAVAILABLE');
  }
}

export function accountDirectory(auth: Auth): AccountDirectory {
  return {
    byUid: (uid) => orNull(auth.getUser(uid)),
    byEmail: (email) => orNull(auth.getUserByEmail(email)),
    async byUids(uids) {
      if (uids.length === 0) return new Map();
      try {
        const { users } = await auth.getUsers(uids.map((uid) => ({ uid })));
        return new Map(users.map((record) => [record.uid, accountOf(record)]));
      } catch {
        throw appError('SERVICE_UNAVAILABLE');
      }
    },
    async setDisabled(uid, disabled) {
      try {
        await auth.updateUser(uid, { disabled });
      } catch (error) {
        const code = String((error as { code?: unknown }).code ?? '');
        if (code === 'auth/user-not-found') throw appError('NOT_FOUND', 'このアカウントは見つかりません。');
        throw appError('SERVICE_UNAVAILABLE');
      }
    },
    async signOutEverywhere(uid) {
      try {
        await auth.revokeRefreshTokens(uid);
      } catch (error) {
        const code = String((error as { code?: unknown }).code ?? '');
        if (code !== 'auth/user-not-found') throw appError('SERVICE_UNAVAILABLE');
      }
    },
  };
}
