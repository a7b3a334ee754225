/**
 * Firebase Authentication through firebase-admin. While FIREBASE_AUTH_EMULATOR_HOST is set the
 * SDK talks to the emulator (and accepts its unsigned tokens, which is why production refuses to
 * start with it: config/env.ts).
 */
import { randomUUID } from 'node:crypto';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { appError } from '../lib/app-error';
import type { Viewer } from './caller';
import { rememberVerifiedTokens } from './verified-tokens';

export interface Identity {
  auth: Auth;
  /** Verifies an ID token; revocation is checked when asked (sensitive operations). */
  verify(idToken: string, options?: { checkRevoked?: boolean }): Promise<Viewer>;
  close(): Promise<void>;
}

const RESERVED_CLAIMS = new Set([
  'aud',
  'auth_time',
  'exp',
  'iat',
  'iss',
  'sub',
  'uid',
  'email',
  'email_verified',
  'firebase',
  'phone_number',
  'picture',
  'name',
  'user_id',
]);

const REFUSALS: Record<string, string> = {
  'auth/user-disabled': 'このアカウントは利用が停止されています。運営者にお問い合わせください。',
  'auth/id-token-revoked': 'ログイン情報が無効になりました。再度ログインしてください。',
  'auth/user-not-found': 'このアカウントは削除されています。',
};

/** Maps a firebase-admin failure to what the caller is told; the Auth backend being away is not their fault. */
function refusal(error: unknown) {
  const code = String((error as { code?: unknown }).code ?? '');
  if (code === 'app/network-error' || code === 'app/network-timeout' || code === 'auth/internal-error') {
    return appError('SERVICE_UNAVAILABLE');
  }
  return appError(
    'UNAUTHENTICATED',
    REFUSALS[code] ?? 'ログイン情報の有効期限が切れたか、正しくありません。再度ログインしてください。',
  );
}

export function createIdentity(projectId: string): Identity {
  // A named app per server instance keeps test servers in one process apart.
  const app: App = initializeApp({ projectId }, `portal-${randomUUID()}`);
  const auth = getAuth(app);
  return rememberVerifiedTokens({
    auth,
    async verify(idToken, options = {}) {
      try {
        const decoded = await auth.verifyIdToken(idToken, options.checkRevoked ?? false);
        const claims = Object.fromEntries(Object.entries(decoded).filter(([key]) => !RESERVED_CLAIMS.has(key)));
        return {
          uid: decoded.uid,
          email: decoded.email ?? null,
          emailVerified: decoded.email_verified === true,
          claims,
          authTime: decoded.auth_time,
        };
      } catch (error) {
        throw refusal(error);
      }
    },
    close: () => deleteApp(app),
  });
}
