/**
 * Signing in from end-to-end tests without the login screen: the app installs
 * `window.__portalTest` only when its runtime configuration names the Auth emulator, and its
 * `signIn` resolves once the session and the profile are known. Reusable by every spec.
 */
import type { Page } from '@playwright/test';
import { demoOperatorCustomToken } from './second-factor';

export const DEMO_PASSWORD = 'portal-demo-2024';

export const DEMO_ACCOUNTS = {
  municipal: 'shokuin@city.demo.lg.jp',
  trial: 'trial@provider.example.jp',
  vendor: 'vendor@vendor.example.jp',
  operator: 'operator@provider.example.jp',
  member: 'member@example.jp',
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;

export interface BasketSolution {
  uid: string;
  id: string;
  title: string;
  companyName: string;
}

/** `window.__portalTest`, present only when the portal runs with the Auth emulator. */
export interface PortalTestHooks {
  signIn(email: string, password: string): Promise<string>;
  /** Signs in with a custom token (a session that passed the second factor, or single sign-on). */
  signInWithCustomToken(token: string): Promise<string>;
  signOut(): Promise<void>;
  run(document: unknown, variables?: Record<string, unknown>): Promise<unknown>;
  basket: { add(solution: BasketSolution): void; items(): (BasketSolution & { inquiryDetails: string[] })[] };
}

/** Signs the page in as a demo account; the page must already show the portal. Returns the uid. */
export async function signInAs(page: Page, role: DemoRole): Promise<string> {
  await page.waitForFunction(() => '__portalTest' in window);
  if (role === 'operator') {
    // Operators act only in a session that passed the second factor (support/second-factor.ts).
    const token = await demoOperatorCustomToken();
    return page.evaluate(
      (customToken) =>
        (window as unknown as { __portalTest: PortalTestHooks }).__portalTest.signInWithCustomToken(customToken),
      token,
    );
  }
  return page.evaluate(
    ([email, password]) =>
      (window as unknown as { __portalTest: PortalTestHooks }).__portalTest.signIn(email, password),
    [DEMO_ACCOUNTS[role], DEMO_PASSWORD] as const,
  );
}

/** Opens `path` (default the home page) and signs in there. */
export async function openSignedIn(page: Page, role: DemoRole, path = '/'): Promise<string> {
  await page.goto(path);
  return signInAs(page, role);
}

export async function signOut(page: Page): Promise<void> {
  await page.waitForFunction(() => '__portalTest' in window);
  await page.evaluate(() => (window as unknown as { __portalTest: PortalTestHooks }).__portalTest.signOut());
}
