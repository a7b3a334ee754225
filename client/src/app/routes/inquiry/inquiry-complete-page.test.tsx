import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Component } from './inquiry-complete-page';

describe('/inquiry/complete', () => {
  it('reached directly, claims no submission', () => {
    render(
      <MemoryRouter>
        <Component />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^お問い合わせ$/);
    expect(screen.getByText('送信済みのお問い合わせはありません。')).toBeInTheDocument();
    expect(screen.queryByText(/受け付けました/)).toBeNull();
    expect(document.title).not.toMatch(/受け付けました/);
  });
});
