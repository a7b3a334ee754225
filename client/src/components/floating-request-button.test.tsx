import { cleanup, act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FloatingRequestButton } from './floating-request-button';
import { backToTopVisible, floatingRequestVisible } from './floating-visibility';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

const page = { viewportHeight: 800, pageHeight: 3000 };

describe('floating request button thresholds', () => {
  it('shows on narrow screens after more than 100 px of scroll', () => {
    expect(floatingRequestVisible({ ...page, width: 768, scrollY: 100 })).toBe(false);
    expect(floatingRequestVisible({ ...page, width: 768, scrollY: 101 })).toBe(true);
  });

  it('never shows at 769 px and wider', () => {
    expect(floatingRequestVisible({ ...page, width: 769, scrollY: 1000 })).toBe(false);
  });

  it('hides within 500 px of the page bottom', () => {
    // bottom edge at 3000 - 500 = 2500 → scrollY 1700 leaves exactly 500 px below the viewport
    expect(floatingRequestVisible({ ...page, width: 375, scrollY: 1699 })).toBe(true);
    expect(floatingRequestVisible({ ...page, width: 375, scrollY: 1700 })).toBe(false);
    expect(floatingRequestVisible({ ...page, width: 375, scrollY: 2200 })).toBe(false);
  });

  it('shows back-to-top after more than 100 px', () => {
    expect(backToTopVisible({ scrollY: 100 })).toBe(false);
    expect(backToTopVisible({ scrollY: 101 })).toBe(true);
  });
});

describe('FloatingRequestButton', () => {
  afterEach(() => vi.restoreAllMocks());

  function layout(width: number, scrollY: number) {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(width);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(scrollY);
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(3000);
  }

  it('appears when scrolled and calls the handler it was given', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    layout(375, 0);
    const onClick = vi.fn();
    render(
      <MemoryRouter>
        <FloatingRequestButton onClick={onClick} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    layout(375, 300);
    act(() => void window.dispatchEvent(new Event('scroll')));
    act(() => screen.getByRole('button', { name: '資料請求・お問い合わせ' }).click());
    expect(onClick).toHaveBeenCalledOnce();
  });
});
