/** The basket form by role and accessible name: defaults, toggling into the basket, the その他 rule. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { setConfig } from '@/config/runtime';
import { addToBasket, basketStore, clearBasket } from '../basket-store';
import { RequestForm } from './request-form';

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/request/form', element: <RequestForm /> },
      { path: '/request/confirm', element: <p>確認画面</p> },
      { path: '/auth/login', element: <p>ログイン画面</p> },
    ],
    { initialEntries: ['/request/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  clearBasket();
  setConfig({
    firebase: {
      apiKey: '',
      authDomain: '',
      projectId: '',
      storageBucket: '',
      messagingSenderId: '',
      appId: '',
      measurementId: '',
    },
    authEmulatorUrl: null,
    solutionsMenuLabel: 'ソリューションを探す',
    operatorEmail: 'ops@portal.test',
    trialDomains: ['provider.example.jp'],
    tokenSyncUrl: null,
  });
});

describe('request form', () => {
  it('says the basket is empty when it is', () => {
    renderForm();
    expect(screen.getByText('資料請求リストにソリューションがありません。')).toBeInTheDocument();
  });

  it('starts each item with 資料請求 and 電話, writes changes to the basket and removes by uid', async () => {
    addToBasket({ uid: 'u1', id: '1', title: '防災アプリ', companyName: '株式会社A' });
    addToBasket({ uid: 'u2', id: '2', title: '窓口DX', companyName: '株式会社B' });
    renderForm();
    const item = within(screen.getAllByRole('listitem')[0]!);
    expect(item.getByRole('checkbox', { name: '資料請求' })).toBeChecked();
    expect(item.getByRole('checkbox', { name: '電話' })).toBeChecked();
    await userEvent.click(item.getByRole('checkbox', { name: '見積依頼' }));
    expect(basketStore.get().items[0]!.inquiryDetails).toEqual(['0', '2']);
    await userEvent.click(screen.getByRole('button', { name: 'リストから外す（窓口DX）' }));
    expect(basketStore.get().items.map((i) => i.uid)).toEqual(['u1']);
  });

  it('asks for free text when その他 is chosen, and with no e-mail the guard sends to login', async () => {
    addToBasket({ uid: 'u1', id: '1', title: '防災アプリ', companyName: '株式会社A' });
    const router = renderForm();
    await userEvent.click(screen.getByRole('checkbox', { name: 'その他' }));
    await userEvent.click(screen.getByRole('button', { name: '入力内容を確認する' }));
    expect(
      await screen.findAllByText('「その他」を選択した場合は、お問い合わせ内容を入力してください'),
    ).not.toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/お問い合わせ内容/), 'LGWANで使えますか');
    window.alert = () => undefined;
    await userEvent.click(screen.getByRole('button', { name: '入力内容を確認する' }));
    // Nobody is signed in in this test: the request-a-solution guard stops at the login screen.
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});
