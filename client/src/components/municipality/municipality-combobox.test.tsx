import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { query } from '@/lib/apollo-operations';
import { MunicipalityCombobox } from './municipality-combobox';
import type { MunicipalityOption } from './use-municipality-options';

vi.mock('@/lib/apollo-operations', () => ({ query: vi.fn() }));

function option(code: string, name: string, prefectureName: string, qualifiedName = name): MunicipalityOption {
  return {
    code,
    name,
    qualifiedName,
    prefectureName,
    reading: 'ふちゅうし',
    kind: 'city',
    kindLabel: '市',
    population: 100_000,
  };
}

const FUCHU = [
  option('132063', '府中市', '東京都', '東京都府中市'),
  option('342084', '府中市', '広島県', '広島県府中市'),
];

function Harness({ onPick }: { onPick(option: MunicipalityOption): void }) {
  const [value, setValue] = useState('');
  return <MunicipalityCombobox id="m" label="自治体名" value={value} onChange={setValue} onPick={onPick} />;
}

describe('MunicipalityCombobox', () => {
  beforeEach(() => {
    vi.mocked(query).mockReset();
  });
  afterEach(cleanup);

  it('shows each option with its prefecture and kind, and picks the one that names it alone', async () => {
    vi.mocked(query).mockImplementation((_document, variables) =>
      Promise.resolve({
        municipalities: (variables as { search: string }).search === 'ふちゅうし' ? FUCHU : [FUCHU[1]],
      }),
    );
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: '自治体名' });
    await userEvent.type(input, 'ふちゅうし');
    await screen.findByRole('listbox', { name: '自治体の候補' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '府中市東京都・市・ふちゅうし',
      '府中市広島県・市・ふちゅうし',
    ]);
    expect(screen.getByText('自治体の候補が2件あります。上下の矢印キーで選べます。')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(vi.mocked(query).mock.calls.at(-1)?.[1]).toEqual({ search: 'ふちゅうし', limit: 8 });

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('広島県府中市');
    expect(onPick).toHaveBeenCalledWith(FUCHU[1]);
    expect(await screen.findByText('所属自治体：広島県 府中市（市）')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('所属自治体：広島県 府中市（市）');
  });

  it('keeps text that matches nothing and says so', async () => {
    vi.mocked(query).mockResolvedValue({ municipalities: [] });
    render(<Harness onPick={() => undefined} />);
    const input = screen.getByRole('combobox', { name: '自治体名' });
    await userEvent.type(input, '〇〇広域連合');
    expect(await screen.findByText(/一致する自治体が見つかりません。/)).toBeInTheDocument();
    expect(input).toHaveValue('〇〇広域連合');
  });

  it('still takes typed text when the options cannot be read', async () => {
    vi.mocked(query).mockRejectedValue(new Error('offline'));
    render(<Harness onPick={() => undefined} />);
    const input = screen.getByRole('combobox', { name: '自治体名' });
    await userEvent.type(input, '札幌市');
    expect(
      await screen.findByText('自治体の候補を表示できませんでした。自治体名はそのまま入力できます。'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('札幌市');
  });
});
