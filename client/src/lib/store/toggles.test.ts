import { cleanup, act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllToggles, useToggle } from './toggles';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

describe('toggles', () => {
  it('closes every open toggle at once', () => {
    const menu = renderHook(() => useToggle('menu'));
    const drawer = renderHook(() => useToggle('drawer'));
    act(() => menu.result.current[1](true));
    act(() => drawer.result.current[1](true));
    expect(menu.result.current[0]).toBe(true);
    expect(drawer.result.current[0]).toBe(true);
    act(() => closeAllToggles());
    expect(menu.result.current[0]).toBe(false);
    expect(drawer.result.current[0]).toBe(false);
  });
});
