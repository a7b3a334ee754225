import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('shows a failed search as not found with count 0 and no error message', () => {
    renderResults({ error: new ServerError('boom', { response: new Response(null, { status: 500 }), bodyText: '' }) });
    expect(screen.getByText('条件に合う補助金・交付金は見つかりませんでした。')).toBeVisible();
    expect(screen.getByText('0')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
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
