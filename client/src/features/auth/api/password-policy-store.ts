/**
 * The password policy, fetched from the identity provider (Identity Toolkit's v2 passwordPolicy,
 * the endpoint the Firebase SDK itself reads) and refreshed when the provider rejects a password
 * for not meeting it. When the provider cannot answer its documented defaults stand in. The Auth
 * emulator never can (it answers the endpoint 501 Not Implemented), so with the emulator nothing
 * is asked: the request could only fail and leave an error in the browser's console.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { type ClientConfig, getConfig } from '@/config/runtime';
import {
  fromProviderPolicy,
  PROVIDER_DEFAULT_POLICY,
  type PasswordPolicy,
  type ProviderPasswordPolicy,
} from '../lib/password-policy';

/** The provider's policy, or null when there is no provider to ask (the defaults then stand). */
export type PolicyFetcher = () => Promise<ProviderPasswordPolicy | null>;

export function fetchProviderPolicy(
  config: Pick<ClientConfig, 'firebase' | 'authEmulatorUrl'> = getConfig(),
  fetchUrl: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<ProviderPasswordPolicy | null> {
  if (config.authEmulatorUrl) return Promise.resolve(null);
  const url = `https://identitytoolkit.googleapis.com/v2/passwordPolicy?key=${encodeURIComponent(config.firebase.apiKey)}`;
  return fetchUrl(url).then((response) => {
    if (!response.ok) throw new Error(`password policy: HTTP ${response.status}`);
    return response.json() as Promise<ProviderPasswordPolicy>;
  });
}

export function createPasswordPolicyStore(fetcher: PolicyFetcher) {
  let policy: PasswordPolicy = PROVIDER_DEFAULT_POLICY;
  let pending: Promise<PasswordPolicy> | null = null;
  let loaded = false;
  const listeners = new Set<() => void>();

  function load(force = false): Promise<PasswordPolicy> {
    if (pending) return pending;
    if (loaded && !force) return Promise.resolve(policy);
    pending = fetcher()
      .then(
        (raw) => (raw ? fromProviderPolicy(raw) : PROVIDER_DEFAULT_POLICY),
        () => PROVIDER_DEFAULT_POLICY,
      )
      .then((next) => {
        policy = next;
        loaded = true;
        pending = null;
        listeners.forEach((listener) => listener());
        return next;
      });
    return pending;
  }

  return {
    get: () => policy,
    load: () => load(false),
    refresh: () => load(true),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const store = createPasswordPolicyStore(() => fetchProviderPolicy());

/** Called when the provider says a password does not meet its requirements. */
export const refreshPasswordPolicy = store.refresh;

export function usePasswordPolicy(): PasswordPolicy {
  useEffect(() => {
    void store.load();
  }, []);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
