/**
 * Kinds of 地方公共団体 in the municipality master: the prefecture, and the city kinds the
 * search filters by (CITY_KINDS). Ids are what the master and the API carry; labels what users see.
 */
import { CITY_KINDS, type FilterOption } from '../search/filters';

export const PREFECTURE_KIND = 'prefecture';

export const MUNICIPALITY_KINDS: readonly FilterOption[] = [{ id: PREFECTURE_KIND, label: '都道府県' }, ...CITY_KINDS];

export function municipalityKindLabel(kind: string): string {
  return MUNICIPALITY_KINDS.find((k) => k.id === kind)?.label ?? '';
}
