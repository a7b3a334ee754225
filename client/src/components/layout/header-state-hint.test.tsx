import { SESSION_HINT_ATTRIBUTE } from '@portal/shared';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setConfig } from '@/config/runtime';
import { endHydration, startHydration } from '@/lib/use-hydrated';
import { useHeaderState } from './header-state';

function Header() {
  return <p>{useHeaderState().mode}</p>;
}

beforeEach(() => {
  const firebase = { apiKey: '', authDomain: '', projectId: '', storageBucket: '', messagingSenderId: '', appId: '' };
  setConfig({
    firebase: { ...firebase, measurementId: '' },
    authEmulatorUrl: null,
    solutionsMenuLabel: 'ソリューションを探す',
    operatorEmail: 'ops@portal.test',
    trialDomains: [],
    tokenSyncUrl: null,
  });
});

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
});

describe('the session hint of a rendered page (early-read starter)', () => {
  it('stays while a page rendered for a visitor is hydrated, and goes once the header knows better', async () => {
    document.documentElement.setAttribute(SESSION_HINT_ATTRIBUTE, '');
    startHydration();
    render(<Header />);
    // The hydrating render is the visitor's header: its sign-in must stay hidden.
    expect(document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(true);
    await act(async () => endHydration());
    expect(document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(false);
  });

  it('goes at once on a page the app renders itself', () => {
    document.documentElement.setAttribute(SESSION_HINT_ATTRIBUTE, '');
    render(<Header />);
    expect(document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(false);
  });
});
