import { describe, expect, it, vi } from 'vitest';
import { createPasswordPolicyStore, fetchProviderPolicy } from './password-policy-store';

describe('password policy store', () => {
  it('fetches once, and again when refreshed after a rejection', async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValueOnce({ customStrengthOptions: { minPasswordLength: 8 }, enforcementState: 'OFF' })
      .mockResolvedValueOnce({
        customStrengthOptions: { minPasswordLength: 12, containsNumericCharacter: true },
        enforcementState: 'ENFORCE',
      });
    const store = createPasswordPolicyStore(fetcher);
    const seen = vi.fn();
    store.subscribe(seen);
    await store.load();
    await store.load();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(store.get()).toMatchObject({ minLength: 8, enforced: false, fromProvider: true });
    await store.refresh();
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(store.get()).toMatchObject({ minLength: 12, numeric: true, enforced: true });
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('uses the provider defaults when the provider cannot answer', async () => {
    const store = createPasswordPolicyStore(() => Promise.reject(new Error('501')));
    await store.load();
    expect(store.get()).toMatchObject({ minLength: 6, enforced: false, fromProvider: false });
  });

  it('asks nothing with the Auth emulator, which cannot answer, and keeps the defaults', async () => {
    const firebase = {
      apiKey: 'demo-api-key',
      authDomain: '',
      projectId: '',
      storageBucket: '',
      messagingSenderId: '',
      appId: '',
      measurementId: '',
    };
    const fetchUrl = vi.fn(() => Promise.resolve(new Response('{}', { status: 501 })));
    expect(await fetchProviderPolicy({ firebase, authEmulatorUrl: 'http://127.0.0.1:9099' }, fetchUrl)).toBeNull();
    expect(fetchUrl).not.toHaveBeenCalled();
    const store = createPasswordPolicyStore(() =>
      fetchProviderPolicy({ firebase, authEmulatorUrl: 'http://127.0.0.1:9099' }, fetchUrl),
    );
    await store.load();
    expect(store.get()).toMatchObject({ minLength: 6, fromProvider: false });

    const policy = { customStrengthOptions: { minPasswordLength: 10 }, enforcementState: 'ENFORCE' };
    fetchUrl.mockResolvedValueOnce(new Response(JSON.stringify(policy)));
    expect(await fetchProviderPolicy({ firebase, authEmulatorUrl: null }, fetchUrl)).toEqual(policy);
    expect(fetchUrl).toHaveBeenCalledWith('https://identitytoolkit.googleapis.com/v2/passwordPolicy?key=demo-api-key');
  });
});
