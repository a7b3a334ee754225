/** Generated vendors: believable names, addresses and specialities, unique by name. */
import { CATEGORY_IDS } from '@portal/shared';
import type { Random } from './random';
import type { SeedCompany } from './types';

// prettier-ignore
const STEMS = [
  'アオバ', 'ひかり', 'みらい', 'ミナト', 'サクラ', 'ホクト', 'あすなろ', 'ツバサ', 'イロハ', 'カナメ',
  'ヤマト', 'コスモ', 'アサヒ', 'シンセイ', 'ユニバース', 'トキワ', 'フタバ', 'ミドリ', 'オオゾラ', 'ハルカ',
  'ソラシド', 'レイワ', 'エニシ', 'クレス', 'ナギサ', 'マルチ', 'ワカバ', 'セイラン', 'ヒビキ', 'ユイ',
];
// prettier-ignore
const FIELDS = [
  'システムズ', 'テクノロジー', 'ソリューションズ', '情報サービス', 'データ', 'コンサルティング',
  'ネットワークス', '総合研究所', 'クラウド', 'デジタル',
];
// prettier-ignore
const CITIES = [
  ['東京都千代田区', '丸の内'], ['東京都港区', '芝浦'], ['東京都新宿区', '西新宿'], ['東京都渋谷区', '道玄坂'],
  ['東京都中央区', '日本橋'], ['大阪府大阪市北区', '梅田'], ['愛知県名古屋市中区', '栄'], ['福岡県福岡市博多区', '博多駅前'],
  ['北海道札幌市中央区', '北一条西'], ['宮城県仙台市青葉区', '中央'], ['広島県広島市中区', '紙屋町'], ['石川県金沢市', '広岡'],
  ['香川県高松市', 'サンポート'], ['熊本県熊本市中央区', '花畑町'], ['新潟県新潟市中央区', '万代'], ['静岡県静岡市葵区', '御幸町'],
];
const DESCRIPTIONS = [
  '自治体向けの業務システムの開発と運用を専業とし、全国の市区町村を支援しています。',
  '行政のデジタル化を現場から支えることを使命に、導入から定着まで伴走します。',
  '地域に根ざしたIT企業として、住民サービスの向上と職員の働き方改革に取り組んでいます。',
  '公共分野のコンサルティングとシステム構築の両面から、自治体の課題解決を支援しています。',
  'クラウドサービスを通じて、規模の小さな町村でも使いやすい仕組みを提供しています。',
];

export function companyAddress(random: Random): string {
  const [city, town] = random.pick(CITIES);
  return `${city}${town}${random.int(1, 5)}-${random.int(1, 20)}-${random.int(1, 30)}`;
}

/** A 13-digit corporate number (法人番号) with its check digit. */
function corporateNumber(random: Random): string {
  const body = Array.from({ length: 12 }, () => random.int(0, 9));
  const sum = body.reduce((acc, digit, i) => acc + digit * ((11 - i) % 2 === 0 ? 2 : 1), 0);
  return `${9 - (sum % 9)}${body.join('')}`;
}

export interface GeneratedCompany extends SeedCompany {
  /** Short brand used in product names. */
  brand: string;
  specialities: readonly string[];
}

export function generateCompanies(count: number, random: Random): GeneratedCompany[] {
  return Array.from({ length: count }, (_, index) => {
    const stem = STEMS[index % STEMS.length]!;
    const field = FIELDS[Math.floor(index / STEMS.length) % FIELDS.length]!;
    const round = Math.floor(index / (STEMS.length * FIELDS.length));
    const core = `${stem}${field}${round > 0 ? round + 1 : ''}`;
    const name = index % 3 === 0 ? `${core}株式会社` : `株式会社${core}`;
    const slug = `vendor${index + 1}`;
    return {
      key: `company-${index + 1}`,
      name,
      brand: stem,
      corporateNumber: random.chance(0.85) ? corporateNumber(random) : null,
      address: companyAddress(random),
      url: `https://www.${slug}.example.co.jp/`,
      contactEmail: `info@${slug}.example.co.jp`,
      description: random.pick(DESCRIPTIONS),
      specialities: random.sample(CATEGORY_IDS, random.int(1, 3)),
    };
  });
}
