import { cleanup, act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Snackbar from './snackbar';
import { showSnackbar, snackbarStore } from './snackbar-store';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  snackbarStore.set({ messages: [] });
});

describe('Snackbar', () => {
  it('shows a message and closes it after 5 000 ms', () => {
    render(<Snackbar />);
    act(() => showSnackbar('保存しました', 'success'));
    expect(screen.getByText('保存しました')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('保存しました')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    act(() => vi.runOnlyPendingTimers());
    expect(screen.queryByText('保存しました')).not.toBeInTheDocument();
    expect(snackbarStore.get().messages).toEqual([]);
  });
});
