/**
 * Firebase Authentication, loaded on demand so the SDK stays out of the first-load bundle.
 * Outside production the runtime config names the Auth emulator and the SDK connects to it.
 */
import type { Auth } from 'firebase/auth';
import { getConfig } from '@/config/runtime';

export type AuthSdk = typeof import('firebase/auth');

let authPromise: Promise<Auth> | null = null;

export function loadAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const config = getConfig();
    const [
      { initializeApp },
      { initializeAuth, indexedDBLocalPersistence, browserLocalPersistence, connectAuthEmulator },
    ] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    const app = initializeApp(config.firebase);
    const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
    // Verification and reset mails in Japanese.
    auth.languageCode = 'ja';
    if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    return auth;
  })();
  return authPromise;
}

/** The Auth instance with the SDK's functions, both loaded on demand. */
export async function loadAuthSdk(): Promise<{ auth: Auth; sdk: AuthSdk }> {
  const [auth, sdk] = await Promise.all([loadAuth(), import('firebase/auth')]);
  return { auth, sdk };
}
