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

  it('shows price and certification changes as the municipal user reads them', () => {
    const diff = listingDiff(
      { ...BASE, initialCost: '', certifications: ['isms'] },
      { ...BASE, initialCost: '300000', pricingUnit: 'per_resident', certifications: ['isms', 'lgwan_asp'] },
    );
    expect(diff.map((field) => field.label)).toEqual(['初期費用', '料金の単位', 'セキュリティ認証・登録']);
    expect(diff[0]!.parts).toEqual([{ kind: 'added', text: '30万円' }]);
    expect(
      diff[2]!.parts
        .filter((p) => p.kind === 'added')
        .map((p) => p.text)
        .join(''),
    ).toContain('LGWAN-ASP');
  });

  it('shows a file replaced under the same name, and nothing when it is the same file', () => {
    const published = { ...BASE, document: { name: '資料.pdf', key: 'documents/a.pdf' } };
    expect(listingDiff(published, { ...BASE, document: { name: '資料.pdf', key: 'documents/b.pdf' } })).toEqual([
      { label: '資料（PDF）', parts: [{ kind: 'added', text: '資料.pdf（差し替え）' }] },
    ]);
    expect(listingDiff(published, { ...BASE, document: { name: '資料.pdf', key: 'documents/a.pdf' } })).toEqual([]);
  });

  it('finds nothing when the change equals the published version', () => {
    expect(listingDiff(BASE, { ...BASE })).toEqual([]);
  });
});
