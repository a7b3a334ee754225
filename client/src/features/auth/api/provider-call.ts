import type { Auth } from 'firebase/auth';
import { loadAuthSdk, type AuthSdk } from '@/lib/firebase';
import { withBotCheckRetry } from './provider-errors';

/** Runs a provider call with the automatic bot-check retry of docs/specification.md §8. */
export async function providerCall<T>(call: (auth: Auth, sdk: AuthSdk) => Promise<T>): Promise<T> {
  const { auth, sdk } = await loadAuthSdk();
  return withBotCheckRetry(
    () => call(auth, sdk),
    () => sdk.initializeRecaptchaConfig(auth),
  );
}
