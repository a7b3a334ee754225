import { describe, expect, it } from 'vitest';
import { type DiffableValues, listingDiff } from './listing-diff';

const BASE: DiffableValues = {
  title: '防災情報配信システム',
  description: '住民へ避難情報を届けます。',
  categoryIds: ['1'],
  areaIds: ['13'],
  detailItems: [],
  titleItems: [],
  explainItems: [],
  videoUrl: '',
  offices: [],
  images: [],
  document: { name: 'old.pdf' },
};

describe('listingDiff', () => {
  it('lists only the changed fields, with removed and added runs', () => {
    const diff = listingDiff(BASE, {
      ...BASE,
      description: '住民へ避難情報をすばやく届けます。',
      document: { name: 'new.pdf' },
    });
    expect(diff.map((field) => field.label)).toEqual(['概要', '資料（PDF）']);
    const description = diff[0]!.parts;
    expect(
      description
        .filter((p) => p.kind === 'added')
        .map((p) => p.text)
        .join(''),
    ).toContain('すばやく');
    expect(description.filter((p) => p.kind === 'removed')).toEqual([]);
    expect(diff[1]!.parts).toEqual([
      { kind: 'removed', text: 'old.pdf' },
      { kind: 'added', text: 'new.pdf' },
    ]);
  });

  it('finds nothing when the change equals the published version', () => {
    expect(listingDiff(BASE, { ...BASE })).toEqual([]);
  });
});
