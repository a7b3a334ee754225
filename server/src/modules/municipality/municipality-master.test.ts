/**
 * The municipality master as committed: every prefecture and 市区町村 once, with valid codes,
 * the counts the law gives, readings in hiragana and populations that add up.
 */
import { PREFECTURES } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { municipalityMaster } from './municipality-master';

const master = municipalityMaster();
const byCode = new Map(master.map((m) => [m.code, m]));
const count = (kind: string) => master.filter((m) => m.kind === kind).length;

function checkDigit(code5: string): string {
  const sum = [6, 5, 4, 3, 2].reduce((total, weight, i) => total + weight * Number(code5[i]), 0);
  return String((11 - (sum % 11)) % 10);
}

describe('municipality master', () => {
  it('holds the 47 prefectures and the 1,741 市区町村: 1,718 市町村 and 23 特別区', () => {
    expect(master).toHaveLength(1_788);
    expect(new Set(master.map((m) => m.code)).size).toBe(1_788);
    expect(count('prefecture')).toBe(47);
    expect(master.length - count('prefecture')).toBe(1_741);
    expect(count('special-ward')).toBe(23);
    expect(count('designated')).toBe(20);
    expect(count('core')).toBe(62);
    // 792 市 (政令指定都市 and 中核市 among them), 743 町, 183 村.
    expect(count('designated') + count('core') + count('city')).toBe(792);
    expect(count('town')).toBe(743);
    expect(count('village')).toBe(183);
  });

  it('keys every row by its 全国地方公共団体コード with its check digit', () => {
    for (const m of master) expect(m.code.slice(5), m.code).toBe(checkDigit(m.code.slice(0, 5)));
    expect(byCode.get('131016')).toMatchObject({ name: '千代田区', kind: 'special-ward', prefectureId: '113' });
    expect(byCode.get('014702')).toMatchObject({ name: '音威子府村', reading: 'おといねっぷむら', kind: 'village' });
    expect(byCode.get('473588')).toMatchObject({ name: '北大東村', reading: 'きただいとうそん', prefectureId: '147' });
    expect(byCode.get('011002')).toMatchObject({ name: '札幌市', kind: 'designated' });
    expect(byCode.get('010006')).toMatchObject({ name: '北海道', kind: 'prefecture', prefectureId: '101' });
    // The Northern Territories' villages are in 総務省's list but have no administration.
    expect(byCode.has('016951')).toBe(false);
  });

  it('names each prefecture as the areas do, and its municipalities add up to its census population', () => {
    for (const prefecture of PREFECTURES) {
      const row = master.find((m) => m.kind === 'prefecture' && m.prefectureId === prefecture.id);
      expect(row?.name).toBe(prefecture.name);
      const sum = master
        .filter((m) => m.kind !== 'prefecture' && m.prefectureId === prefecture.id)
        .reduce((total, m) => total + m.population, 0);
      expect(sum, prefecture.name).toBe(row?.population);
    }
  });

  it('reads every name in hiragana, with the kind suffix', () => {
    for (const m of master) expect(m.reading, m.code).toMatch(/^[\u3041-\u3096ー]+$/);
    const cities = master.filter((m) => ['designated', 'core', 'city'].includes(m.kind));
    expect(cities.every((m) => m.reading.endsWith('し'))).toBe(true);
    expect(master.filter((m) => m.kind === 'special-ward').every((m) => m.reading.endsWith('く'))).toBe(true);
  });
});
