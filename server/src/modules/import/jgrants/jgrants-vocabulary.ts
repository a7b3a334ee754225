/**
 * jGrants' fixed vocabularies read as the portal's: 利用目的 (`use_purpose`) and 業種 (`industry`)
 * as categories (shared/src/reference/categories.ts), and the 実施機関 (`institution_name`) as the
 * organization kind and ministry of the search filters (shared/src/search/filters.ts). The
 * vocabularies are jGrants' published option lists; a value outside them adds no category.
 */
import { MINISTRIES, PREFECTURES } from '@portal/shared';

/** 利用目的 → category ids. */
export const USE_PURPOSE_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  新たな事業を行いたい: ['04'],
  '販路拡大・海外展開をしたい': ['04'],
  'イベント・事業運営支援がほしい': ['03'],
  事業を引き継ぎたい: ['04'],
  '研究開発・実証事業を行いたい': ['04'],
  人材育成を行いたい: ['10'],
  資金繰りを改善したい: ['04'],
  '設備整備・IT導入をしたい': ['09'],
  '雇用・職場環境を改善したい': ['10'],
  'エコ・SDGs活動支援がほしい': ['05'],
  '災害（自然災害、感染症等）支援がほしい': ['01'],
  '教育・子育て・少子化支援がほしい': ['07'],
  'スポーツ・文化支援がほしい': ['03'],
  '安全・防災対策支援がほしい': ['01'],
  'まちづくり・地域振興支援がほしい': ['01'],
};

/** 業種 → category ids (only the industries that name a portal field). */
export const INDUSTRY_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  '農業、林業': ['04'],
  漁業: ['04'],
  情報通信業: ['09'],
  '宿泊業、飲食サービス業': ['03'],
  '教育、学習支援業': ['07'],
  '医療、福祉': ['06'],
  '電気・ガス・熱供給・水道業': ['05'],
};

/** jGrants' 業種 list, as its search takes them. */
export const JGRANTS_INDUSTRIES: readonly string[] = [
  '農業、林業',
  '漁業',
  '鉱業、採石業、砂利採取業',
  '建設業',
  '製造業',
  '電気・ガス・熱供給・水道業',
  '情報通信業',
  '運輸業、郵便業',
  '卸売業、小売業',
  '金融業、保険業',
  '不動産業、物品賃貸業',
  '学術研究、専門・技術サービス業',
  '宿泊業、飲食サービス業',
  '生活関連サービス業、娯楽業',
  '教育、学習支援業',
  '医療、福祉',
  '複合サービス事業',
  'サービス業（他に分類されないもの）',
  '公務（他に分類されるものを除く）',
  '分類不能の産業',
];

/**
 * The categories of a record's purposes, then its industries, in that order of weight: purposes
 * say what the money is for, industries only who may ask. Industries count only when purposes
 * name nothing the portal files, or name fewer categories than `max`.
 */
export function categoriesOf(purposes: readonly string[], industries: readonly string[], max: number): string[] {
  const ids: string[] = [];
  const add = (list: readonly string[] | undefined) => list?.forEach((id) => ids.includes(id) || ids.push(id));
  purposes.forEach((purpose) => add(USE_PURPOSE_CATEGORIES[purpose]));
  // A programme open to every industry says nothing about its field through them.
  if (industries.length < JGRANTS_INDUSTRIES.length / 2)
    industries.forEach((industry) => add(INDUSTRY_CATEGORIES[industry]));
  return ids.slice(0, max);
}

export interface Issuer {
  organization: string;
  ministry: string | null;
}

/** The organization kind (and ministry) of a 実施機関 name, read from how Japanese bodies are named. */
export function issuerOf(institution: string): Issuer {
  const name = institution.normalize('NFKC').replace(/\s+/g, '');
  const ministry = MINISTRIES.find((m) => name.startsWith(m.label));
  if (ministry) return { organization: 'national', ministry: ministry.id };
  if (/(広域連合|事務組合)/.test(name)) return { organization: 'regional-union', ministry: null };
  if (/(独立行政法人|国立研究開発法人|機構|公益財団法人|公益社団法人|公社)/.test(name)) {
    return { organization: 'agency', ministry: null };
  }
  if (/(財団|社団|協会|協議会|商工会)/.test(name)) return { organization: 'private', ministry: null };
  const prefecture = PREFECTURES.find((p) => name.startsWith(p.name));
  const rest = prefecture ? name.slice(prefecture.name.length) : name;
  // 「札幌市」「北海道音威子府村」「東京都千代田区役所」: a municipality, with or without its prefecture.
  if (/^.{1,7}[市区町村](役所|役場)?$/.test(rest)) return { organization: 'municipality', ministry: null };
  if (prefecture) return { organization: 'prefecture', ministry: null };
  if (/^(内閣|.+[省庁])/.test(name)) return { organization: 'national', ministry: null };
  return { organization: 'agency', ministry: null };
}
