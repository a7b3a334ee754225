import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientConfig } from '@/config/runtime';

const firebaseLog = vi.fn();
vi.mock('./firebase-sink', () => ({
  createFirebaseSink: vi.fn(() => ({ log: firebaseLog, setUser: vi.fn() })),
}));

const { startAnalytics, trackPageView } = await import('./analytics');
const { createFirebaseSink } = await import('./firebase-sink');

let stop: (() => void) | null = null;
afterEach(() => stop?.());

describe('analytics sink choice', () => {
  it('uses Firebase Analytics when a measurement id is configured, and no local sink', () => {
    delete window.__analyticsEvents;
    stop = startAnalytics({ firebase: { measurementId: 'G-TEST123' } } as ClientConfig);
    trackPageView('/', 'ホーム');
    expect(createFirebaseSink).toHaveBeenCalledWith({ measurementId: 'G-TEST123' });
    expect(firebaseLog).toHaveBeenCalledWith({
      name: 'page_view',
      params: { page_path: '/', page_title: 'ホーム', user_id: 'guest' },
    });
    expect(window.__analyticsEvents).toBeUndefined();
  });
});
