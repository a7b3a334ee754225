import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './redirect';

const origin = 'https://portal.example.jp';

describe('safeRedirect', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirect('/solutions/shows/12?tab=docs#files', origin)).toBe('/solutions/shows/12?tab=docs#files');
    expect(safeRedirect('/grants?searchKeyword=%E9%98%B2%E7%81%BD', origin)).toBe(
      '/grants?searchKeyword=%E9%98%B2%E7%81%BD',
    );
  });

  it('refuses other hosts and tricks that reach them', () => {
    for (const raw of [
      'https://evil.example.com/',
      '//evil.example.com/',
      '/\\evil.example.com',
      'javascript:alert(1)',
      'solutions',
      '/\tevil',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirect(raw, origin)).toBeNull();
    }
  });

  it('refuses paths that resolve to another host after normalisation', () => {
    for (const raw of [
      '/.//evil.example/phish',
      '%2F.%2F%2Fevil.example%2Fphish',
      decodeURIComponent('%2F.%2F%2Fevil.example%2Fphish'),
      '/x/..//evil.example',
      '/x/../..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/./\\evil.example',
      '/\\evil.example',
      '/x/..\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n//evil.example',
      '/.\t//evil.example',
      ' //evil.example',
      '\t/evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '/javascript:alert(1)//evil.example/..//',
      'data:text/html,<script>alert(1)</script>',
      'http://evil.example/',
      'https:evil.example',
      'https://portal.example.jp@evil.example/',
      '/%2F%2Fevil.example',
      '%2F%2Fevil.example',
    ]) {
      const result = safeRedirect(raw, origin);
      if (result === null) continue;
      // Whatever survives must be a plain same-site path that no browser or router reads as a host.
      expect(result, raw).toMatch(/^\/(?![/\\])/);
      expect(new URL(result, origin).origin, raw).toBe(origin);
      expect(result, raw).not.toMatch(/evil\.example\/phish$|^\/\/|^\/\\/);
    }
    expect(safeRedirect('/.//evil.example/phish', origin)).toBeNull();
    expect(safeRedirect('/x/..//evil.example', origin)).toBeNull();
    expect(safeRedirect('/%2e//evil.example', origin)).toBeNull();
  });

  it('keeps a harmless path that only looks odd, normalised', () => {
    expect(safeRedirect('/grants/./shows/../shows/3', origin)).toBe('/grants/shows/3');
    expect(safeRedirect('/%2F%2Fevil.example', origin)).toBe('/%2F%2Fevil.example');
  });

  it('refuses the login and logout pages themselves', () => {
    expect(safeRedirect('/auth/login?redirect=/x', origin)).toBeNull();
    expect(safeRedirect('/auth/logout', origin)).toBeNull();
    expect(safeRedirect('/auth/mypage', origin)).toBe('/auth/mypage');
  });

  it('builds the login path with the encoded return path', () => {
    expect(loginPathFor('/auth/mypage?a=1&b=2')).toBe('/auth/login?redirect=%2Fauth%2Fmypage%3Fa%3D1%26b%3D2');
  });
});
