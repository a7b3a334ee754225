import { describe, expect, it } from 'vitest';
import { BASKET_AREAS, href, isInBasketArea, ROUTES } from './routes';

describe('route table', () => {
  it('builds every URL from its row, parameters filled in', () => {
    expect(href('home')).toBe('/');
    expect(href('auth.login')).toBe('/auth/login');
    expect(href('solutions.show', { id: 12 })).toBe('/solutions/shows/12');
    expect(href('request.show', { uid: 'R-1' })).toBe('/request/show/R-1');
  });

  it('has one row per id and per path', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('keeps the basket inside /solutions and /request', () => {
    expect(BASKET_AREAS).toEqual(['/request', '/solutions']);
    expect(isInBasketArea('/solutions/shows/3')).toBe(true);
    expect(isInBasketArea('/request')).toBe(true);
    expect(isInBasketArea('/solutionsx')).toBe(false);
    expect(isInBasketArea('/grants')).toBe(false);
  });
});
