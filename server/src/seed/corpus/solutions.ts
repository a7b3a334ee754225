/** Generated vendor listings that read like real ones and respect every listing limit. */
import {
  CATEGORY_IDS,
  CITY_KIND_IDS,
  LISTING_LIMITS,
  NATIONWIDE_AREA_ID,
  POPULATION_BAND_IDS,
  PREFECTURES,
  REGIONAL_GROUPS,
} from '@portal/shared';
import { companyAddress, type GeneratedCompany } from './companies';
import type { Random } from './random';
import { PRICE_PLANS, solutionTerms } from './solution-terms';
import { extraCategories } from './topic-fit';
import { topicsOf } from './topics';
import type { Topic, SeedOffice, SeedSolution } from './types';
import type { UniqueNames } from './unique-names';

const EDITIONS = ['', '', 'クラウド', ' for 自治体', ' Lite', ' Pro', ' Next', 'プラス'];
const OPENINGS = [
  (t: Topic) => `${t.problem}。そんな課題をお持ちの自治体に向けたサービスです。`,
  (t: Topic) => `「${t.problem}」という声に応えて生まれました。`,
  (t: Topic) => `${t.problem}という課題を、現場の職員の目線で解決します。`,
];
const CLOSINGS = [
  '小規模な町村でも導入しやすい料金体系です。',
  'LGWAN接続系からも利用できます。',
  '導入前の無料トライアルと職員向け説明会を実施しています。',
  '導入後も専任の担当者が運用を支援します。',
  '他自治体での導入実績をもとに、最短1か月で利用を開始できます。',
];
const HEADINGS = [
  (t: Topic) => `${t.service}が選ばれる理由`,
  () => '導入までの流れ',
  () => '費用とサポート体制',
  () => 'セキュリティへの配慮',
  () => '他の自治体での活用例',
];
const EXPLANATIONS = [
  (t: Topic) => `${t.features[0]}など、自治体の業務に合わせた機能を標準で備えています。`,
  () => 'ヒアリングから試行運用、本稼働まで平均2〜3か月です。庁内説明会の資料作成もお手伝いします。',
  () => '料金は初期費用と利用料のみで、追加の保守費用はかかりません。電話とメールで平日9時から18時まで対応します。',
  () => 'ISMAPに登録されたクラウドで運用し、通信と保存データはすべて暗号化しています。',
  (t: Topic) => `導入した自治体では、${t.effect}という声をいただいています。`,
];
const BRANCH_NAMES = ['本社', '東日本支社', '西日本支社', '九州営業所', '東北営業所', '関西営業所'];

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const stop = cut.lastIndexOf('。');
  return stop > max / 2 ? cut.slice(0, stop + 1) : `${cut.slice(0, max - 1)}…`;
}

function targetAreas(random: Random): string[] {
  const roll = random.next();
  if (roll < 0.45) return [NATIONWIDE_AREA_ID];
  if (roll < 0.7) return [random.pick(REGIONAL_GROUPS).id];
  return random.sample(PREFECTURES, random.int(1, 4)).map((p) => p.id);
}

function offices(company: GeneratedCompany, random: Random): SeedOffice[] {
  const list: SeedOffice[] = [{ officeName: '本社', address: company.address }];
  for (const name of random.sample(BRANCH_NAMES.slice(1), random.int(0, 2))) {
    list.push({ officeName: name, address: companyAddress(random) });
  }
  return list;
}

export function publishedDate(random: Random, fromYear = 2019): Date {
  const start = Date.UTC(fromYear, 3, 1);
  const end = Date.UTC(2026, 9, 31);
  return new Date(start + Math.floor(random.next() * (end - start)));
}

/**
 * A title no listing before it has: the drawn edition, else the first edition still free, else a
 * version number (a large corpus has more listings per vendor and service than editions).
 */
function uniqueTitle(base: string, drawn: string, titles: UniqueNames): string {
  const editions = [drawn, ...EDITIONS.filter((edition) => edition !== drawn)];
  return titles.claim(
    editions.map((edition) => clip(`${base}${edition}`, LISTING_LIMITS.title)),
    (version) => `${clip(base, LISTING_LIMITS.title - ` Ver.${version}`.length)} Ver.${version}`,
  );
}

/** `titles`: those of the listings generated before this one (it gets one of its own). */
export function generateSolution(company: GeneratedCompany, random: Random, titles: UniqueNames): SeedSolution {
  const categoryId = random.pick(company.specialities);
  const topic = random.pick(topicsOf(categoryId).topics);
  const drawn = random.chance(0.4) ? random.sample(CATEGORY_IDS, random.int(1, 2)) : [];
  const categoryIds = [...new Set([categoryId, ...extraCategories(categoryId, topic, drawn)])].slice(0, 3);
  const title = uniqueTitle(`${company.brand}${topic.service}`, random.pick(EDITIONS), titles);
  const description = clip(
    `${random.pick(OPENINGS)(topic)}${topic.features.slice(0, 2).join('、')}により、業務の負担を減らします。導入した自治体では、${topic.effect}という実績があります。${random.pick(CLOSINGS)}`,
    LISTING_LIMITS.description,
  );
  const headings = random.sample(HEADINGS, random.int(2, 4));
  const explainItems = headings.map((h) => clip(EXPLANATIONS[HEADINGS.indexOf(h)]!(topic), LISTING_LIMITS.explainItem));
  return {
    companyKey: company.key,
    subject: topic.service,
    title,
    description,
    categoryIds,
    areaIds: targetAreas(random),
    targetCityKinds: random.sample(CITY_KIND_IDS, random.int(2, CITY_KIND_IDS.length)),
    targetPopulationBands: random.sample(POPULATION_BAND_IDS, random.int(2, POPULATION_BAND_IDS.length)),
    detailItems: topic.features.map((f) => clip(f, LISTING_LIMITS.detailItem)),
    titleItems: headings.map((h) => clip(h(topic), LISTING_LIMITS.titleItem)),
    explainItems,
    offices: offices(company, random),
    // The same draw as the former price text, so the rest of the corpus is unchanged.
    ...solutionTerms(title, PRICE_PLANS.indexOf(random.pick(PRICE_PLANS)), [description, ...explainItems].join('')),
    videoUrl: random.chance(0.25) ? `https://video.example.jp/watch/${random.int(100000, 999999)}` : null,
    publishedAt: publishedDate(random),
  };
}
