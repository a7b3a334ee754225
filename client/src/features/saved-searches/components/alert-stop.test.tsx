import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertStop, STOP_ALERT_MUTATION } from './alert-stop';

function show(search: string | null, result: { stopped: string[]; message: string }) {
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: STOP_ALERT_MUTATION, variables: { token: 't'.repeat(32), search } },
          result: { data: { stopAlert: { __typename: 'AlertStopResult', ...result } } },
        },
      ]}
    >
      <MemoryRouter>
        <AlertStop token={'t'.repeat(32)} search={search} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('the alert stop page', () => {
  afterEach(cleanup);

  it('stops the search the link stood under, and says so', async () => {
    show('12', {
      stopped: ['「防災」（補助金・交付金）'],
      message: '「防災」（補助金・交付金）の新着メールを止めました。',
    });
    expect(
      screen.getByText('この保存した検索条件の新着メールを止めます。ほかの条件のメールは届き続けます。'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新着メールを止める' }));
    expect(await screen.findByText('「防災」（補助金・交付金）の新着メールを止めました。')).toBeTruthy();
  });

  it('shows what a used link answers: nothing changed now', async () => {
    const used = 'このリンクは2026/12/1 9:00に使われ、そのとき新着メールを止めました。';
    show(null, { stopped: [], message: used });
    fireEvent.click(screen.getByRole('button', { name: '新着メールを止める' }));
    expect(await screen.findByText(used)).toBeTruthy();
  });
});
