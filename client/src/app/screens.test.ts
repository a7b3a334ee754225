import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/config/routes';
import { SCREENS } from './screens';

describe('screens', () => {
  it('names an existing screen module for every route, and every screen module is a route', () => {
    const files = Object.keys(import.meta.glob(['./routes/*/*-page.tsx', '!./routes/errors/**']));
    const named = ROUTES.map((route) => `./routes/${SCREENS[route.id]}.tsx`);
    expect(new Set(named)).toEqual(new Set(files));
  });
});
