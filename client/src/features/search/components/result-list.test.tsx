import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endHydration, startHydration } from '@/lib/use-hydrated';
import { RESULTS_PER_FRAME } from './result-list';
import { SearchResults } from './search-results';

interface Item {
  id: string;
}

const items: Item[] = Array.from({ length: 20 }, (_, i) => ({ id: String(i + 1) }));
const page = { items, totalCount: 81, page: 1, maxPage: 5 };

function results(result: typeof page | undefined, renderItem = (item: Item) => <span>item {item.id}</span>) {
  return (
    <MemoryRouter>
      <SearchResults<Item>
        section="grants"
        result={result}
        loading={result === undefined}
        error={undefined}
        alreadySearched={false}
        keyOf={(item) => item.id}
        renderItem={renderItem}
        hrefForPage={(n) => `/grants?page=${n}`}
      />
    </MemoryRouter>
  );
}

const shownCards = () => screen.queryAllByText(/^item \d+$/).length;
const deferredCards = () => document.querySelectorAll('li.result-list__deferred').length;

describe('the result list', () => {
  afterEach(cleanup);

  it('brings the first results after the placeholders a few per frame, each card rendered once', async () => {
    const renderItem = vi.fn((item: Item) => <span>item {item.id}</span>);
    const view = render(results(undefined, renderItem));
    expect(shownCards()).toBe(0);
    view.rerender(results(page, renderItem));
    expect(shownCards()).toBe(RESULTS_PER_FRAME);
    // The page's count and its pagination are there with the first cards.
    expect(screen.getByText('81')).toBeInTheDocument();
    expect(await screen.findByText('item 20')).toBeInTheDocument();
    expect(shownCards()).toBe(20);
    // Revealing more cards does not render the ones already shown again.
    expect(renderItem).toHaveBeenCalledTimes(20);
  });

  it('shows results that were there when the screen opened whole at once (a return keeps its place)', () => {
    render(results(page));
    expect(shownCards()).toBe(20);
  });

  it('shows a later page whole at once', async () => {
    const view = render(results(undefined));
    view.rerender(results(page));
    await screen.findByText('item 20');
    const next = { ...page, page: 2, items: items.map((item) => ({ id: `${Number(item.id) + 20}` })) };
    view.rerender(results(next));
    expect(shownCards()).toBe(20);
    expect(screen.getByText('item 40')).toBeInTheDocument();
  });

  it('shows the list after a short first one whole at once', () => {
    const view = render(results(undefined));
    view.rerender(results({ ...page, totalCount: 3, maxPage: 1, items: items.slice(0, 3) }));
    expect(shownCards()).toBe(3);
    view.rerender(results(page));
    expect(shownCards()).toBe(20);
  });

  it('keeps revealing in a tab that draws no frames', async () => {
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    try {
      const view = render(results(undefined));
      view.rerender(results(page));
      expect(await screen.findByText('item 20')).toBeInTheDocument();
      expect(frame).not.toHaveBeenCalled();
    } finally {
      hidden.mockRestore();
      frame.mockRestore();
    }
  });

  it('lays out a list rendered before the app started near the screen only, then settles it a chunk per frame', async () => {
    // As the server renders it and the browser hydrates it (search-pages.ts, main.tsx).
    startHydration();
    try {
      render(results(page));
      expect(shownCards()).toBe(20);
      expect(deferredCards()).toBe(19);
      expect(screen.getByText('item 1').closest('li')).not.toHaveClass('result-list__deferred');
      expect(screen.getByText('item 2').closest('li')).toHaveClass('result-list__deferred');
    } finally {
      endHydration();
    }
    // Not in the task that ends hydration: a chunk per frame after it.
    expect(deferredCards()).toBe(19);
    await vi.waitFor(() => expect(deferredCards()).toBe(0));
    expect(shownCards()).toBe(20);
  });

  it('defers nothing in a list the app renders', () => {
    render(results(page));
    expect(deferredCards()).toBe(0);
  });
});
