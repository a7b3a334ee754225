import { describe, expect, it } from 'vitest';
import { placeAreas } from './jgrants-areas';
import { categoriesOf, issuerOf, JGRANTS_INDUSTRIES } from './jgrants-vocabulary';

describe('placeAreas', () => {
  it('places nationwide, prefectures and jGrants regions on the portal areas', () => {
    expect(placeAreas('全国')).toEqual({ areaIds: ['sot7sgo06'], unplaced: [] });
    expect(placeAreas('東京都 / 大阪府')).toEqual({ areaIds: ['113', '127'], unplaced: [] });
    expect(placeAreas('近畿地方')).toEqual({ areaIds: ['125_subnames'], unplaced: [] });
    // jGrants' 関東・甲信越 reaches into the portal's 中部 group (新潟・山梨・長野).
    expect(placeAreas('関東・甲信越地方').areaIds).toEqual([
      '108',
      '109',
      '110',
      '111',
      '112',
      '113',
      '114',
      '115',
      '119',
      '120',
    ]);
    expect(placeAreas('北海道地方 ／ 東北地方').areaIds).toEqual(['101', '102', '103', '104', '105', '106', '107']);
    expect(placeAreas('全国 / 東京都').areaIds).toEqual(['sot7sgo06']);
  });

  it('reports what it cannot place instead of guessing', () => {
    expect(placeAreas('全国 / 海外')).toEqual({ areaIds: ['sot7sgo06'], unplaced: ['海外'] });
    expect(placeAreas('札幌市').unplaced).toEqual(['札幌市']);
    expect(placeAreas('')).toEqual({ areaIds: [], unplaced: [] });
  });
});

describe('categoriesOf', () => {
  it('files purposes first, then narrow industries, within the limit', () => {
    expect(categoriesOf(['設備整備・IT導入をしたい'], ['医療、福祉'], 3)).toEqual(['09', '06']);
    expect(categoriesOf(['エコ・SDGs活動支援がほしい', '安全・防災対策支援がほしい'], [], 3)).toEqual(['05', '01']);
    expect(categoriesOf(['未知の目的'], [], 3)).toEqual([]);
    // Open to every industry: the industries say nothing about the field.
    expect(categoriesOf([], JGRANTS_INDUSTRIES, 3)).toEqual([]);
    expect(
      categoriesOf(
        [
          '人材育成を行いたい',
          'エコ・SDGs活動支援がほしい',
          '教育・子育て・少子化支援がほしい',
          'スポーツ・文化支援がほしい',
        ],
        [],
        3,
      ),
    ).toEqual(['10', '05', '07']);
  });
});

describe('issuerOf', () => {
  it('reads the organization kind and ministry from the body name', () => {
    expect(issuerOf('中小企業庁')).toEqual({ organization: 'national', ministry: 'sme' });
    expect(issuerOf('経済産業省関東経済産業局')).toEqual({ organization: 'national', ministry: 'meti' });
    expect(issuerOf('資源エネルギー庁')).toEqual({ organization: 'national', ministry: null });
    expect(issuerOf('東京都')).toEqual({ organization: 'prefecture', ministry: null });
    expect(issuerOf('北海道')).toEqual({ organization: 'prefecture', ministry: null });
    expect(issuerOf('札幌市')).toEqual({ organization: 'municipality', ministry: null });
    expect(issuerOf('音威子府村')).toEqual({ organization: 'municipality', ministry: null });
    expect(issuerOf('東京都千代田区')).toEqual({ organization: 'municipality', ministry: null });
    expect(issuerOf('町田市')).toEqual({ organization: 'municipality', ministry: null });
    expect(issuerOf('独立行政法人中小企業基盤整備機構')).toEqual({ organization: 'agency', ministry: null });
    expect(issuerOf('公益財団法人東京都中小企業振興公社')).toEqual({ organization: 'agency', ministry: null });
    expect(issuerOf('一般社団法人環境共創イニシアチブ')).toEqual({ organization: 'private', ministry: null });
    expect(issuerOf('彩の国広域連合')).toEqual({ organization: 'regional-union', ministry: null });
  });
});
