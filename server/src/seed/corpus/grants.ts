/** Generated subsidies and grants (補助金・交付金) from national, prefectural and other bodies. */
import {
  CATEGORY_IDS,
  CITY_KIND_IDS,
  MINISTRIES as MINISTRY_OPTIONS,
  NATIONWIDE_AREA_ID,
  JST_OFFSET_MS,
  PREFECTURES,
  dateOfDayNumber,
  fiscalYearOfDate,
  japanDayOf,
  parseAmountYen,
  parseSubsidyRate,
} from '@portal/shared';
import type { Random } from './random';
import {
  AGENCY_FIELDS,
  FOUNDATION_FIELDS,
  PROGRAM_MINISTRIES,
  extraCategories,
  programsOf,
  servicesFundedBy,
} from './topic-fit';
import { topicsOf } from './topics';
import type { SeedGrant, SeedMunicipality, Topic } from './types';
import type { UniqueNames } from './unique-names';

/** The bodies of `fields` (agencies or foundations) that fund work of the category. */
const fundersOf = (fields: Record<string, readonly string[]>, categoryId: string) =>
  Object.keys(fields).filter((name) => fields[name]!.includes(categoryId));
const RATES = ['1/2以内', '2/3以内', '3/4以内', '定額', '10/10（上限あり）', '1/3以内'];
const AMOUNTS = [
  '上限 500万円',
  '上限 1,000万円',
  '上限 3,000万円',
  '上限 1億円',
  '上限 200万円',
  '事業費の範囲内で定額',
];
const PURPOSES = [
  '地域の課題解決に向けた先進的な取組を支援し、住民サービスの向上を図ることを目的とします。',
  '持続可能な行政運営の実現に向けて、自治体の主体的な取組を後押しします。',
  '全国のモデルとなる取組を創出し、その成果を横展開することを目指します。',
];
const CONDITIONS = [
  '事業計画書に成果指標（KPI）を設定し、事業終了後に効果を報告することが必要です。',
  '複数の自治体による広域連携での申請も可能です。',
  '他の国庫補助金との重複受給はできません。',
  '申請前に担当窓口への事前相談をお願いします。',
];

const NATIONAL_BODIES = new Set(['national', 'agency']);
/** The ministry behind an agency's programme, by the agency. */
const AGENCY_MINISTRIES: Record<string, string> = {
  '地方公共団体情報システム機構（J-LIS）': '総務省',
  一般財団法人地域活性化センター: '総務省',
  一般財団法人自治体国際化協会: '総務省',
  国立研究開発法人新エネルギー・産業技術総合開発機構: '経済産業省',
  独立行政法人環境再生保全機構: '環境省',
};
const TARGET_BODY_SETS = [
  ['prefecture', 'municipality', 'regional-union'],
  ['municipality'],
  ['prefecture', 'municipality'],
  ['municipality', 'regional-union'],
];
const COSTS = [
  '委託料、使用料及び賃借料、備品購入費、役務費（通信運搬費）',
  'システム構築費、クラウド利用料、研修費、需用費（消耗品）',
  '設計費、工事請負費、備品購入費',
  '人件費（会計年度任用職員）、旅費、委託料',
];

/**
 * The application window, relative to the day the corpus is generated so the demo always shows
 * a mix: some calls announced ahead (公募予定), some open, some closing within two weeks, some
 * without a deadline (通年・随時), and the closed calls of a portal's archive, reaching back over
 * seven years or so: the cases of those years name them as the grants that funded them.
 */
function windowOf(random: Random, today: number): { start: number; end: number | null } {
  const roll = random.next();
  if (roll < 0.08) return { start: today - random.int(30, 400), end: null };
  if (roll < 0.18) {
    const start = today + random.int(3, 75);
    return { start, end: start + random.int(30, 90) };
  }
  if (roll < 0.33) return { start: today - random.int(20, 70), end: today + random.int(0, 14) };
  if (roll < 0.6) return { start: today - random.int(0, 60), end: today + random.int(15, 150) };
  const end = today - random.int(1, 2800);
  return { start: end - random.int(30, 90), end };
}
/** A service's name before 「導入支援…」: 「スマート農業導入支援」 is not supported twice over. */
const stem = (service: string) => service.replace(/導入支援$/, '');

/** Local programme names: two name the service they fund, two fund the whole field. */
const LOCAL_PROGRAM_NAMES = [
  { name: (service: string) => `${stem(service)}導入支援補助金`, namesService: true },
  { name: (service: string) => `${stem(service)}導入促進事業補助金`, namesService: true },
  { name: () => '市町村DX推進事業費補助金', namesService: false },
  { name: () => '地域課題解決モデル事業助成金', namesService: false },
];

/** The ministries that run a national programme funding `topic`. */
const ministriesOf = (topic: Topic) => [...new Set(programsOf(topic).map((program) => PROGRAM_MINISTRIES[program]!))];

/**
 * Who runs the programme and where it applies: a ministry that runs a programme funding the
 * topic, an agency or a foundation that funds the category's field, or a local body.
 */
function issuerOf(
  organization: string,
  categoryId: string,
  topic: Topic,
  random: Random,
  municipality: SeedMunicipality,
): { issuer: string; areaIds: string[] } {
  const prefecture = PREFECTURES.find((p) => p.id === municipality.prefectureId)!;
  switch (organization) {
    case 'national':
      return { issuer: random.pick(ministriesOf(topic)), areaIds: [NATIONWIDE_AREA_ID] };
    case 'prefecture':
      return { issuer: prefecture.name, areaIds: [prefecture.id] };
    case 'municipality':
      return { issuer: municipality.name, areaIds: [prefecture.id] };
    case 'regional-union':
      return { issuer: `${prefecture.name.replace(/[都道府県]$/, '')}地域広域連合`, areaIds: [prefecture.id] };
    case 'agency':
      return { issuer: random.pick(fundersOf(AGENCY_FIELDS, categoryId)), areaIds: [NATIONWIDE_AREA_ID] };
    default:
      return { issuer: random.pick(fundersOf(FOUNDATION_FIELDS, categoryId)), areaIds: [NATIONWIDE_AREA_ID] };
  }
}

const ORGANIZATION_WEIGHTS: readonly [string, number][] = [
  ['national', 0.4],
  ['prefecture', 0.25],
  ['agency', 0.12],
  ['municipality', 0.1],
  ['regional-union', 0.05],
  ['private', 0.08],
];

function weighted(random: Random): string {
  let roll = random.next();
  for (const [id, weight] of ORGANIZATION_WEIGHTS) {
    if ((roll -= weight) < 0) return id;
  }
  return 'national';
}

/**
 * `titles`: those of the grants generated before this one. A programme that calls for applications
 * more than once in a year has its later calls numbered (第2回公募), as such calls are.
 */
export function generateGrant(
  random: Random,
  municipalities: readonly SeedMunicipality[],
  index: number,
  today: Date,
  titles: UniqueNames,
): SeedGrant {
  const categoryId = random.pick(CATEGORY_IDS);
  const topics = topicsOf(categoryId);
  const topic = random.pick(topics.topics);
  const organization = weighted(random);
  const { issuer, areaIds } = issuerOf(organization, categoryId, topic, random, random.pick(municipalities));
  // A ministry's programme carries its own name (one of that ministry's that funds the topic); an
  // agency names its programme after the service it funds, a local body after itself and that.
  const national = organization === 'national';
  const local = national
    ? undefined
    : random.pick(organization === 'prefecture' ? LOCAL_PROGRAM_NAMES : LOCAL_PROGRAM_NAMES.slice(0, 2));
  const program = national
    ? random.pick(programsOf(topic).filter((name) => PROGRAM_MINISTRIES[name] === issuer))
    : organization === 'agency'
      ? local!.name(topic.service)
      : `${issuer.replace(/(地域広域連合|財団法人|公益|一般)/g, '')}${local!.name(topic.service)}`;
  const window = windowOf(random, japanDayOf(today));
  // Announced up to three weeks before applications open, and within the last month at the latest.
  const publishedDay = Math.min(japanDayOf(today) - random.int(0, 30), window.start - random.int(0, 21));
  // Published today means at today's 00:00 JST (a drawn time could still be ahead), so the corpus
  // is the same whenever it is generated within one Japan day.
  const dayStart = publishedDay * 86_400_000 - JST_OFFSET_MS;
  const timeOfDay = random.int(0, 86_399) * 1000;
  const publishedAt = new Date(publishedDay < japanDayOf(today) ? dayStart + timeOfDay : dayStart);
  const applicationStart = dateOfDayNumber(window.start);
  const applicationEnd = window.end === null ? null : dateOfDayNumber(window.end);
  const fiscalYear = fiscalYearOfDate(applicationEnd ?? applicationStart);
  // The era of the fiscal year: closed programmes reach back before 令和 began (April 2019).
  const [era, eraCode, eraYear] =
    fiscalYear >= 2019 ? ['令和', 'r', fiscalYear - 2018] : ['平成', 'h', fiscalYear - 1988];
  const amountText = random.pick(AMOUNTS);
  const subsidyRateText = random.pick(RATES);
  const ministryName =
    organization === 'national' ? issuer : organization === 'agency' ? (AGENCY_MINISTRIES[issuer] ?? null) : null;
  const ministry = MINISTRY_OPTIONS.find((m) => m.label === ministryName)?.id ?? null;
  const url = `https://grants.example.go.jp/${eraCode}${eraYear}/${String(index + 1).padStart(6, '0')}`;
  const drawn = random.chance(0.3) ? [random.pick(CATEGORY_IDS)] : [];
  // An agency's programme already names its service; the draw is made for it all the same.
  const namesService = NATIONAL_BODIES.has(organization) && random.chance(0.5) && organization === 'national';
  const title = `${era}${eraYear === 1 ? '元' : eraYear}年度 ${program}${namesService ? `（${stem(topic.service)}の導入支援）` : ''}`;
  // What the programme pays for, as its name allows: the service it names, else every service its
  // programme funds (a ministry's) or every service of its field (a local body's generic one).
  const services =
    namesService || local?.namesService
      ? [topic.service]
      : national
        ? servicesFundedBy(program)
        : topics.topics.map((t) => t.service);
  return {
    subject: topic.service,
    services,
    title: titles.claim([title], (round) => `${title}（第${round}回公募）`),
    description:
      `${issuer}が実施する${program}です。${random.pick(PURPOSES)}` +
      `本年度は、${topic.problem}自治体を主な対象として、${topic.service}の導入や${topic.features[0]}などの取組に要する経費を補助します。` +
      random.pick(CONDITIONS),
    issuer,
    organization,
    categoryIds: [...new Set([categoryId, ...extraCategories(categoryId, topic, drawn)])],
    areaIds,
    targetCityKinds: random.chance(0.5) ? [...CITY_KIND_IDS] : random.sample(CITY_KIND_IDS, random.int(1, 4)),
    fiscalYear,
    amountText,
    amountMax: parseAmountYen(amountText),
    subsidyRateText,
    subsidyRate: parseSubsidyRate(subsidyRateText),
    ministry,
    targetBodies: organization === 'prefecture' ? ['municipality'] : random.pick(TARGET_BODY_SETS),
    eligibleCosts: random.pick(COSTS),
    targetText: `${services.join('、')}の導入・運用に係る経費（委託料、使用料及び賃借料、備品購入費など）`,
    applicationStart,
    applicationEnd,
    url,
    guidelineUrl: `${url}/koubo-youryou.pdf`,
    publishedAt,
  };
}
