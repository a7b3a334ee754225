import { expect, test, type Page } from '@playwright/test';

/** Collects Content-Security-Policy violations the page reports. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test('the portal loads under its Content-Security-Policy without violations', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  await expect(page.getByRole('region', { name: '受付中の新着補助金・交付金' }).getByRole('listitem')).toHaveCount(5);
  expect(violations).toEqual([]);
});

test('the portal signs in through the Auth emulator under the CSP', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  // Signing in exercises connect-src towards the Auth endpoint from the page's own origin policy.
  const status = await page.evaluate(async () => {
    const config = JSON.parse(document.getElementById('app-config')!.textContent!) as { authEmulatorUrl: string };
    const response = await fetch(
      `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=x`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'shokuin@city.demo.lg.jp',
          password: 'portal-demo-2024',
          returnSecureToken: true,
        }),
      },
    );
    return response.status;
  });
  expect(status).toBe(200);
  expect(violations).toEqual([]);
});

test('the self-hosted GraphiQL works under the CSP and runs a query', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/graphql');
  await expect(page.locator('.graphiql-container')).toBeVisible();
  const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('{ grantCount');
  // The editor's completion (from the introspected schema, computed in a web worker) proves both work.
  await expect(page.locator('.suggest-widget').getByText('grantCount')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.locator('.graphiql-response')).toContainText('grantCount');
  expect(violations).toEqual([]);
});
