/**
 * jGrants' target areas (`target_area_search`: 「全国」, the 47 prefectures and nine regions,
 * joined with 「 / 」) as the portal's area ids (shared/src/reference/areas.ts). jGrants' regions
 * are not the portal's seven groups (「関東・甲信越地方」 holds 新潟・山梨・長野, which the portal
 * files under 中部), so a region becomes the portal group that matches it or its prefectures. A
 * name that is none of these is returned as unplaced: the record is refused and reported, never
 * filed under a guess.
 */
import { NATIONWIDE_AREA_ID, PREFECTURES } from '@portal/shared';

const prefectureIds = (...names: string[]) => names.map((name) => PREFECTURES.find((p) => p.name === name)!.id);

const REGIONS: Record<string, readonly string[]> = {
  全国: [NATIONWIDE_AREA_ID],
  北海道地方: prefectureIds('北海道'),
  東北地方: prefectureIds('青森県', '岩手県', '宮城県', '秋田県', '山形県', '福島県'),
  '関東・甲信越地方': prefectureIds(
    '茨城県',
    '栃木県',
    '群馬県',
    '埼玉県',
    '千葉県',
    '東京都',
    '神奈川県',
    '新潟県',
    '山梨県',
    '長野県',
  ),
  '東海・北陸地方': prefectureIds('富山県', '石川県', '福井県', '岐阜県', '静岡県', '愛知県', '三重県'),
  近畿地方: ['125_subnames'],
  中国地方: ['131_subnames'],
  四国地方: ['136_subnames'],
  '九州・沖縄地方': ['140_subnames'],
};

const byName = new Map<string, readonly string[]>([
  ...Object.entries(REGIONS),
  ...PREFECTURES.map((p): [string, readonly string[]] => [p.name, [p.id]]),
]);

export interface PlacedAreas {
  areaIds: string[];
  /** Names the portal has no area for, as written in the feed. */
  unplaced: string[];
}

/** The names of a 「 / 」-joined list (a full-width slash or 「、」 also separates). */
export function splitList(value: string | null | undefined): string[] {
  return (value ?? '')
    .normalize('NFKC')
    .split(/[/、,]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

export function placeAreas(targetAreaSearch: string | null | undefined): PlacedAreas {
  const ids = new Set<string>();
  const unplaced: string[] = [];
  for (const name of splitList(targetAreaSearch)) {
    const found = byName.get(name);
    if (found) found.forEach((id) => ids.add(id));
    else unplaced.push(name);
  }
  // 全国 covers every other area: keeping both would only repeat it.
  const areaIds = ids.has(NATIONWIDE_AREA_ID) ? [NATIONWIDE_AREA_ID] : [...ids];
  return { areaIds, unplaced };
}

/** Every area name jGrants uses, for the recorded feed and the tests. */
export const JGRANTS_AREA_NAMES: readonly string[] = [...byName.keys()];
