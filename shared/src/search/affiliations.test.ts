import { describe, expect, it } from 'vitest';
import { coveringGroup, displayedAffiliationIds, displayedAffiliationNames } from './affiliations';
import { findRegionalGroup } from '../reference/areas';

describe('affiliation display', () => {
  it('shows only the group name when a regional group is picked, hiding its prefectures', () => {
    expect(displayedAffiliationNames(['137', '136_subnames', '113'])).toEqual(['四国', '東京都']);
  });

  it('keeps the prefectures in the selection, so un-picking the group brings them back', () => {
    expect(displayedAffiliationNames(['137', '113'])).toEqual(['東京都', '香川県']);
  });

  it('orders nationwide, groups, then prefectures', () => {
    expect(displayedAffiliationIds(['147', '101_subnames', 'sot7sgo06'])).toEqual(['sot7sgo06', '101_subnames', '147']);
  });

  it('knows which picked group covers a prefecture', () => {
    expect(coveringGroup(['136_subnames'], '139')).toBe('136_subnames');
    expect(coveringGroup(['136_subnames'], '103')).toBeUndefined();
  });

  it('has Shikoku as 徳島・香川・愛媛・高知 (136–139), not 103–106', () => {
    expect(findRegionalGroup('136_subnames')?.memberIds).toEqual(['136', '137', '138', '139']);
  });
});
