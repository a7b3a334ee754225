import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './error-page';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

function renderFailing(loader: () => never, path = '/broken') {
  const router = createMemoryRouter(
    [{ path: '*', loader, element: <p>never</p>, errorElement: <ErrorPage />, HydrateFallback: () => null }],
    {
      initialEntries: [path],
    },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => vi.restoreAllMocks());

describe('ErrorPage', () => {
  it('shows Internal Server Error with the status and a message, never the stack', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('database exploded');
    error.stack = 'Error: database exploded\n    at secret (server.ts:1:1)';
    const { container } = renderFailing(() => {
      throw error;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(container.textContent).not.toContain('database exploded');
    expect(container.textContent).not.toContain('server.ts');
  });

  it('shows Page Not Found with the path for a 404', async () => {
    renderFailing(() => {
      throw data('Page Not Found', { status: 404 });
    }, '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
  });

  it('shows the status code of another failed response', async () => {
    renderFailing(() => {
      throw data('Service Unavailable', { status: 503 });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('503')).toBeInTheDocument();
  });
});
