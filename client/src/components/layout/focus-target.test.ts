import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusNewPage, focusTarget } from './focus-target';

function mainWith(html: string): HTMLElement {
  document.body.innerHTML = `<main id="main">${html}</main>`;
  return document.getElementById('main')!;
}

describe('focusTarget', () => {
  it('focuses a non-control only for the moment', () => {
    const main = mainWith('<p>本文</p>');
    expect(focusTarget(main)).toBe(true);
    expect(main.getAttribute('tabindex')).toBe('-1');
    main.blur();
    expect(main.hasAttribute('tabindex')).toBe(false);
  });
});

describe('focusNewPage', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the heading: a loading skeleton is not the page', async () => {
    const main = mainWith('<div aria-busy="true"><h1>読み込み中</h1></div>');
    focusNewPage(main);
    expect(document.activeElement).toBe(document.body);
    main.innerHTML = '<h1>補助金・交付金を探す</h1>';
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('補助金・交付金を探す'));
  });

  it('moves focus on from the link that was followed', async () => {
    document.body.innerHTML = '<footer><a href="/rules/terms">利用規約</a></footer><main id="main"></main>';
    document.querySelector('a')!.focus();
    const main = document.getElementById('main')!;
    focusNewPage(main);
    main.innerHTML = '<h1>利用規約</h1>';
    await vi.waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
  });

  it('leaves a user who has moved on where they are', async () => {
    const main = mainWith('<input aria-label="キーワード">');
    const input = main.querySelector('input')!;
    focusNewPage(main);
    input.focus();
    main.insertAdjacentHTML('afterbegin', '<h1>検索</h1>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(input);
  });

  it('falls back to main when no heading comes', () => {
    vi.useFakeTimers();
    const main = mainWith('<p>見出しのない画面</p>');
    focusNewPage(main, 1000);
    vi.advanceTimersByTime(999);
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(main);
  });
});
