/**
 * Affiliations (docs/search.md): the nationwide entry, the 47 prefectures with ids
 * 101–147 in JIS order, and the seven regional groups. The Shikoku group holds 136–139
 * (徳島・香川・愛媛・高知); the original data listed 103–106 by mistake (docs/spec-corrections.md).
 */
export const NATIONWIDE_AREA_ID = 'sot7sgo06';

export interface PrefectureDefinition {
  id: string;
  name: string;
}

export interface RegionalGroupDefinition {
  id: string;
  name: string;
  memberIds: readonly string[];
}

// prettier-ignore
const PREFECTURE_NAMES = [
  '北海道', '青森県', '岩手県', '宮城県', '秋田県', '山形県', '福島県',
  '茨城県', '栃木県', '群馬県', '埼玉県', '千葉県', '東京都', '神奈川県',
  '新潟県', '富山県', '石川県', '福井県', '山梨県', '長野県', '岐阜県', '静岡県', '愛知県', '三重県',
  '滋賀県', '京都府', '大阪府', '兵庫県', '奈良県', '和歌山県',
  '鳥取県', '島根県', '岡山県', '広島県', '山口県',
  '徳島県', '香川県', '愛媛県', '高知県',
  '福岡県', '佐賀県', '長崎県', '熊本県', '大分県', '宮崎県', '鹿児島県', '沖縄県',
] as const;

export const PREFECTURES: readonly PrefectureDefinition[] = PREFECTURE_NAMES.map((name, index) => ({
  id: String(101 + index),
  name,
}));

function range(first: number, last: number): string[] {
  return Array.from({ length: last - first + 1 }, (_, i) => String(first + i));
}

export const REGIONAL_GROUPS: readonly RegionalGroupDefinition[] = [
  { id: '101_subnames', name: '北海道・東北', memberIds: range(101, 107) },
  { id: '108_subnames', name: '関東', memberIds: range(108, 114) },
  { id: '115_subnames', name: '中部', memberIds: range(115, 124) },
  { id: '125_subnames', name: '近畿', memberIds: range(125, 130) },
  { id: '131_subnames', name: '中国', memberIds: range(131, 135) },
  { id: '136_subnames', name: '四国', memberIds: range(136, 139) },
  { id: '140_subnames', name: '九州・沖縄', memberIds: range(140, 147) },
];

export const NATIONWIDE_AREA = { id: NATIONWIDE_AREA_ID, name: '全国' } as const;

const prefectureById = new Map(PREFECTURES.map((p) => [p.id, p]));
const groupById = new Map(REGIONAL_GROUPS.map((g) => [g.id, g]));

export function findPrefecture(id: string): PrefectureDefinition | undefined {
  return prefectureById.get(id);
}

export function findRegionalGroup(id: string): RegionalGroupDefinition | undefined {
  return groupById.get(id);
}

/** True for any id a search may name: nationwide, a prefecture or a regional group. */
export function isKnownAreaId(id: string): boolean {
  return id === NATIONWIDE_AREA_ID || prefectureById.has(id) || groupById.has(id);
}

/** The regional group a prefecture belongs to. */
export function groupOfPrefecture(prefectureId: string): RegionalGroupDefinition | undefined {
  return REGIONAL_GROUPS.find((g) => g.memberIds.includes(prefectureId));
}

/** Name of any area id (nationwide, prefecture or group). */
export function areaName(id: string): string | undefined {
  if (id === NATIONWIDE_AREA_ID) return NATIONWIDE_AREA.name;
  return prefectureById.get(id)?.name ?? groupById.get(id)?.name;
}
