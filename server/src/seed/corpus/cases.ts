/** Generated case studies (導入事例): which municipality introduced what, why, how, with what result. */
import { CATEGORY_IDS, PREFECTURES } from '@portal/shared';
import type { ListingCatalogue } from './catalogue';
import type { GeneratedCompany } from './companies';
import type { Random } from './random';
import { publishedDate } from './solutions';
import { extraCategories } from './topic-fit';
import { topicsOf } from './topics';
import type { UniqueNames } from './unique-names';
import type { Topic, SeedCase, SeedMunicipality } from './types';

const TITLES = [
  (org: string, t: Topic) => `${org}における${t.service}の導入`,
  (org: string, t: Topic) => `${org}、${t.service}で業務を効率化`,
  (org: string, t: Topic) => `${t.service}を活用した住民サービスの向上（${org}）`,
  (org: string, t: Topic) => `${org}の挑戦：${t.service}による課題解決`,
];
const CONTEXTS = [
  '人口減少に伴い職員数も減るなか、限られた人員で住民サービスを維持することが課題となっていた。',
  '庁内のデジタル化推進計画で重点分野に位置づけ、首長のリーダーシップのもと検討を始めた。',
  '住民アンケートで改善を求める声が多く寄せられていたことが、取組のきっかけとなった。',
  '近隣自治体での先行事例を視察し、自らの規模でも効果が見込めると判断した。',
];
const FUNDED_PROCESS = '国の交付金を活用して初期費用を抑え、プロポーザル方式で事業者を選定した。';
const PROCESSES = [
  'まず一部の部署で3か月間の試行運用を行い、職員の意見を反映して本格導入に移行した。',
  '担当課だけでなく情報政策課と財政課が早い段階から参加し、費用対効果を検証しながら進めた。',
  FUNDED_PROCESS,
  '導入にあたっては、職員向けの操作研修と住民向けの周知を並行して実施した。',
];
const NEXT_STEPS = [
  '今後は対象業務を広げ、近隣自治体との共同利用も検討している。',
  '職員からは「本来の業務に時間を使えるようになった」との声が上がっている。',
  '住民満足度調査でも高い評価を得ており、継続して改善に取り組む方針である。',
  '得られたデータを次年度の施策立案にも活用していく予定である。',
];

/**
 * A case whose figures put nothing to a grant does not say a grant paid for it: its 取り組み内容
 * tells how the vendor was chosen instead (no random draw, so the rest of the corpus is unchanged).
 */
export function approachWithoutFunding(approach: string): string {
  return approach.replace(FUNDED_PROCESS, 'プロポーザル方式で事業者を選定し、初期費用は一般財源で賄った。');
}

/** A funded case that tells how it paid names the grant it links to (not 「国の交付金」 of any kind). */
export function approachWithFunding(approach: string, grantTitle: string): string {
  return approach.replace(
    FUNDED_PROCESS,
    `「${grantTitle}」を活用して初期費用を抑え、プロポーザル方式で事業者を選定した。`,
  );
}

/** The drawn wording of the title, else another one, else a numbered one: none a case before it has. */
function uniqueTitle(drawn: (typeof TITLES)[number], organization: string, topic: Topic, titles: UniqueNames): string {
  const wordings = [drawn, ...TITLES.filter((t) => t !== drawn)].map((t) => t(organization, topic));
  return titles.claim(wordings, (n) => `${wordings[0]}（その${n}）`);
}

/** Vendors with no listing on the portal, named by the cases that introduced none of the listed. */
const UNLISTED_VENDORS = [
  '株式会社カエデ情報センター',
  'イブキ電算株式会社',
  '株式会社スズラン情報システム',
  'ヤマブキ総合サービス株式会社',
  '株式会社ホタル電算',
];

/**
 * A case about a service the municipality introduced. Four in five introduced a listed product
 * (`listings.forCase`): the case is then about that listing's service and names its vendor and
 * product, in its fields and in its text; the others name a vendor that has no listing.
 */
export function generateCase(
  random: Random,
  municipalities: readonly SeedMunicipality[],
  companies: readonly GeneratedCompany[],
  position: number,
  listings: ListingCatalogue,
  titles: UniqueNames,
): SeedCase {
  const municipality = random.pick(municipalities);
  const prefecture = PREFECTURES.find((p) => p.id === municipality.prefectureId)!;
  const roll = random.next();
  const [organization, organizationName, municipalityCode] =
    roll < 0.82
      ? ['municipality', municipality.name, municipality.code]
      : roll < 0.92
        ? ['prefecture', prefecture.name, null]
        : ['regional-union', `${prefecture.name.replace(/[都道府県]$/, '')}地域広域連合`, null];
  const categoryId = random.pick(CATEGORY_IDS);
  const drawnTopic = random.pick(topicsOf(categoryId).topics);
  // An unused draw: it keeps this stream's later draws, and so the other fields of every case, in place.
  random.pick(companies);
  const solution = listings.forCase(position, drawnTopic.service, categoryId);
  const listing = solution === null ? undefined : listings.entries[solution]!;
  const topic = listing ? topicsOf(categoryId).topics.find((t) => t.service === listing.subject)! : drawnTopic;
  const vendorName = listing
    ? companies.find((c) => c.key === listing.companyKey)!.name
    : UNLISTED_VENDORS[position % UNLISTED_VENDORS.length]!;
  const solutionName = listing ? listing.title : topic.service;
  const publishedAt = publishedDate(random, 2019);
  const publishedYear =
    publishedAt.getUTCMonth() >= 3 ? publishedAt.getUTCFullYear() : publishedAt.getUTCFullYear() - 1;
  const drawn = random.chance(0.3) ? [random.pick(CATEGORY_IDS)] : [];
  return {
    subject: topic.service,
    title: uniqueTitle(random.pick(TITLES), organizationName, topic, titles),
    summary: `${organizationName}では、「${topic.problem}」という課題を解決するため${topic.service}を導入した。その結果、${topic.effect}。`,
    municipalityCode,
    organization,
    organizationName,
    categoryIds: [...new Set([categoryId, ...extraCategories(categoryId, topic, drawn)])],
    areaIds: [prefecture.id],
    fiscalYear: publishedYear - (random.chance(0.5) ? 1 : 0),
    solutionName,
    vendorName,
    background: `${organizationName}（${prefecture.name}）では、${topic.problem}。${random.pick(CONTEXTS)}`,
    approach: `${vendorName}の${listing ? `「${solutionName}」` : solutionName}を採用し、${topic.features.join('、')}といった機能を活用した。${random.pick(PROCESSES)}`,
    outcome: `導入後、${topic.effect}。${random.pick(NEXT_STEPS)}`,
    publishedAt,
    solution,
  };
}
