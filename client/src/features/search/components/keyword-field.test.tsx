/**
 * The keyword box before the combobox's code has loaded: the same markup as the combobox (a
 * prerendered page hydrates it, and assistive technology sees one box, not two), and reaching
 * for it loads the combobox, which takes over with the typed value and the focus kept.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { query } from '@/lib/apollo-operations';
import { KeywordCombobox } from './keyword-combobox';
import { KeywordField } from './keyword-field';

vi.mock('@/lib/apollo-operations', () => ({ query: vi.fn() }));

const PROPS = { section: 'grants', id: 'k', maxLength: 200, describedBy: 'k-help', onChoose: () => undefined } as const;

function Harness() {
  const [value, setValue] = useState('');
  return <KeywordField {...PROPS} value={value} onChange={setValue} />;
}

describe('KeywordField', () => {
  beforeEach(() => {
    vi.mocked(query).mockReset();
    vi.mocked(query).mockResolvedValue({ suggest: [{ term: '防災', count: 50 }] });
  });
  afterEach(cleanup);

  it('renders the markup the combobox renders, before its code is loaded', () => {
    const field = renderToString(<KeywordField {...PROPS} value="防災" onChange={() => undefined} />);
    const combobox = renderToString(<KeywordCombobox {...PROPS} value="防災" onChange={() => undefined} />);
    // Attribute order is not markup: compare each element's sorted attributes.
    const normalise = (html: string) =>
      html.replace(/<(\w+)([^>]*)>/g, (_m, tag: string, attrs: string) => {
        const list = attrs.match(/[\w-]+(="[^"]*")?/g) ?? [];
        return `<${tag} ${list.sort().join(' ')}>`;
      });
    expect(normalise(field)).toBe(normalise(combobox));
  });

  it('loads the combobox on focus, keeping the focus and what was typed, and suggests for it', async () => {
    render(<Harness />);
    const plain = screen.getByRole('combobox', { name: 'キーワード' });
    fireEvent.change(plain, { target: { value: 'ぼう' } });
    await act(async () => plain.focus());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'キーワード' })).not.toBe(plain));
    const input = screen.getByRole('combobox', { name: 'キーワード' });
    expect(input).toHaveValue('ぼう');
    expect(document.activeElement).toBe(input);
    // What was typed before the combobox loaded is suggested for without typing again.
    expect(await screen.findByRole('option', { name: '防災（50件）' })).toBeInTheDocument();
    expect(vi.mocked(query).mock.calls.at(-1)?.[1]).toEqual({ section: 'grants', prefix: 'ぼう' });
    await userEvent.type(input, 'さい');
    await waitFor(() =>
      expect(vi.mocked(query).mock.calls.at(-1)?.[1]).toEqual({ section: 'grants', prefix: 'ぼうさい' }),
    );
  });

  it('never replaces the box while the IME composes in it, only when the composition ends', async () => {
    // A fresh module: the combobox's code not yet loaded in this page.
    vi.resetModules();
    const { KeywordField: FreshField, loadCombobox } = await import('./keyword-field');
    function FreshHarness() {
      const [value, setValue] = useState('');
      return <FreshField {...PROPS} value={value} onChange={setValue} />;
    }
    render(<FreshHarness />);
    const plain = screen.getByRole('combobox', { name: 'キーワード' });
    fireEvent.compositionStart(plain);
    fireEvent.change(plain, { target: { value: 'ぼう' } });
    await act(async () => plain.focus());
    // The combobox's code has loaded (the field's own wait for it ran first), yet the composing box stays.
    await act(() => loadCombobox());
    expect(screen.getByRole('combobox', { name: 'キーワード' })).toBe(plain);
    fireEvent.compositionEnd(plain);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'キーワード' })).not.toBe(plain));
    expect(screen.getByRole('combobox', { name: 'キーワード' })).toHaveValue('ぼう');
  });
});
