import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BookmarkItem, type BookmarkRow } from './bookmark-item';

const base = { id: '1', note: '', createdAt: '2026-11-20T01:00:00.000Z', available: true, solution: null };

function show(row: BookmarkRow) {
  render(
    <MockedProvider mocks={[]}>
      <MemoryRouter>
        <ul>
          <BookmarkItem row={row} onRemove={async () => {}} />
        </ul>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('a bookmark', () => {
  afterEach(cleanup);

  it('shows a grant with its 受付状況 in words', () => {
    show({
      ...base,
      section: 'grants',
      recordId: '7',
      case: null,
      grant: {
        id: '7',
        title: '防災DX補助金',
        issuer: '総務省',
        applicationEnd: '2026-12-03',
        applicationStatus: 'closing',
        daysLeft: 3,
      },
    });
    expect(screen.getByRole('link', { name: '防災DX補助金' })).toBeTruthy();
    expect(screen.getByText('締切間近（あと3日）')).toBeTruthy();
  });

  it('shows a published case as the case, not as ended', () => {
    show({
      ...base,
      section: 'cases',
      recordId: '9',
      grant: null,
      case: { id: '9', title: '窓口のオンライン化', organizationName: '札幌市' },
    });
    expect(screen.getByRole('link', { name: '窓口のオンライン化' })).toBeTruthy();
    expect(screen.queryByText(/掲載が終了しました/)).toBeNull();
  });
});
