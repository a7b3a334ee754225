/**
 * The password policy, fetched from the identity provider (Identity Toolkit's v2 passwordPolicy,
 * the endpoint the Firebase SDK itself reads) and refreshed when the provider rejects a password
 * for not meeting it. When the provider cannot answer (the Auth emulator does not implement the
 * endpoint) its documented defaults stand in.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { getConfig } from '@/config/runtime';
import {
  fromProviderPolicy,
  PROVIDER_DEFAULT_POLICY,
  type PasswordPolicy,
  type ProviderPasswordPolicy,
} from '../lib/password-policy';

export type PolicyFetcher = () => Promise<ProviderPasswordPolicy>;

export function fetchProviderPolicy(): Promise<ProviderPasswordPolicy> {
  const { firebase, authEmulatorUrl } = getConfig();
  const base = authEmulatorUrl ? `${authEmulatorUrl.replace(/\/$/, '')}/` : 'https://';
  const url = `${base}identitytoolkit.googleapis.com/v2/passwordPolicy?key=${encodeURIComponent(firebase.apiKey)}`;
  return fetch(url).then((response) => {
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
      .then(fromProviderPolicy, () => PROVIDER_DEFAULT_POLICY)
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

const store = createPasswordPolicyStore(fetchProviderPolicy);

/** Called when the provider says a password does not meet its requirements. */
export const refreshPasswordPolicy = store.refresh;

export function usePasswordPolicy(): PasswordPolicy {
  useEffect(() => {
    void store.load();
  }, []);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
