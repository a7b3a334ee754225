import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { addToBasket, basketUids } from './support/hooks';

const solution = (n: number) => ({
  uid: `solution-uid-${n}`,
  id: String(n),
  title: `防災情報配信サービス ${n}`,
  companyName: '株式会社デモ',
});

test.describe('state shared between tabs', () => {
  test('the basket is mirrored between two pages, a new tab asks for it, and leaving the area clears it', async ({
    context,
  }) => {
    const first = await context.newPage();
    await first.goto('/rules/faq');
    await signInAs(first, 'municipal');
    await first.goto('/solutions/list');
    await expect(first.getByRole('heading', { level: 1, name: 'ソリューション一覧' })).toBeVisible();
    const second = await context.newPage();
    await second.goto('/solutions/list');
    await expect(second.getByRole('heading', { level: 1, name: 'ソリューション一覧' })).toBeVisible();

    await addToBasket(first, solution(1));
    await expect.poll(() => basketUids(second)).toEqual(['solution-uid-1']);
    await addToBasket(second, solution(2));
    await expect.poll(() => basketUids(first)).toEqual(['solution-uid-1', 'solution-uid-2']);
    // Adding what is already there is ignored, in every tab.
    await addToBasket(second, solution(1));
    await expect.poll(() => basketUids(first)).toEqual(['solution-uid-1', 'solution-uid-2']);

    // A tab opened later has nothing of its own: it asks the others.
    const third = await context.newPage();
    await third.goto('/solutions/list');
    await expect.poll(() => basketUids(third)).toEqual(['solution-uid-1', 'solution-uid-2']);
    await third.close();

    // Moving inside the /solutions and /request areas keeps the basket.
    await first.getByRole('banner').getByRole('link', { name: 'ソリューションを探す' }).click();
    await expect(first).toHaveURL(/\/solutions$/);
    expect(await basketUids(first)).toHaveLength(2);

    // Leaving them for any other route clears it, and the clearing is mirrored.
    await first.getByRole('banner').getByRole('link', { name: '補助金・交付金を探す' }).click();
    await expect(first).toHaveURL(/\/grants$/);
    await expect.poll(() => basketUids(first)).toEqual([]);
    await expect.poll(() => basketUids(second)).toEqual([]);
  });

  test('the basket survives a reload inside the area and is cleared when the address bar leaves it', async ({
    page,
  }) => {
    await page.goto('/rules/faq');
    await signInAs(page, 'municipal');
    await page.goto('/solutions/list');
    await expect(page.getByRole('heading', { level: 1, name: 'ソリューション一覧' })).toBeVisible();
    await addToBasket(page, solution(7));
    await page.reload();
    await expect.poll(() => basketUids(page)).toEqual(['solution-uid-7']);
    await page.goto('/cases');
    await expect.poll(() => basketUids(page)).toEqual([]);
  });
});
