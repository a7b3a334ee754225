/**
 * Where each service of the corpus fits besides its own category, and which national programmes
 * fund it: a generated record takes extra categories and a funding programme only from here, so
 * a 地域包括ケア listing never lands under 防災 and a 鳥獣被害 programme never pays for a fishery
 * system. The national programmes' ministries, the agencies and foundations by field, likewise.
 */
import { CATEGORY_TOPICS } from './topics';
import type { Topic } from './types';

interface Fit {
  /** Other categories the service also belongs to (its own category is implied). */
  also: readonly string[];
  /** National programmes (of its category's `grantPrograms`) that fund the service. */
  programs: readonly string[];
}

// prettier-ignore
const FITS: Record<string, Fit> = {
  防災情報一斉配信システム: { also: ['02'], programs: ['緊急防災・減災事業', '地域防災力強化推進事業'] },
  避難所運営支援システム: { also: [], programs: ['緊急防災・減災事業', '地域防災力強化推進事業'] },
  ドローン点検サービス: { also: [], programs: ['インフラ長寿命化計画策定支援事業', '防災・安全交付金'] },
  道路損傷AI検知サービス: { also: [], programs: ['防災・安全交付金', 'インフラ長寿命化計画策定支援事業'] },
  河川水位監視IoTセンサー: { also: [], programs: ['緊急防災・減災事業', '防災・安全交付金'] },
  都市計画GISプラットフォーム: { also: ['11'], programs: ['都市再生整備計画事業'] },
  自治体公式アプリ作成サービス: { also: [], programs: ['地域の魅力発信支援事業', '地方創生推進交付金（広報・関係人口創出）'] },
  公式ウェブサイトCMS: { also: [], programs: ['地域の魅力発信支援事業'] },
  シティプロモーション動画制作: { also: ['03'], programs: ['移住・定住促進事業', '地域の魅力発信支援事業'] },
  SNS運用支援サービス: { also: [], programs: ['関係人口創出・拡大事業', '地域の魅力発信支援事業'] },
  ふるさと納税運営代行: { also: ['04', '11'], programs: ['関係人口創出・拡大事業', '地方創生推進交付金（広報・関係人口創出）'] },
  観光DXデータ分析サービス: { also: ['04'], programs: ['観光地域づくり法人（DMO）支援事業', '地域の観光資源の磨き上げ事業'] },
  多言語観光案内サービス: { also: [], programs: ['地域の観光資源の磨き上げ事業', '観光地域づくり法人（DMO）支援事業'] },
  文化財デジタルアーカイブ: { also: ['07'], programs: ['文化財保存活用地域計画推進事業'] },
  公共施設予約システム: { also: [], programs: ['スポーツによる地域活性化推進事業'] },
  スポーツ教室オンライン受付: { also: [], programs: ['スポーツによる地域活性化推進事業'] },
  スマート農業導入支援: { also: [], programs: ['スマート農業実証事業'] },
  鳥獣被害対策ICTシステム: { also: [], programs: ['鳥獣被害防止総合対策交付金'] },
  中小企業支援ポータル: { also: [], programs: ['中小企業デジタル化応援事業'] },
  '地域通貨・電子ポイントサービス': { also: [], programs: ['地域経済循環創造事業交付金'] },
  水産資源管理システム: { also: [], programs: ['水産業成長産業化沿岸地域創出事業'] },
  公共施設エネルギー管理システム: { also: ['11'], programs: ['公共施設の省エネルギー化推進事業', '二酸化炭素排出抑制対策事業費等補助金'] },
  太陽光発電PPAサービス: { also: ['01'], programs: ['地域脱炭素移行・再エネ推進交付金', '二酸化炭素排出抑制対策事業費等補助金'] },
  ごみ収集ルート最適化: { also: [], programs: ['循環型社会形成推進交付金'] },
  ゼロカーボン計画策定支援: { also: ['11'], programs: ['地域脱炭素移行・再エネ推進交付金'] },
  '公用車EV化・カーシェア': { also: ['11'], programs: ['二酸化炭素排出抑制対策事業費等補助金', '地域脱炭素移行・再エネ推進交付金'] },
  介護認定審査会ペーパーレス化: { also: [], programs: ['介護保険事務処理システム改修事業'] },
  見守りセンサーサービス: { also: [], programs: ['重層的支援体制整備事業', '保健事業と介護予防の一体的実施'] },
  母子健康手帳アプリ: { also: ['07'], programs: ['母子保健衛生費補助金'] },
  地域包括ケア情報共有システム: { also: [], programs: ['地域医療介護総合確保基金'] },
  オンライン健康相談: { also: [], programs: ['保健事業と介護予防の一体的実施', '地域医療介護総合確保基金'] },
  校務支援システム: { also: [], programs: ['GIGAスクール構想推進事業'] },
  学校連絡配信サービス: { also: [], programs: ['GIGAスクール構想推進事業'] },
  保育所入所選考AI: { also: [], programs: ['保育所等におけるICT化推進事業'] },
  '学習eポータル・デジタル教材': { also: [], programs: ['GIGAスクール構想推進事業'] },
  放課後児童クラブ入退室管理: { also: [], programs: ['子ども・子育て支援交付金'] },
  書かない窓口システム: { also: [], programs: ['自治体窓口DX推進事業', 'デジタル田園都市国家構想交付金（デジタル実装タイプ）'] },
  '窓口予約・呼出システム': { also: [], programs: ['自治体窓口DX推進事業'] },
  電子申請サービス: { also: [], programs: ['行政手続のオンライン化推進事業', 'デジタル田園都市国家構想交付金（デジタル実装タイプ）'] },
  AIチャットボット: { also: ['02'], programs: ['デジタル田園都市国家構想交付金（デジタル実装タイプ）', '行政手続のオンライン化推進事業'] },
  コンビニ交付サービス: { also: [], programs: ['マイナンバーカード利活用推進事業'] },
  自治体情報セキュリティクラウド: { also: [], programs: ['地方公共団体情報セキュリティ強化対策事業'] },
  'ネットワーク分離・無害化ソリューション': { also: [], programs: ['地方公共団体情報セキュリティ強化対策事業'] },
  標的型攻撃メール訓練: { also: ['10'], programs: ['地方公共団体情報セキュリティ強化対策事業'] },
  '庁内無線LAN・テレワーク環境': { also: ['10'], programs: ['高度無線環境整備推進事業'] },
  ガバメントクラウド移行支援: { also: ['11'], programs: ['自治体情報システム標準化・共通化推進事業'] },
  人事評価システム: { also: [], programs: ['地方公共団体のDX推進体制構築支援'] },
  職員研修eラーニング: { also: [], programs: ['自治体職員研修支援事業'] },
  '勤怠管理・働き方改革支援': { also: [], programs: ['地方公共団体のDX推進体制構築支援'] },
  職員採用オンライン試験: { also: [], programs: ['外部デジタル人材確保支援事業'] },
  DX人材育成プログラム: { also: [], programs: ['自治体職員研修支援事業', '地方公共団体のDX推進体制構築支援'] },
  'RPA・AI-OCR導入支援': { also: ['08'], programs: ['デジタル田園都市国家構想交付金（地方創生推進タイプ）'] },
  '文書管理・電子決裁システム': { also: [], programs: ['デジタル田園都市国家構想交付金（地方創生推進タイプ）'] },
  '公会計・財務会計システム': { also: [], programs: ['デジタル田園都市国家構想交付金（地方創生推進タイプ）'] },
  公共施設マネジメント支援: { also: ['01'], programs: ['公共施設等適正管理推進事業'] },
  'EBPM・統計データ分析': { also: [], programs: ['地方創生推進交付金'] },
  投票所受付システム: { also: [], programs: ['投票環境向上推進事業'] },
  開票集計システム: { also: [], programs: ['投票環境向上推進事業'] },
  議会会議録検索システム: { also: [], programs: ['議会のICT化推進事業'] },
  タブレット議会システム: { also: [], programs: ['議会のICT化推進事業'] },
  ポスター掲示場管理サービス: { also: [], programs: ['投票環境向上推進事業'] },
};

/** The ministry that runs each national programme (an issuer the programme's name fits). */
// prettier-ignore
export const PROGRAM_MINISTRIES: Record<string, string> = {
  '緊急防災・減災事業': '消防庁', '防災・安全交付金': '国土交通省', 地域防災力強化推進事業: '消防庁',
  インフラ長寿命化計画策定支援事業: '国土交通省', 都市再生整備計画事業: '国土交通省',
  '地方創生推進交付金（広報・関係人口創出）': '内閣府', '移住・定住促進事業': '総務省',
  '関係人口創出・拡大事業': '総務省', 地域の魅力発信支援事業: '内閣府',
  '観光地域づくり法人（DMO）支援事業': '観光庁', 地域の観光資源の磨き上げ事業: '観光庁',
  文化財保存活用地域計画推進事業: '文化庁', スポーツによる地域活性化推進事業: 'スポーツ庁',
  スマート農業実証事業: '農林水産省', 鳥獣被害防止総合対策交付金: '農林水産省',
  地域経済循環創造事業交付金: '総務省', 中小企業デジタル化応援事業: '中小企業庁',
  水産業成長産業化沿岸地域創出事業: '水産庁',
  '地域脱炭素移行・再エネ推進交付金': '環境省', 二酸化炭素排出抑制対策事業費等補助金: '環境省',
  循環型社会形成推進交付金: '環境省', 公共施設の省エネルギー化推進事業: '経済産業省',
  地域医療介護総合確保基金: '厚生労働省', 介護保険事務処理システム改修事業: '厚生労働省',
  保健事業と介護予防の一体的実施: '厚生労働省', 重層的支援体制整備事業: '厚生労働省',
  母子保健衛生費補助金: 'こども家庭庁',
  GIGAスクール構想推進事業: '文部科学省', '子ども・子育て支援交付金': 'こども家庭庁',
  保育所等におけるICT化推進事業: 'こども家庭庁', 学校施設環境改善交付金: '文部科学省',
  'デジタル田園都市国家構想交付金（デジタル実装タイプ）': '内閣府', 自治体窓口DX推進事業: 'デジタル庁',
  マイナンバーカード利活用推進事業: 'デジタル庁', 行政手続のオンライン化推進事業: '総務省',
  '自治体情報システム標準化・共通化推進事業': 'デジタル庁', 地方公共団体情報セキュリティ強化対策事業: '総務省',
  携帯電話等エリア整備事業: '総務省', 高度無線環境整備推進事業: '総務省',
  地方公共団体のDX推進体制構築支援: '総務省', 自治体職員研修支援事業: '総務省',
  外部デジタル人材確保支援事業: '総務省', 地域おこし協力隊推進事業: '総務省',
  地方創生推進交付金: '内閣府', 公共施設等適正管理推進事業: '総務省',
  'デジタル田園都市国家構想交付金（地方創生推進タイプ）': '内閣府', 地域活性化事業: '総務省',
  投票環境向上推進事業: '総務省', 議会のICT化推進事業: '総務省', 主権者教育推進事業: '総務省',
};

/** National agencies by the categories whose work they fund. */
export const AGENCY_FIELDS: Record<string, readonly string[]> = {
  '地方公共団体情報システム機構（J-LIS）': ['08', '09', '10', '11', '12'],
  一般財団法人地域活性化センター: ['01', '02', '03', '04', '06', '07', '10', '11'],
  一般財団法人自治体国際化協会: ['02', '03', '07', '10'],
  国立研究開発法人新エネルギー・産業技術総合開発機構: ['04', '05'],
  独立行政法人環境再生保全機構: ['05'],
};

/** Private foundations by the categories they fund. */
export const FOUNDATION_FIELDS: Record<string, readonly string[]> = {
  公益財団法人地域創造基金: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'],
  一般財団法人まちづくり支援財団: ['01', '02', '03', '04', '05', '08', '11'],
  公益財団法人こども未来財団: ['06', '07'],
};

function fitOf(service: string): Fit {
  const fit = FITS[service];
  if (!fit) throw new Error(`no fit for service ${service}`);
  return fit;
}

/** The categories a record about `topic` may sit under: its own first, then the related ones. */
export function categoriesOf(categoryId: string, topic: Topic): readonly string[] {
  return [categoryId, ...fitOf(topic.service).also];
}

/**
 * Extra categories for a record about `topic`, from category ids drawn at random: each draw maps
 * onto one of the related categories (none when the service has none), so the random stream
 * consumes what it always did and the rest of the corpus stays as it was.
 */
export function extraCategories(categoryId: string, topic: Topic, drawn: readonly string[]): string[] {
  const also = fitOf(topic.service).also;
  if (also.length === 0) return [];
  return drawn.map((id) => also[Number.parseInt(id, 10) % also.length]!).filter((id) => id !== categoryId);
}

/** The national programmes that fund `topic`. */
export function programsOf(topic: Topic): readonly string[] {
  return fitOf(topic.service).programs;
}

/** The services a national programme funds (those whose fit names it), in corpus order. */
export function servicesFundedBy(program: string): string[] {
  return allServices()
    .map(({ topic }) => topic.service)
    .filter((service) => fitOf(service).programs.includes(program));
}

/** Every service of the corpus with its category (for checks over the whole mapping). */
export function allServices(): { categoryId: string; topic: Topic }[] {
  return CATEGORY_TOPICS.flatMap((c) => c.topics.map((topic) => ({ categoryId: c.categoryId, topic })));
}
