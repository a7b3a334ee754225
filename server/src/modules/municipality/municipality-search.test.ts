/** The pickers' search over the real master: names, readings, kind suffixes, prefectures. */
import { describe, expect, it } from 'vitest';
import { municipalityMaster } from './municipality-master';
import { MunicipalityIndex, searchKey } from './municipality-search';

const index = new MunicipalityIndex(municipalityMaster());
const first = (text: string) => index.search(text, 10)[0];
const names = (text: string, limit = 10) => index.search(text, limit).map((m) => index.qualifiedName(m));

describe('municipality search', () => {
  it('finds a village by its name, part of it, its reading in either kana, and with its prefecture', () => {
    for (const text of ['音威子府村', '音威子府', 'おといねっぷ', 'おといねっぷむら', 'オトイネップ', 'ｵﾄｲﾈｯﾌﾟ']) {
      expect(first(text)?.code, text).toBe('014702');
    }
    for (const text of ['北海道 音威子府村', '北海道おといねっぷ', 'ほっかいどう おといねっぷむら']) {
      expect(first(text)?.code, text).toBe('014702');
    }
    expect(first('北大東')?.code).toBe('473588');
    expect(first('014702')?.name).toBe('音威子府村');
    expect(first('きただいとう')?.code).toBe('473588');
  });

  it('finds a city as 〇〇市 and as 〇〇し', () => {
    expect(first('札幌市')?.code).toBe('011002');
    expect(first('さっぽろし')?.code).toBe('011002');
    expect(first('さっぽろ')?.code).toBe('011002');
    expect(first('千代田区')?.code).toBe('131016');
    expect(first('ちよだく')?.code).toBe('131016');
  });

  it('names a municipality with its prefecture where another shares its name', () => {
    expect(names('ふちゅうし')).toEqual(['東京都府中市', '広島県府中市']);
    expect(names('府中')).toEqual(['東京都府中市', '広島県府中市', '府中町']);
    expect(names('東京 府中')).toEqual(['東京都府中市']);
    expect(index.qualifiedName(first('音威子府村')!)).toBe('音威子府村');
  });

  it('reads 町 as ちょう or まち and 村 as むら or そん, whichever the master has', () => {
    // The three 南部町 (青森県, 山梨県, 鳥取県) all read なんぶちょう; なんぶまち finds them too.
    expect(names('なんぶまち').every((name) => name.endsWith('南部町'))).toBe(true);
    expect(first('きただいとうむら')?.code).toBe('473588');
    expect(first('おといねっぷそん')?.code).toBe('014702');
  });

  it('folds small kana and ヶ/ケ as typed', () => {
    expect(first('ぎようだし')?.name).toBe('行田市');
    expect(first('関ヶ原')?.name).toBe('関ケ原町');
    expect(searchKey('チョウ')).toBe(searchKey('ちよう'));
  });

  it('puts whole matches first, then matches at the start, then anywhere, each in code order', () => {
    expect(first('北海道')?.kind).toBe('prefecture');
    expect(
      index
        .search('北海道', 30)
        .slice(1)
        .every((m) => m.prefectureId === '101'),
    ).toBe(true);
    expect(first('とうきょう')?.name).toBe('東京都');
    const within = index.search('川', 30);
    expect(within.length).toBe(30);
  });

  it('finds nothing for nothing', () => {
    expect(index.search('', 10)).toEqual([]);
    expect(index.search('   ', 10)).toEqual([]);
    expect(index.search('存在しない自治体', 10)).toEqual([]);
  });
});
