import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SnippetText, snippetParts } from './snippet-text';

describe('SnippetText', () => {
  afterEach(cleanup);

  it('marks the highlighted ranges', () => {
    const { container } = render(
      <p>
        <SnippetText
          snippet={{
            text: '地域の防災訓練と防災無線',
            highlights: [
              { start: 3, length: 2 },
              { start: 8, length: 2 },
            ],
          }}
        />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['防災', '防災']);
    expect(container.textContent).toBe('地域の防災訓練と防災無線');
  });

  it('renders markup in the text as text, never as HTML', () => {
    const { container } = render(
      <p>
        <SnippetText
          snippet={{ text: '<b>防災</b><img src=x onerror=alert(1)>', highlights: [{ start: 3, length: 2 }] }}
        />
      </p>,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('防災');
    expect(container.textContent).toBe('<b>防災</b><img src=x onerror=alert(1)>');
  });

  it('ignores ranges outside the text and overlaps', () => {
    expect(
      snippetParts({
        text: 'abcdef',
        highlights: [
          { start: 1, length: 3 },
          { start: 2, length: 1 },
          { start: 9, length: 2 },
        ],
      }),
    ).toEqual([
      { text: 'a', marked: false },
      { text: 'bcd', marked: true },
      { text: 'ef', marked: false },
    ]);
  });
});
