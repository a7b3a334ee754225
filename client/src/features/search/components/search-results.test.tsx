import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchResults } from './search-results';

const graphQLError = (code: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'x', extensions: { code } }] });

function renderResults(props: Partial<Parameters<typeof SearchResults<{ id: string }>>[0]>) {
  return render(
    <MemoryRouter initialEntries={['/grants?keyword=a']}>
      <SearchResults<{ id: string }>
        section="grants"
        result={undefined}
        loading={false}
        error={undefined}
        alreadySearched
        keyOf={(item) => item.id}
        renderItem={(item) => <span>item {item.id}</span>}
        hrefForPage={(page) => `/grants?page=${page}`}
        {...props}
      />
    </MemoryRouter>,
  );
}

describe('SearchResults', () => {
  afterEach(cleanup);

  it('says a failed search failed, not "0 results", and offers a retry', async () => {
    const onRetry = vi.fn();
    renderResults({
      error: new ServerError('boom', { response: new Response(null, { status: 500 }), bodyText: '' }),
      onRetry,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('検索できませんでした。');
    expect(screen.queryByText('条件に合う補助金・交付金は見つかりませんでした。')).toBeNull();
    expect(screen.queryByText('0')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'もう一度検索する' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers each single filter whose removal finds results, most results first', async () => {
    const onSearch = vi.fn();
    const criteria = {
      keyword: '防災',
      affiliations: ['136_subnames'],
      categories: ['05'],
      organizations: ['national'],
    };
    renderResults({
      criteria,
      onSearch,
      result: {
        items: [],
        totalCount: 0,
        page: 1,
        maxPage: 1,
        relaxations: [
          { filter: 'categories', count: 3 },
          { filter: 'affiliations', count: 12 },
          { filter: 'organizations', count: 0 },
        ],
      },
    });
    const buttons = screen.getAllByRole('button', { name: /を外すと/ });
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^『.+』を外すと 12 件$/),
      expect.stringMatching(/^『.+』を外すと 3 件$/),
    ]);
    await userEvent.click(buttons[0]!);
    expect(onSearch).toHaveBeenCalledWith({ ...criteria, affiliations: null });
  });

  it('offers no filter to drop when nothing would help', () => {
    renderResults({
      criteria: { keyword: 'x', categories: ['05'] },
      result: { items: [], totalCount: 0, page: 1, maxPage: 1, relaxations: [{ filter: 'categories', count: 0 }] },
    });
    expect(screen.getByText('条件に合う補助金・交付金は見つかりませんでした。')).toBeVisible();
    expect(screen.queryByRole('button', { name: /を外すと/ })).toBeNull();
  });

  it('explains in Japanese when the server asks for sign-in or refuses the caller', () => {
    renderResults({ error: graphQLError('UNAUTHENTICATED') });
    expect(screen.getByRole('alert')).toHaveTextContent('この情報をご覧いただくにはログインが必要です。');
    expect(screen.getByRole('link', { name: 'ログイン画面へ進む' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fgrants%3Fkeyword%3Da',
    );
    cleanup();
    renderResults({ error: graphQLError('FORBIDDEN') });
    expect(screen.getByRole('alert')).toHaveTextContent('この情報を閲覧する権限がありません。');
  });

  it('holds the place of the results while the first page loads', () => {
    renderResults({ loading: true });
    expect(screen.getByRole('region', { name: '検索結果' })).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelectorAll('.result-card--skeleton')).toHaveLength(5);
  });

  it('shows the count, the range and the page links of a found search', () => {
    const items = Array.from({ length: 20 }, (_, i) => ({ id: String(i + 21) }));
    renderResults({ result: { items, totalCount: 45, page: 2, maxPage: 3 } });
    expect(screen.getByText('（21〜40件目を表示）')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('45件見つかりました。');
    expect(screen.getByText('2 / 3 ページ')).toBeVisible();
    expect(screen.getByRole('link', { name: '次のページ' })).toHaveAttribute('href', '/grants?page=3');
    expect(screen.getAllByText(/^item /)).toHaveLength(20);
  });

  it('announces nothing when the user only arrived', () => {
    renderResults({ alreadySearched: false, result: { items: [], totalCount: 0, page: 1, maxPage: 1 } });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
