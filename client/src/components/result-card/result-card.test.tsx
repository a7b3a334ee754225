import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultCard } from './result-card';

function card(snippet: { text: string; highlights: { start: number; length: number }[]; inDocument?: boolean }) {
  return render(
    <MemoryRouter>
      <ResultCard
        title="地域デジタル基盤整備補助金"
        to="/grants/shows/1"
        tags={[]}
        excerpt="概要"
        snippet={snippet}
        facts={[]}
      />
    </MemoryRouter>,
  );
}

describe('ResultCard', () => {
  afterEach(cleanup);

  it('says 資料内 before a snippet quoted from the record’s documents', () => {
    card({ text: 'ドローン測量データの利活用計画', highlights: [{ start: 0, length: 6 }], inDocument: true });
    const excerpt = screen.getByText('資料内').parentElement!;
    expect(excerpt.textContent).toBe('資料内ドローン測量データの利活用計画');
  });

  it('says nothing of documents for a match in the record itself', () => {
    card({ text: '地域デジタル基盤', highlights: [{ start: 0, length: 2 }], inDocument: false });
    expect(screen.queryByText('資料内')).toBeNull();
  });
});
