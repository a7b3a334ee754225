/**
 * Vendors propose case studies: the demo vendor meets the form's rules (the municipality's
 * consent included), proposes a case of its published listing for 戸田市; the operator returns it
 * with a comment; the vendor corrects it and resubmits; the operator sees what changed and
 * publishes it. It is found in case search, where the demo municipal user (戸田市, confirmed by
 * its bound domain) sees 「自団体の事例」 on the card and the detail; the operator does not.
 * Screenshots at 1280 and 375 px when E2E_SHOTS names a folder.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { CASE_PROPOSAL_CONSENT_LABEL, CASE_PROPOSAL_MESSAGES } from '@portal/shared/cases/proposal';
import { field } from './auth-support';
import { openSignedIn } from './support/auth';

const SHOTS = process.env.E2E_SHOTS;
if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!SHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/case-proposal-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a vendor proposes a case, the operator returns it once and publishes the resubmission', async ({ browser }) => {
  test.setTimeout(180_000);
  const token = `Cp${randomBytes(3).toString('hex')}`;
  const title = `窓口予約で待ち時間を半減 ${token}`;
  const vendor = await browser.newPage();
  const operator = await browser.newPage();

  // 1. The vendor menu leads to the proposals; the form names every missing rule, consent included.
  await openSignedIn(vendor, 'vendor');
  await vendor.goto('/vendor');
  await vendor.getByRole('link', { name: '導入事例の投稿' }).click();
  await expect(vendor.getByRole('heading', { level: 1, name: '導入事例の投稿' })).toBeVisible();
  await expect(vendor.getByText(/まだ投稿した導入事例はありません|投稿した導入事例/).first()).toBeVisible();
  await vendor.getByRole('link', { name: '導入事例を投稿する' }).click();
  const form = vendor.getByRole('form', { name: '導入事例の投稿' });
  await form.getByRole('button', { name: '審査に申請する' }).click();
  await expect(form.getByText(CASE_PROPOSAL_MESSAGES.consentRequired).first()).toBeVisible();
  await shoot(vendor, 'errors');

  const solutions = field(form, '導入したソリューション');
  const listing = (await solutions.locator('option').nth(1).textContent())!;
  await solutions.selectOption({ index: 1 });
  await field(form, '導入した自治体').fill('とだし');
  await vendor.getByRole('option', { name: /^戸田市/ }).click();
  await field(form, '実施主体名').fill('戸田市 市民課');
  await field(form, 'タイトル').fill(title);
  await field(form, '概要').fill('住民票の窓口にオンライン予約を入れ、待ち時間を短くした。');
  await form
    .getByRole('group', { name: /カテゴリー/ })
    .getByRole('checkbox')
    .first()
    .check();
  await field(form, '導入年度').fill('2025');
  await field(form, '導入前の課題').fill('繁忙期は1時間以上待つ方がいた。');
  await field(form, '取り組み内容').fill('オンライン予約と呼び出し表示を導入した。');
  await field(form, '導入の効果').fill('平均待ち時間が半分になった。');
  await field(form, '指標1の名前').fill('平均待ち時間');
  await form.getByRole('group', { name: '指標1' }).getByLabel('導入前').fill('40');
  await form.getByRole('group', { name: '指標1' }).getByLabel('導入後').fill('20');
  await form.getByRole('group', { name: '指標1' }).getByLabel('単位').fill('分');
  await form.getByLabel(CASE_PROPOSAL_CONSENT_LABEL).check();
  await shoot(vendor, 'form');
  await form.getByRole('button', { name: '審査に申請する' }).click();
  await expect(vendor.getByText('審査に申請しました。運営事務局の確認をお待ちください。')).toBeVisible();
  const item = vendor.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('審査中');
  await expect(item).toContainText(`戸田市・${listing}`);

  // 2. The operator returns it with a comment.
  await openSignedIn(operator, 'operator');
  await operator.goto('/operator/case-proposals');
  const review = operator.getByRole('region', { name: title });
  await expect(review).toContainText('掲載について自治体の了承を得ている');
  await review.getByRole('button', { name: `「${title}」を差し戻す` }).click();
  const dialog = operator.getByRole('alertdialog');
  await dialog.getByLabel(/差し戻しの理由/).fill('効果指標に測定した時期を書き添えてください');
  await dialog.getByRole('button', { name: '差し戻す' }).click();
  await expect(operator.getByText(`「${title}」を差し戻しました。`)).toBeVisible();
  await expect(operator.getByRole('region', { name: title })).toHaveCount(0);

  // 3. The vendor reads the comment, corrects the outcome and resubmits.
  await vendor.reload();
  await expect(item).toContainText('差し戻し');
  await expect(item).toContainText('効果指標に測定した時期を書き添えてください');
  await item.getByRole('link', { name: title }).click();
  await expect(vendor.getByText('差し戻しの理由：効果指標に測定した時期を書き添えてください')).toBeVisible();
  const again = vendor.getByRole('form', { name: '導入事例の投稿' });
  await expect(field(again, '導入した自治体')).toHaveValue('戸田市');
  await field(again, '導入の効果').fill('導入から半年後の測定で、平均待ち時間が40分から20分になった。');
  await shoot(vendor, 'returned');
  await again.getByRole('button', { name: '修正して再申請する' }).click();
  await expect(vendor.getByText('審査に申請しました。運営事務局の確認をお待ちください。')).toBeVisible();
  await expect(item).toContainText('再申請（審査中）');

  // 4. The operator sees what changed since the returned version and publishes it.
  await operator.reload();
  const resubmitted = operator.getByRole('region', { name: title });
  const changes = resubmitted.getByRole('region', { name: '差し戻した版からの変更' });
  await expect(changes.getByRole('heading', { name: '導入の効果' })).toBeVisible();
  await expect(changes.locator('ins').first()).toContainText('導入から半年後の測定で');
  await expect(changes.getByRole('heading', { name: 'タイトル' })).toHaveCount(0);
  await shoot(operator, 'review');
  await resubmitted.getByRole('button', { name: `「${title}」を公開する` }).click();
  await operator.getByRole('alertdialog').getByRole('button', { name: '公開する' }).click();
  await expect(operator.getByText(`「${title}」を公開しました。`)).toBeVisible();
  await expect(operator.getByRole('link', { name: '公開した導入事例を見る' })).toBeVisible();

  await vendor.reload();
  await expect(item).toContainText('掲載済み');

  // 5. In case search; the demo municipal user of 戸田市 sees 「自団体の事例」, the operator does not.
  const municipal = await browser.newPage();
  await openSignedIn(municipal, 'municipal');
  await municipal.goto(`/cases?keyword=${encodeURIComponent(token)}`);
  const card = municipal.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('自団体の事例')).toBeVisible();
  await shoot(municipal, 'search', false);
  await card.getByRole('link', { name: title }).click();
  await expect(municipal.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(municipal.locator('.detail__header').getByText('自団体の事例')).toBeVisible();
  await shoot(municipal, 'detail', false);

  await operator.goto(`/cases?keyword=${encodeURIComponent(token)}`);
  const operatorCard = operator.getByRole('article').filter({ hasText: title });
  await expect(operatorCard).toBeVisible();
  await expect(operatorCard.getByText('自団体の事例')).toHaveCount(0);
});
