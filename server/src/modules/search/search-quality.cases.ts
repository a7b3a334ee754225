/**
 * The judged query set of the search-quality check (search-quality.test.ts, docs/search.md): what
 * municipal staff type, and which records of the demo corpus each query must find, written as a
 * plain rule over a record (its normalised text and categories) that the check evaluates by
 * scanning every record. Adding a row: pick the kind, write the rule a person would accept.
 */
import type { Section } from '@portal/shared';

export interface JudgedRecord {
  text: string;
  categories: readonly string[];
}

export type QueryKind = 'reading' | 'vocabulary' | 'synonym' | 'width-case' | 'and' | 'no-result';

export interface JudgedQuery {
  kind: QueryKind;
  section: Section;
  keyword: string;
  /** The records the query must return; null: it must return nothing. */
  relevant: ((record: JudgedRecord) => boolean) | null;
}

const has =
  (...words: string[]) =>
  (r: JudgedRecord) =>
    words.some((w) => r.text.includes(w));
const inCategory = (id: string) => (r: JudgedRecord) => r.categories.includes(id);
const either =
  (...rules: ((r: JudgedRecord) => boolean)[]) =>
  (r: JudgedRecord) =>
    rules.some((rule) => rule(r));
const both =
  (...rules: ((r: JudgedRecord) => boolean)[]) =>
  (r: JudgedRecord) =>
    rules.every((rule) => rule(r));

const BOSAI = either(has('防災'), inCategory('01'));
const KOSODATE = either(has('子育て'), inCategory('07'));
const DX = has('dx', 'デジタルトランスフォーメーション', 'デジタル変革');
const RPA = has('rpa', 'ロボティックプロセスオートメーション');
const AI_OCR = has('ai-ocr', 'aiocr');
const KAKANAI = has('書かない窓口', '窓口dx');
const LGWAN = has('lgwan', '総合行政ネットワーク');
const CHATBOT = has('チャットボット', '自動応答', 'ちゃっとぼっと');
const GIS = has('gis', '地理情報システム');
const SECURITY = either(has('セキュリティ', 'せきゅりてぃ'), inCategory('09'));
const MYNA = has('マイナンバーカード', 'マイナカード', '個人番号カード');
const ONLINE = has('電子申請', 'オンライン申請');
const AI = has('ai', '人工知能');

const q = (kind: QueryKind, section: Section, keyword: string, relevant: JudgedQuery['relevant']): JudgedQuery => ({
  kind,
  section,
  keyword,
  relevant,
});

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  q('reading', 'solutions', 'ぼうさい', BOSAI),
  q('reading', 'grants', 'ぼうさい', BOSAI),
  q('reading', 'cases', 'ぼうさい', BOSAI),
  q('reading', 'solutions', 'ボウサイ', BOSAI),
  q('reading', 'solutions', 'でじたる', has('デジタル', 'でじたる')),
  q('reading', 'grants', 'でじたる', has('デジタル', 'でじたる')),
  q('reading', 'cases', 'こそだて', KOSODATE),
  q('reading', 'solutions', 'こそだて', KOSODATE),
  q('reading', 'grants', 'まどぐち', has('窓口', 'まどぐち')),
  q('reading', 'solutions', 'まどぐち', has('窓口', 'まどぐち')),
  q('reading', 'cases', 'かんこう', either(has('観光', 'かんこう'), inCategory('03'))),
  q('reading', 'solutions', 'ちゃっとぼっと', CHATBOT),
  q('reading', 'grants', 'せきゅりてぃ', SECURITY),
  q('reading', 'cases', 'ぼうさいくんれん', both(has('防災', 'ぼうさい'), has('訓練', 'くんれん'))),
  q('reading', 'solutions', 'くらうど', has('クラウド', 'くらうど')),
  q('reading', 'grants', 'ふくし', either(has('福祉', 'ふくし'), inCategory('06'))),
  q('reading', 'cases', 'きょういく', either(has('教育', 'きょういく'), inCategory('07'))),
  q('reading', 'solutions', 'けんしゅう', has('研修', 'けんしゅう')),
  q('reading', 'grants', 'かんきょう', either(has('環境', 'かんきょう'), inCategory('05'))),
  q('reading', 'cases', 'せんきょ', either(has('選挙', 'せんきょ'), inCategory('12'))),

  q('vocabulary', 'solutions', '防災', BOSAI),
  q('vocabulary', 'solutions', '子育て', KOSODATE),
  q('vocabulary', 'cases', '観光', either(has('観光'), inCategory('03'))),
  q('vocabulary', 'grants', '福祉', either(has('福祉'), inCategory('06'))),
  q('vocabulary', 'solutions', '窓口業務', either(has('窓口業務'), inCategory('08'))),
  q('vocabulary', 'cases', '医療', either(has('医療'), inCategory('06'))),
  q('vocabulary', 'grants', '脱炭素', either(has('脱炭素'), inCategory('05'))),
  q('vocabulary', 'solutions', '議会', either(has('議会'), inCategory('12'))),
  q('vocabulary', 'cases', 'スポーツ', either(has('スポーツ', 'すぽーつ'), inCategory('03'))),
  q('vocabulary', 'grants', '人材育成', either(has('人材育成'), inCategory('10'))),

  q('synonym', 'solutions', 'DX', DX),
  q('synonym', 'cases', 'dx', DX),
  q('synonym', 'grants', 'デジタルトランスフォーメーション', DX),
  q('synonym', 'solutions', 'RPA', RPA),
  q('synonym', 'solutions', 'AIOCR', AI_OCR),
  q('synonym', 'cases', 'AI-OCR', AI_OCR),
  q('synonym', 'solutions', '書かない窓口', KAKANAI),
  q('synonym', 'cases', '窓口DX', KAKANAI),
  q('synonym', 'grants', 'GIGAスクール', has('gigaスクール', '1人1台端末')),
  q('synonym', 'solutions', 'LGWAN', LGWAN),
  q('synonym', 'solutions', '自動応答', CHATBOT),
  q('synonym', 'cases', 'マイナカード', MYNA),
  q('synonym', 'grants', 'オンライン申請', ONLINE),
  q('synonym', 'solutions', '地理情報システム', GIS),

  q('width-case', 'solutions', 'ＤＸ', DX),
  q('width-case', 'solutions', 'ｌｇｗａｎ', LGWAN),
  q('width-case', 'grants', 'ｾｷｭﾘﾃｨ', SECURITY),
  q('width-case', 'solutions', 'Ai-Ocr', AI_OCR),
  q('width-case', 'cases', 'ＩｏＴ', has('iot', 'モノのインターネット')),
  q('width-case', 'solutions', 'ＧＩＳ', GIS),
  q('width-case', 'grants', 'ＤＸ', DX),

  q('and', 'solutions', '防災 クラウド', both(BOSAI, has('クラウド'))),
  q('and', 'cases', '子育て　アプリ', both(KOSODATE, has('アプリ'))),
  q('and', 'grants', 'ぼうさい 補助', both(BOSAI, has('補助'))),
  q('and', 'solutions', 'DX 研修', both(DX, has('研修'))),
  q('and', 'cases', '窓口 AI', both(has('窓口'), AI)),
  q('and', 'solutions', 'lgwan セキュリティ', both(LGWAN, SECURITY)),
  q('and', 'grants', 'マイナンバー 電子申請', both(has('マイナンバー'), ONLINE)),

  q('no-result', 'solutions', 'ぬるぽ', null),
  q('no-result', 'grants', 'qwertyuiop', null),
  q('no-result', 'cases', '存在しない語句xyz', null),
  q('no-result', 'solutions', '防災 qwertyuiop', null),
];
