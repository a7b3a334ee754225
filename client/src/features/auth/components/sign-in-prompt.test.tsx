import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SignInPrompt } from './sign-in-prompt';

describe('the sign-in prompt', () => {
  afterEach(cleanup);

  it('brings the user back to the whole address after sign-in, the fragment too', () => {
    render(
      <MemoryRouter initialEntries={['/auth/change-email/request?from=mail#form']}>
        <SignInPrompt reason="ログインしてください。" />
      </MemoryRouter>,
    );

    expect(screen.getByRole('link', { name: 'ログインする' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent('/auth/change-email/request?from=mail#form')}`,
    );
  });
});
