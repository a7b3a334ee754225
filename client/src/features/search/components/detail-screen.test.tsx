import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DetailScreen } from './detail-screen';

function ErrorPage() {
  const error = useRouteError();
  return <p>error page {isRouteErrorResponse(error) ? `${error.status} ${String(error.data)}` : 'other'}</p>;
}

function renderDetail(error: unknown, title?: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/grants/shows/:id',
        element: (
          <DetailScreen section="grants" screenTitle="補助金・交付金の詳細" title={title} error={error}>
            <h1>{title}</h1>
          </DetailScreen>
        ),
        errorElement: <ErrorPage />,
      },
    ],
    { initialEntries: ['/grants/shows/1'] },
  );
  return render(<RouterProvider router={router} />);
}

const graphQLError = (code: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'x', extensions: { code } }] });

describe('DetailScreen', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('logs a failure as "detail search error" and hands it to the error page', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = graphQLError('NOT_FOUND');
    renderDetail(error);
    expect(screen.getByText('error page 404 お探しの情報が見つかりませんでした。')).toBeVisible();
    expect(log).toHaveBeenCalledWith('detail search error', error);
  });

  it('sends any other failure to the error page as a server error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDetail(graphQLError('INTERNAL_SERVER_ERROR'));
    expect(screen.getByText(/^error page 500 /)).toBeVisible();
  });

  it('explains a refusal on the screen instead', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDetail(graphQLError('FORBIDDEN'));
    expect(screen.getByRole('alert')).toHaveTextContent('この情報を閲覧する権限がありません。');
    expect(screen.getByRole('heading', { level: 1, name: '補助金・交付金の詳細' })).toBeVisible();
  });

  it('shows the section with a link, then the title, once loaded', () => {
    renderDetail(undefined, '防災DX補助金');
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/grants']);
    expect(screen.getByText('防災DX補助金', { selector: '[aria-current="page"]' })).toBeVisible();
  });
});
