/**
 * Moves focus to an element that is not a control (the main landmark, a page's h1). It is made
 * focusable only for that moment: a standing tabindex="-1" makes screen readers call the element
 * clickable, and a click inside it would move focus there.
 */
export function focusTarget(element: HTMLElement | null): boolean {
  if (!element) return false;
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
  return document.activeElement === element;
}

/** Where a page change leaves focus: the new page's h1 once it is there (not a loading skeleton). */
export function focusNewPage(
  main: HTMLElement | null,
  timeoutMs = 10_000,
  left: Element | null = document.activeElement,
): () => void {
  if (!main) return () => undefined;
  const heading = () => {
    const h1 = main.querySelector<HTMLElement>('h1');
    return h1 && !h1.closest('[aria-busy="true"]') ? h1 : null;
  };
  // Focus still where the move left it (the followed link, or nowhere) moves on; a user who has
  // already gone elsewhere (typed in a field) keeps theirs.
  const untouched = () => {
    const active = document.activeElement;
    return !active || active === left || active === document.body || active === main || !document.contains(active);
  };
  const now = heading();
  if (now) {
    if (untouched()) focusTarget(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const found = heading();
    if (!found) return;
    stop();
    if (untouched()) focusTarget(found);
  });
  const timer = window.setTimeout(() => {
    stop();
    if (untouched()) focusTarget(main);
  }, timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  return stop;
}
