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

  it('refuses the login and logout pages themselves', () => {
    expect(safeRedirect('/auth/login?redirect=/x', origin)).toBeNull();
    expect(safeRedirect('/auth/logout', origin)).toBeNull();
    expect(safeRedirect('/auth/mypage', origin)).toBe('/auth/mypage');
  });

  it('builds the login path with the encoded return path', () => {
    expect(loginPathFor('/auth/login', '/auth/mypage?a=1&b=2')).toBe(
      '/auth/login?redirect=%2Fauth%2Fmypage%3Fa%3D1%26b%3D2',
    );
  });
});
