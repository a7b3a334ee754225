/**
 * 類似団体: how alike two municipalities are in size. Kinds are grouped as municipal officers
 * compare themselves (政令市・中核市・一般市・町村; a 特別区 is compared with 一般市), and the
 * population band is the search's own (filters.ts). 「同規模」 means the same group and the same
 * band; a search filter and the similar-cases ranking both read these definitions.
 */
import { PREFECTURE_KIND } from '../reference/municipality-kinds';
import { POPULATION_BANDS, populationBandOf } from './filters';

export interface KindGroup {
  id: 'designated' | 'core' | 'city' | 'town';
  label: string;
  /** City kinds (CITY_KINDS ids) in the group. */
  kinds: readonly string[];
}

export const KIND_GROUPS: readonly KindGroup[] = [
  { id: 'designated', label: '政令市', kinds: ['designated'] },
  { id: 'core', label: '中核市', kinds: ['core'] },
  { id: 'city', label: '一般市', kinds: ['city', 'special-ward'] },
  { id: 'town', label: '町村', kinds: ['town', 'village'] },
];

export function kindGroupOf(kind: string): KindGroup | undefined {
  return KIND_GROUPS.find((group) => group.kinds.includes(kind));
}

/** What the search keeps per record for the 同規模 filter: kind and band, e.g. `town|10k-50k`. */
export function sizeClassOf(kind: string, population: number): string {
  return `${kind}|${populationBandOf(population)}`;
}

/** The viewer's municipality as the 同規模 filter and the ranking see it. */
export interface MunicipalitySize {
  code: string;
  name: string;
  prefectureId: string;
  kind: string;
  population: number;
}

/** Every size class counted as 同規模 with a municipality: its kind group, its band. */
export function sameSizeClasses(size: Pick<MunicipalitySize, 'kind' | 'population'>): string[] {
  const band = populationBandOf(size.population);
  return (kindGroupOf(size.kind)?.kinds ?? [size.kind]).map((kind) => `${kind}|${band}`);
}

/** The bands next to a population's band (one step smaller and larger). */
export function neighbouringBands(population: number): string[] {
  const index = POPULATION_BANDS.findIndex((band) => band.id === populationBandOf(population));
  return [POPULATION_BANDS[index - 1], POPULATION_BANDS[index + 1]].filter((b) => b !== undefined).map((b) => b.id);
}

export const SAME_SIZE_LABEL = '自分の自治体と同規模';
export const SAME_SIZE_MESSAGES = {
  noMunicipality: '所属自治体が確認できないため表示できません',
  filterWithoutMunicipality: '所属自治体が確認できないため、「自分の自治体と同規模」では絞り込めません',
  notSaved: '「自分の自治体と同規模」を含む検索条件は保存できません。この条件を外して保存してください',
} as const;

/** 「町村・1万〜5万人」: how a municipality's size is named on screen (a prefecture: 「都道府県」). */
export function sizeLabel(size: Pick<MunicipalitySize, 'kind' | 'population'>): string {
  if (size.kind === PREFECTURE_KIND) return '都道府県';
  const band = POPULATION_BANDS.find((b) => b.id === populationBandOf(size.population));
  return `${kindGroupOf(size.kind)?.label ?? ''}・${band?.label ?? ''}`;
}
