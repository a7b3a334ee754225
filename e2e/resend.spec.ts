/**
 * In Chromium: the basket is in reach from the header (with its count announced) and a
 * bar on the lists; and Back from /solutions/complete does not return to a form that sends again,
 * while sending the same content again asks first (「同じ内容の資料請求を○分前に送信しています。…」):
 * No sends nothing, Yes sends once more.
 */
import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/auth';
import { allSolutions, myRequestCount } from './requests-support';

test.use({ viewport: { width: 1280, height: 900 } });

test('the header shows the basket with its count inside /solutions and /request, and the list bar leads to it', async ({
  page,
}) => {
  await openSignedIn(page, 'municipal');
  await page.goto('/solutions/list');
  const entry = page.getByTestId('basket-header-entry');
  await expect(entry).toHaveAccessibleName('資料請求リスト（0件）');
  // Each item's button is inside its own card, above the line that ends it, not next to the next title.
  const card = page.locator('.result-list > li').first().getByRole('article');
  const own = card.getByRole('button', { name: /資料請求リストに追加/ });
  await expect(own).toBeVisible();
  const [button, article] = [(await own.boundingBox())!, (await card.boundingBox())!];
  expect(button.y + button.height).toBeLessThanOrEqual(article.y + article.height);
  const cards = page.locator('.result-card__request');
  for (let i = 0; i < 3; i++)
    await cards
      .nth(i)
      .getByRole('button', { name: /資料請求リストに追加/ })
      .click();
  await expect(entry).toHaveAccessibleName('資料請求リスト（3件）');
  await expect(
    page.locator('[role="status"][aria-live="polite"]', { hasText: '資料請求リストは3件になりました' }),
  ).toHaveCount(1);
  const bar = page.getByRole('region', { name: '資料請求リスト' });
  await expect(bar).toContainText('3件');
  await page.screenshot({ path: '/tmp/resend-basket-bar.png' });
  await page.goto('/solutions');
  await expect(page.getByRole('region', { name: '資料請求リスト' })).toContainText('3件');
  await entry.click();
  await expect(page).toHaveURL(/\/request\/form$/);
  await expect(page.locator('.request-item')).toHaveCount(3);
  await expect(entry).toHaveAccessibleName('資料請求リスト（3件）');
  // Leaving the areas clears the basket (the spec's rule); the entry is not shown elsewhere.
  await page.getByRole('link', { name: '補助金・交付金を探す' }).first().click();
  await expect(page.getByTestId('basket-header-entry')).toHaveCount(0);
  await page.goto('/solutions/list');
  await expect(page.getByTestId('basket-header-entry')).toHaveAccessibleName('資料請求リスト（0件）');
});

test('Back from the completion screen and sending the same request again asks first', async ({ page }) => {
  await openSignedIn(page, 'municipal');
  const solutions = await allSolutions(page);
  // Not the solution other specs send to (the last); the text keeps reruns apart.
  const solution = solutions[solutions.length - 2]!;
  const text = `再送確認 ${Date.now()}`;
  const before = await myRequestCount(page, [solution.id]);
  await page.goto(`/solutions/shows/${solution.id}`);
  await page.getByRole('button', { name: 'このソリューションに請求・問い合わせる' }).click();
  await expect(page).toHaveURL(new RegExp(`/solutions/confirm/${solution.id}$`));
  await page.getByLabel(/お問い合わせ内容/).fill(text);
  await page.getByRole('button', { name: 'この内容で送信する' }).click();
  await expect(page).toHaveURL(/\/solutions\/complete\?requests=/);
  expect(await myRequestCount(page, [solution.id])).toBe(before + 1);

  // Back leaves the completion screen for the page before the form, not the filled form.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/solutions/shows/${solution.id}$`));

  // The user fills the same request again: the server asks, No sends nothing.
  await page.getByRole('button', { name: 'このソリューションに請求・問い合わせる' }).click();
  await page.getByLabel(/お問い合わせ内容/).fill(text);
  // The question is asked in the page (an alertdialog), not by the browser's window.confirm.
  page.on('dialog', (dialog) => {
    throw new Error(`a native dialog asked: ${dialog.message()}`);
  });
  const submitButton = page.getByRole('button', { name: 'この内容で送信する' });
  await submitButton.click();
  const question = page.getByRole('alertdialog', { name: '同じ内容の資料請求を送信済みです' });
  await expect(question).toBeVisible();
  await expect(question).toHaveAccessibleDescription(
    /^同じ内容の資料請求を\d+分前に送信しています。もう一度送信しますか？$/,
  );
  await expect(question.getByRole('button', { name: '送信しない' })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('resend-question.png') });
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(page.getByText('送信を取りやめました。')).toBeVisible();
  expect(await myRequestCount(page, [solution.id])).toBe(before + 1);
  await page.screenshot({ path: '/tmp/resend-declined.png', fullPage: true });

  // Yes sends it once more, on purpose.
  await submitButton.click();
  await question.getByRole('button', { name: 'もう一度送信する' }).click();
  await expect(page).toHaveURL(/\/solutions\/complete\?requests=/);
  expect(await myRequestCount(page, [solution.id])).toBe(before + 2);
});
