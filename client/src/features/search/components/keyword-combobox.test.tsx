import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { query } from '@/lib/apollo-operations';
import { SUGGEST_DELAY_MS } from '../hooks/use-suggestions';
import { KeywordCombobox } from './keyword-combobox';

vi.mock('@/lib/apollo-operations', () => ({ query: vi.fn() }));

const SUGGESTIONS = [
  { term: '防災', count: 50 },
  { term: '防犯', count: 4 },
];

function Harness(props: { onChoose(value: string): void; onSubmit(): void; initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <KeywordCombobox
        section="grants"
        id="k"
        value={value}
        maxLength={200}
        describedBy="k-help"
        onChange={setValue}
        onChoose={(v) => {
          setValue(v);
          props.onChoose(v);
        }}
      />
    </form>
  );
}

describe('KeywordCombobox', () => {
  beforeEach(() => {
    vi.mocked(query).mockReset();
    vi.mocked(query).mockResolvedValue({ suggest: SUGGESTIONS });
  });
  afterEach(cleanup);

  it('suggests terms with their counts and picks one by keyboard', async () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} onSubmit={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'キーワード' });
    await userEvent.type(input, 'ぼう');
    const listbox = await screen.findByRole('listbox', { name: '入力候補' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['防災（50件）', '防犯（4件）']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('入力候補が2件あります。');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(vi.mocked(query).mock.calls.at(-1)?.[1]).toEqual({ section: 'grants', prefix: 'ぼう' });

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: '防災（50件）' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith('防災');
    expect(input).toHaveValue('防災');
  });

  it('searches for what was typed on Enter when no suggestion is picked', async () => {
    const onChoose = vi.fn();
    const onSubmit = vi.fn();
    render(<Harness onChoose={onChoose} onSubmit={onSubmit} />);
    const input = screen.getByRole('combobox', { name: 'キーワード' });
    await userEvent.type(input, 'ぼうさい');
    await screen.findByRole('option', { name: '防災（50件）' });
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('completes only the last term of several', async () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} onSubmit={() => undefined} initial="補助 " />);
    const input = screen.getByRole('combobox', { name: 'キーワード' });
    await userEvent.type(input, 'ぼう');
    await screen.findByRole('option', { name: '防災（50件）' });
    expect(vi.mocked(query).mock.calls.at(-1)?.[1]).toEqual({ section: 'grants', prefix: '補助 ぼう' });
    await userEvent.click(screen.getByRole('option', { name: '防災（50件）' }));
    expect(onChoose).toHaveBeenCalledWith('補助 防災');
  });

  it('suggests while the IME is composing and does not act on the Enter that commits it', async () => {
    const onChoose = vi.fn();
    const onSubmit = vi.fn();
    render(<Harness onChoose={onChoose} onSubmit={onSubmit} />);
    const input = screen.getByRole('combobox', { name: 'キーワード' });
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'ぼう' } });
    await screen.findByRole('option', { name: '防災（50件）' });
    expect(vi.mocked(query).mock.calls.at(-1)?.[1]).toEqual({ section: 'grants', prefix: 'ぼう' });

    fireEvent.keyDown(input, { key: 'ArrowDown', isComposing: true });
    expect(screen.getByRole('option', { name: '防災（50件）' })).toHaveAttribute('aria-selected', 'false');
    const notCancelled = fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(notCancelled).toBe(false);
    expect(onChoose).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.compositionEnd(input);
  });

  it('asks nothing for an empty last term', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<Harness onChoose={() => undefined} onSubmit={() => undefined} />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByRole('combobox', { name: 'キーワード' }), '防災 ');
      // Well past the delay after the last key: any request would have been made.
      await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS * 4));
    } finally {
      vi.useRealTimers();
    }
    expect(vi.mocked(query).mock.calls.every((call) => (call[1] as { prefix: string }).prefix !== '防災 ')).toBe(true);
    expect(screen.queryByRole('option')).toBeNull();
  });
});
