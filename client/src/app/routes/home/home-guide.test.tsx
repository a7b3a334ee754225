import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HomeGuide } from './home-guide';
import type { ViewerStanding } from '@/lib/auth/viewer-role';

function renderGuide(viewer: ViewerStanding) {
  return render(
    <MemoryRouter>
      <HomeGuide viewer={viewer} />
    </MemoryRouter>,
  );
}

describe('the home page’s guide', () => {
  it('asks a visitor to sign up and vendors to read the listing guide', () => {
    renderGuide('anonymous');
    expect(screen.getByRole('link', { name: '会員登録（無料）' })).toHaveAttribute('href', '/auth/signup/mun-register');
    expect(screen.getByRole('link', { name: /サービス掲載のご案内/ })).toBeInTheDocument();
  });

  it('never asks a signed-in municipal user to sign up, and shows what they keep', () => {
    renderGuide('municipal');
    expect(screen.queryByText(/会員登録/)).toBeNull();
    expect(screen.getByRole('link', { name: 'お気に入り' })).toHaveAttribute('href', '/mypage/bookmarks');
    expect(screen.getByRole('link', { name: '保存した検索条件' })).toHaveAttribute('href', '/mypage/searches');
  });

  it('points a vendor to their menu, without the municipal card', () => {
    renderGuide('vendor');
    expect(screen.queryByText(/会員登録/)).toBeNull();
    expect(screen.queryByRole('heading', { name: '自治体職員の方へ' })).toBeNull();
    expect(screen.getByRole('link', { name: '掲載企業メニュー' })).toHaveAttribute('href', '/vendor');
  });

  it('asks a municipal user whose address is not confirmed to confirm it', () => {
    renderGuide('unconfirmed');
    expect(screen.queryByText(/会員登録/)).toBeNull();
    expect(screen.getByRole('link', { name: '確認メールを再送する' })).toHaveAttribute(
      'href',
      '/auth/confirm-email/request',
    );
  });

  it.each(['trial', 'operator', 'unknown'] as const)(
    'offers the %s reader neither sign-up nor the municipal card',
    (viewer) => {
      renderGuide(viewer);
      expect(screen.queryByRole('heading', { name: '自治体職員の方へ' })).toBeNull();
      expect(screen.getByRole('heading', { name: 'サービスの掲載をご希望の企業様へ' })).toBeInTheDocument();
    },
  );

  it('points any other member to their account status', () => {
    renderGuide('member');
    expect(screen.queryByText(/会員登録/)).toBeNull();
    expect(screen.getByRole('link', { name: '会員情報' })).toHaveAttribute('href', '/auth/mypage');
  });

  it('keeps the visitor’s card in place, marked pending (hidden), while the reader is not known', () => {
    const { container } = renderGuide('pending');
    expect(container.querySelector('.for-viewer[data-pending]')).toHaveTextContent('会員登録（無料）');
    const { container: known } = renderGuide('anonymous');
    expect(known.querySelector('.for-viewer[data-pending]')).toBeNull();
  });
});
