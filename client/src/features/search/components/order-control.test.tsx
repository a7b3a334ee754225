import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderControl } from './order-control';

describe('OrderControl', () => {
  afterEach(cleanup);

  it('defaults to relevance with a keyword and reports a change', async () => {
    const onChange = vi.fn();
    render(<OrderControl section="solutions" keyword="防災" value={undefined} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: '並び順' });
    expect(select).toHaveValue('relevance');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['関連度順', '新着順']);
    await userEvent.selectOptions(select, '新着順');
    expect(onChange).toHaveBeenCalledWith('newest');
  });

  it('shows the order kept in the URL', () => {
    render(<OrderControl section="solutions" keyword="防災" value="newest" onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: '並び順' })).toHaveValue('newest');
  });

  it('opens the grants on 受付中を優先 and offers their own orders without a keyword (no relevance then)', async () => {
    const onChange = vi.fn();
    render(<OrderControl section="grants" keyword="" value={undefined} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: '並び順' });
    expect(select).toHaveValue('applicable');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['受付中を優先', '新着順', '締切が近い順']);
    await userEvent.selectOptions(select, '締切が近い順');
    expect(onChange).toHaveBeenCalledWith('deadline');
  });

  it('keeps relevance the grants default with a keyword', () => {
    render(<OrderControl section="grants" keyword="防災" value={undefined} onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: '並び順' })).toHaveValue('relevance');
  });

  it('is absent without a keyword in a section without orders of its own', () => {
    render(<OrderControl section="solutions" keyword="" value={undefined} onChange={() => undefined} />);
    expect(screen.queryByRole('combobox', { name: '並び順' })).toBeNull();
  });
});
