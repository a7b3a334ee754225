import { describe, expect, it, vi } from 'vitest';
import { syncToken, tokenIssuedAt } from './token-sync';

function jwt(iatSeconds: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'none' })}.${encode({ iat: iatSeconds, sub: 'u1' })}.`;
}

function recorder() {
  const calls: { url: string; init: RequestInit }[] = [];
  const send = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(null, { status: 204 });
  });
  return { calls, send: send as unknown as typeof fetch };
}

const NOW = Date.UTC(2024, 3, 1, 9, 0, 0);

describe('syncToken', () => {
  it('posts a token younger than five minutes as a bearer token', async () => {
    const { calls, send } = recorder();
    const token = jwt(NOW / 1000 - 60);
    expect(await syncToken('https://sync.example.jp/session', token, NOW, send)).toBe('posted');
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
  });

  it('skips a token five minutes old or older', async () => {
    const { calls, send } = recorder();
    expect(await syncToken('https://sync.example.jp/session', jwt(NOW / 1000 - 300), NOW, send)).toBe('skipped');
    expect(calls).toHaveLength(0);
  });

  it('sends DELETE when nobody is signed in', async () => {
    const { calls, send } = recorder();
    expect(await syncToken('https://sync.example.jp/session', null, NOW, send)).toBe('deleted');
    expect(calls[0]!.init.method).toBe('DELETE');
  });

  it('reads the issue time of a token', () => {
    expect(tokenIssuedAt(jwt(1_700_000_000))).toBe(1_700_000_000_000);
    expect(tokenIssuedAt('not-a-token')).toBeNull();
  });
});
