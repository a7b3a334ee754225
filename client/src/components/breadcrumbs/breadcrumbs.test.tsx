import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs';

describe('Breadcrumbs', () => {
  afterEach(cleanup);

  it('links every entry that has a target and marks the current page', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs items={[{ label: '補助金・交付金', to: '/grants' }, { label: '検索結果：防災' }]} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(nav).getByRole('link', { name: '補助金・交付金' })).toHaveAttribute('href', '/grants');
    expect(within(nav).getByText('検索結果：防災')).toHaveAttribute('aria-current', 'page');
  });

  it('shows a single entry without a link', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs items={[{ label: '導入事例' }]} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
