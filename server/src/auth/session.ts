/**
 * Revocation and disabled-account checks. An ID token stays cryptographically valid for up to an
 * hour after its user is disabled or signed out everywhere; checking with the Auth backend closes
 * that window. Sensitive operations (every mutation, and queries marked @Sensitive) always ask
 * the backend; other signed-in requests reuse a recent answer for AUTH_STATUS_CACHE_SECONDS
 * (0 by default: every signed-in request asks, so a disabled user is refused at once). An
 * operator's disable in this process forgets that user's answers at once (`forget`); other
 * processes behind the same load balancer refuse the user within the cache window.
 */
import { appError } from '../lib/app-error';
import type { Identity } from './identity';

/** The signed-in devices a member can sign out one by one (modules/session/session.service.ts). */
export interface SignedOutDevices {
  isSignedOut(uid: string, authTime: number): Promise<boolean>;
}

export interface SessionCheck {
  /** Throws UNAUTHENTICATED when the token was revoked or its user disabled or deleted. */
  assertActive(idToken: string, options: { sensitive: boolean }): Promise<void>;
  /** Drops the reused answers for a user's tokens (their account was just disabled). */
  forget(uid: string): void;
}

const MAX_ENTRIES = 10_000;

export function createSessionCheck(
  identity: Identity,
  cacheSeconds: number,
  devices: SignedOutDevices | null = null,
): SessionCheck {
  const confirmed = new Map<string, { until: number; uid: string }>();
  return {
    async assertActive(idToken, { sensitive }) {
      const now = Date.now();
      if (!sensitive && cacheSeconds > 0 && (confirmed.get(idToken)?.until ?? 0) > now) return;
      const viewer = await identity.verify(idToken, { checkRevoked: true });
      // Firebase ends all of an account's sign-ins or none; one device signed out is ours to refuse.
      if (devices && viewer.authTime && (await devices.isSignedOut(viewer.uid, viewer.authTime))) {
        throw appError('UNAUTHENTICATED', 'この端末はログアウトされました。再度ログインしてください。');
      }
      if (cacheSeconds > 0) {
        if (confirmed.size >= MAX_ENTRIES) confirmed.clear();
        confirmed.set(idToken, { until: now + cacheSeconds * 1000, uid: viewer.uid });
      }
    },
    forget(uid) {
      for (const [token, entry] of confirmed) if (entry.uid === uid) confirmed.delete(token);
    },
  };
}
