/** The header's basket entry: shown inside the basket areas only, its count, and the change announced. */
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { addToBasket, clearBasket, removeFromBasket } from '../basket-store';
import { BasketHeaderEntry } from './basket-header-entry';
import { BasketBar } from './basket-bar';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <BasketHeaderEntry />
            <BasketBar />
          </>
        ),
      },
    ],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
}

const solution = (n: number) => ({
  uid: `u${n}`,
  id: String(n),
  title: `ソリューション${n}`,
  companyName: '株式会社試験',
});

beforeEach(() => clearBasket());

describe('BasketHeaderEntry', () => {
  it('links to the list with its count and announces a change, not the opening count', () => {
    addToBasket(solution(1));
    renderAt('/solutions/list');
    const entry = screen.getByRole('link', { name: '資料請求リスト（1件）' });
    expect(entry).toHaveAttribute('href', '/request/form');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    act(() => addToBasket(solution(2)));
    expect(screen.getByRole('link', { name: '資料請求リスト（2件）' })).toBeInTheDocument();
    expect(status).toHaveTextContent('資料請求リストは2件になりました');
    act(() => removeFromBasket('u1'));
    expect(status).toHaveTextContent('資料請求リストは1件になりました');
    expect(screen.getByRole('region', { name: '資料請求リスト' })).toHaveTextContent('1件');
  });

  it('is not shown outside /solutions and /request', () => {
    renderAt('/grants');
    expect(screen.queryByRole('link', { name: /資料請求リスト/ })).toBeNull();
  });

  it('shows no bar while the basket is empty', () => {
    renderAt('/solutions');
    expect(screen.getByRole('link', { name: '資料請求リスト（0件）' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
