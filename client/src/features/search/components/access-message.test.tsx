import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AccessMessage } from './access-message';

describe('the access message', () => {
  afterEach(cleanup);

  it('offers sign-in that comes back to the whole address, the fragment too', () => {
    render(
      <MemoryRouter initialEntries={['/grants/shows/12?tab=terms#apply']}>
        <AccessMessage code="UNAUTHENTICATED" />
      </MemoryRouter>,
    );

    expect(screen.getByRole('link', { name: 'ログイン画面へ進む' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent('/grants/shows/12?tab=terms#apply')}`,
    );
  });
});
