import { describe, expect, it } from 'vitest';
import type { ListingFieldsFragment } from '@/gql/graphql';
import { EMPTY_EDITOR, editorValuesOf, listingInputOf } from './listing-values';

const file = (kind: string) => ({
  key: `listings/0123456789abcdef/0123456789abcdef01234567.${kind}`,
  name: `a.${kind}`,
  kind,
});

describe('listing values', () => {
  it('sends file references without their display URL', () => {
    const input = listingInputOf({ ...EMPTY_EDITOR, thumbnail: { ...file('png'), kind: 'png', url: '/api/files/x' } });
    expect(input.thumbnail).toEqual(file('png'));
    expect(input.document).toBeNull();
  });

  it('opens a saved listing with room for at least three features, two headings and two offices', () => {
    const listing = {
      values: {
        title: 't',
        description: '',
        categoryIds: ['01'],
        thumbnail: { ...file('svg'), url: '/api/files/s' },
        images: [],
        video: null,
        videoUrl: '',
        detailItems: ['a'],
        titleItems: ['h1', 'h2', 'h3'],
        explainItems: ['e1'],
        areaIds: ['113'],
        offices: [{ officeName: '本社', address: '東京都' }],
        document: { ...file('pdf'), url: null },
      },
      links: {
        grants: [{ grantId: '5', note: '委託料', title: null }],
        cases: [{ caseId: '7', title: '事例' }],
      },
    } as unknown as ListingFieldsFragment;
    const values = editorValuesOf(listing);
    expect(values.detailItems).toEqual(['a', '', '']);
    expect(values.titleItems).toHaveLength(3);
    expect(values.explainItems).toEqual(['e1', '', '']);
    expect(values.offices).toEqual([
      { officeName: '本社', address: '東京都' },
      { officeName: '', address: '' },
    ]);
    expect(values.thumbnail?.url).toBe('/api/files/s');
    // A linked record no longer published has no title: the editor names it by id.
    expect(values.grantLinks).toEqual([{ grantId: '5', note: '委託料', title: 'ID 5' }]);
    expect(listingInputOf(values)).toMatchObject({ grantLinks: [{ grantId: '5', note: '委託料' }], caseIds: ['7'] });
  });
});
