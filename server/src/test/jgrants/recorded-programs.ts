/**
 * The programmes the recorded jGrants feed is made of: national calls modelled on what jGrants
 * publishes (their 利用目的 and 業種 from jGrants' own option lists), and templates for the calls
 * of prefectures and municipalities. Names of bodies and areas are real; the calls are invented.
 */
export interface ProgramTemplate {
  institution: string;
  title: string;
  catchPhrase: string;
  purposes: readonly string[];
  industries: readonly string[];
  /** 「全国」, prefectures or jGrants regions, joined with 「 / 」 when several. */
  area: string;
  rate: string;
  maxYen: number;
  employees: string;
  /** The work it pays for, one line each (the detail's list). */
  costs: readonly string[];
}

const ALL = '全国';
const SME = '300名以下';

// prettier-ignore
export const NATIONAL_PROGRAMS: readonly ProgramTemplate[] = [
  { institution: '中小企業庁', title: 'IT導入補助金（通常枠）', catchPhrase: '業務効率化・売上アップに向けたITツールの導入を支援', purposes: ['設備整備・IT導入をしたい'], industries: [], area: ALL, rate: '1/2以内', maxYen: 4_500_000, employees: SME, costs: ['ソフトウェア購入費', 'クラウド利用料（最大2年分）', '導入関連費'] },
  { institution: '中小企業庁', title: 'IT導入補助金（セキュリティ対策推進枠）', catchPhrase: 'サイバー攻撃のリスク低減に向けたサービス利用を支援', purposes: ['設備整備・IT導入をしたい'], industries: ['情報通信業'], area: ALL, rate: '1/2以内', maxYen: 1_500_000, employees: SME, costs: ['サイバーセキュリティお助け隊サービス利用料'] },
  { institution: '中小企業庁', title: 'ものづくり・商業・サービス生産性向上促進補助金', catchPhrase: '革新的な製品・サービスの開発や生産プロセスの改善を支援', purposes: ['新たな事業を行いたい', '設備整備・IT導入をしたい'], industries: ['製造業'], area: ALL, rate: '1/2', maxYen: 12_500_000, employees: SME, costs: ['機械装置・システム構築費', '技術導入費', '専門家経費'] },
  { institution: '中小企業庁', title: '小規模事業者持続化補助金（一般型）', catchPhrase: '小規模事業者の販路開拓と生産性向上を後押し', purposes: ['販路拡大・海外展開をしたい'], industries: [], area: ALL, rate: '2/3', maxYen: 500_000, employees: '20名以下', costs: ['広報費', 'ウェブサイト関連費', '展示会等出展費'] },
  { institution: '中小企業庁', title: '事業承継・M&A補助金（専門家活用枠）', catchPhrase: '事業の引継ぎに必要な専門家の活用を支援', purposes: ['事業を引き継ぎたい'], industries: [], area: ALL, rate: '2/3', maxYen: 6_000_000, employees: SME, costs: ['謝金', '委託費', 'システム利用料'] },
  { institution: '中小企業庁', title: '中小企業省力化投資補助金（一般型）', catchPhrase: '人手不足に悩む中小企業の省力化投資を支援', purposes: ['設備整備・IT導入をしたい', '雇用・職場環境を改善したい'], industries: [], area: ALL, rate: '1/2', maxYen: 10_000_000, employees: SME, costs: ['機械装置・システム構築費', '運搬費', '専門家経費'] },
  { institution: '経済産業省', title: '先進的省エネルギー投資促進支援事業費補助金', catchPhrase: '工場・事業場の省エネ設備への更新を支援', purposes: ['エコ・SDGs活動支援がほしい', '設備整備・IT導入をしたい'], industries: ['製造業'], area: ALL, rate: '1/3以内', maxYen: 150_000_000, employees: '従業員数の制約なし', costs: ['設計費', '設備費', '工事費'] },
  { institution: '経済産業省', title: 'クリーンエネルギー自動車導入促進補助金（充電インフラ）', catchPhrase: 'EV・PHV用充電設備の設置を支援', purposes: ['エコ・SDGs活動支援がほしい'], industries: [], area: ALL, rate: '1/2', maxYen: 30_000_000, employees: '従業員数の制約なし', costs: ['充電設備購入費', '設置工事費'] },
  { institution: '経済産業省', title: 'サプライチェーン強靱化・事業継続力強化補助金', catchPhrase: '災害に備えた自家発電設備や蓄電池の導入を支援', purposes: ['安全・防災対策支援がほしい', '災害（自然災害、感染症等）支援がほしい'], industries: ['製造業', '運輸業、郵便業'], area: ALL, rate: '1/2', maxYen: 50_000_000, employees: SME, costs: ['自家発電設備', '蓄電池', '工事費'] },
  { institution: '環境省', title: '地域脱炭素移行・再エネ推進交付金（重点対策加速化事業）', catchPhrase: '屋根置き太陽光発電等の重点対策を加速', purposes: ['エコ・SDGs活動支援がほしい', 'まちづくり・地域振興支援がほしい'], industries: ['公務（他に分類されるものを除く）'], area: ALL, rate: '2/3', maxYen: 200_000_000, employees: '従業員数の制約なし', costs: ['太陽光発電設備', '蓄電池', 'LED照明'] },
  { institution: '環境省', title: '二酸化炭素排出抑制対策事業費等補助金（ZEB化支援）', catchPhrase: '業務用施設のZEB化・省CO2化を支援', purposes: ['エコ・SDGs活動支援がほしい'], industries: [], area: ALL, rate: '2/3', maxYen: 500_000_000, employees: '従業員数の制約なし', costs: ['空調設備', '断熱改修', 'BEMS'] },
  { institution: '環境省', title: '脱炭素型循環経済システム構築促進事業', catchPhrase: 'プラスチック等の資源循環の高度化設備を支援', purposes: ['エコ・SDGs活動支援がほしい', '研究開発・実証事業を行いたい'], industries: ['製造業'], area: ALL, rate: '1/2', maxYen: 150_000_000, employees: '従業員数の制約なし', costs: ['リサイクル設備', '実証費'] },
  { institution: '厚生労働省', title: '業務改善助成金', catchPhrase: '事業場内最低賃金の引上げと生産性向上の設備投資を支援', purposes: ['雇用・職場環境を改善したい', '設備整備・IT導入をしたい'], industries: [], area: ALL, rate: '3/4', maxYen: 6_000_000, employees: SME, costs: ['POSレジ', '業務用ソフトウェア', '研修費'] },
  { institution: '厚生労働省', title: '人材開発支援助成金（人への投資促進コース）', catchPhrase: 'デジタル人材の育成など従業員の訓練を支援', purposes: ['人材育成を行いたい'], industries: [], area: ALL, rate: '75%', maxYen: 25_000_000, employees: '従業員数の制約なし', costs: ['訓練経費', '訓練期間中の賃金'] },
  { institution: '厚生労働省', title: '働き方改革推進支援助成金（労働時間短縮・年休促進支援コース）', catchPhrase: '労働時間の短縮や年次有給休暇の取得促進を支援', purposes: ['雇用・職場環境を改善したい'], industries: ['建設業', '運輸業、郵便業'], area: ALL, rate: '3/4', maxYen: 2_000_000, employees: SME, costs: ['労務管理用ソフトウェア', '研修費', '外部専門家へのコンサルティング費'] },
  { institution: '厚生労働省', title: '介護テクノロジー導入支援事業', catchPhrase: '介護ロボット・ICT機器の導入で職員の負担を軽減', purposes: ['設備整備・IT導入をしたい'], industries: ['医療、福祉'], area: ALL, rate: '3/4', maxYen: 10_000_000, employees: '従業員数の制約なし', costs: ['見守りセンサー', '介護記録ソフト', 'Wi-Fi環境整備'] },
  { institution: 'こども家庭庁', title: '企業主導型ベビーシッター利用者支援事業', catchPhrase: '従業員の仕事と子育ての両立を支援', purposes: ['教育・子育て・少子化支援がほしい', '雇用・職場環境を改善したい'], industries: [], area: ALL, rate: '定額', maxYen: 0, employees: '従業員数の制約なし', costs: ['ベビーシッター派遣サービス利用料'] },
  { institution: '文部科学省', title: '地域と学校の連携・協働体制構築事業', catchPhrase: '地域学校協働活動を担う団体の取組を支援', purposes: ['教育・子育て・少子化支援がほしい', 'まちづくり・地域振興支援がほしい'], industries: ['教育、学習支援業'], area: ALL, rate: '1/3', maxYen: 3_000_000, employees: '従業員数の制約なし', costs: ['謝金', '旅費', '消耗品費'] },
  { institution: '農林水産省', title: '強い農業づくり総合支援交付金', catchPhrase: '産地の収益力強化に向けた共同利用施設の整備を支援', purposes: ['設備整備・IT導入をしたい'], industries: ['農業、林業'], area: ALL, rate: '1/2以内', maxYen: 2_000_000_000, employees: '従業員数の制約なし', costs: ['集出荷貯蔵施設', '乾燥調製施設'] },
  { institution: '農林水産省', title: 'スマート農業技術活用産地支援事業', catchPhrase: 'スマート農業技術に適した生産方式への転換を支援', purposes: ['設備整備・IT導入をしたい', '研究開発・実証事業を行いたい'], industries: ['農業、林業'], area: ALL, rate: '1/2以内', maxYen: 100_000_000, employees: '従業員数の制約なし', costs: ['農業用ドローン', '自動操舵システム', '栽培管理システム'] },
  { institution: '水産庁', title: '水産業成長産業化沿岸地域創出事業', catchPhrase: '漁業者の所得向上に向けた機器導入を支援', purposes: ['設備整備・IT導入をしたい'], industries: ['漁業'], area: ALL, rate: '1/2以内', maxYen: 50_000_000, employees: '従業員数の制約なし', costs: ['漁船用機器', '資源管理システム'] },
  { institution: '観光庁', title: '観光地・観光産業における人材不足対策事業', catchPhrase: '宿泊施設等の省力化投資で受入体制を強化', purposes: ['設備整備・IT導入をしたい', '雇用・職場環境を改善したい'], industries: ['宿泊業、飲食サービス業'], area: ALL, rate: '1/2', maxYen: 5_000_000, employees: '従業員数の制約なし', costs: ['自動チェックイン機', '配膳ロボット', '予約管理システム'] },
  { institution: '観光庁', title: 'インバウンド受入環境整備高度化事業', catchPhrase: '多言語対応やキャッシュレス化など訪日客の受入環境を整備', purposes: ['販路拡大・海外展開をしたい', 'まちづくり・地域振興支援がほしい'], industries: ['宿泊業、飲食サービス業', '生活関連サービス業、娯楽業'], area: ALL, rate: '1/2', maxYen: 10_000_000, employees: '従業員数の制約なし', costs: ['多言語表示', '無料Wi-Fi', 'キャッシュレス決済端末'] },
  { institution: '国土交通省', title: '物流効率化先進的実証事業', catchPhrase: 'トラック輸送の省人化・効率化の実証を支援', purposes: ['研究開発・実証事業を行いたい'], industries: ['運輸業、郵便業'], area: ALL, rate: '1/2', maxYen: 100_000_000, employees: '従業員数の制約なし', costs: ['自動化機器', '実証費'] },
  { institution: '国土交通省', title: '住宅・建築物安全ストック形成事業（耐震改修）', catchPhrase: '多数の者が利用する建築物の耐震化を支援', purposes: ['安全・防災対策支援がほしい'], industries: ['建設業', '不動産業、物品賃貸業'], area: ALL, rate: '1/3', maxYen: 50_000_000, employees: '従業員数の制約なし', costs: ['耐震診断費', '耐震改修工事費'] },
  { institution: '総務省', title: '地域情報化アドバイザー派遣と連動した地域DX推進事業', catchPhrase: '地域のデジタル実装に取り組む団体を支援', purposes: ['設備整備・IT導入をしたい', 'まちづくり・地域振興支援がほしい'], industries: ['公務（他に分類されるものを除く）', '情報通信業'], area: ALL, rate: '1/2', maxYen: 20_000_000, employees: '従業員数の制約なし', costs: ['システム構築費', '通信機器'] },
  { institution: 'デジタル庁', title: 'デジタル田園都市国家構想交付金（デジタル実装タイプ）', catchPhrase: 'デジタルを活用した地域の課題解決の取組を支援', purposes: ['設備整備・IT導入をしたい', 'まちづくり・地域振興支援がほしい'], industries: ['公務（他に分類されるものを除く）'], area: ALL, rate: '1/2', maxYen: 100_000_000, employees: '従業員数の制約なし', costs: ['システム構築費', 'サービス利用料', '機器購入費'] },
  { institution: '文化庁', title: '地域文化財総合活用推進事業', catchPhrase: '地域の文化財を活かした観光振興・伝承の取組を支援', purposes: ['スポーツ・文化支援がほしい', 'まちづくり・地域振興支援がほしい'], industries: [], area: ALL, rate: '定額', maxYen: 8_000_000, employees: '従業員数の制約なし', costs: ['伝承者養成', '記録作成', 'デジタルアーカイブ'] },
  { institution: 'スポーツ庁', title: 'スポーツによる地域活性化・まちづくり推進事業', catchPhrase: 'スポーツツーリズムなど地域の取組を支援', purposes: ['スポーツ・文化支援がほしい', 'イベント・事業運営支援がほしい'], industries: [], area: ALL, rate: '定額', maxYen: 10_000_000, employees: '従業員数の制約なし', costs: ['イベント運営費', '広報費'] },
  { institution: '独立行政法人中小企業基盤整備機構', title: '中小企業新事業進出補助金', catchPhrase: '既存事業と異なる新市場への進出を支援', purposes: ['新たな事業を行いたい'], industries: [], area: ALL, rate: '1/2', maxYen: 70_000_000, employees: SME, costs: ['建物費', '機械装置・システム構築費', '広告宣伝費'] },
];

/** A prefecture's or municipality's call: the body's name goes before the title. */
export type LocalTemplate = Omit<ProgramTemplate, 'institution' | 'area'>;

// prettier-ignore
export const LOCAL_PROGRAMS: readonly LocalTemplate[] = [
  { title: '中小企業デジタル化支援補助金', catchPhrase: '県内中小企業のDXの第一歩を支援', purposes: ['設備整備・IT導入をしたい'], industries: [], rate: '1/2以内', maxYen: 1_000_000, employees: SME, costs: ['ソフトウェア導入費', 'クラウド利用料'] },
  { title: '創業支援事業補助金', catchPhrase: '地域で新たに創業する方の初期費用を支援', purposes: ['新たな事業を行いたい'], industries: [], rate: '1/2', maxYen: 2_000_000, employees: '5名以下', costs: ['店舗改装費', '設備費', '広報費'] },
  { title: '省エネ設備導入支援補助金', catchPhrase: '事業所の高効率空調・LED化を支援', purposes: ['エコ・SDGs活動支援がほしい'], industries: [], rate: '1/3', maxYen: 3_000_000, employees: SME, costs: ['高効率空調', 'LED照明', '工事費'] },
  { title: '事業継続力強化（BCP）支援補助金', catchPhrase: '災害に備える中小企業の設備導入を支援', purposes: ['安全・防災対策支援がほしい'], industries: [], rate: '1/2', maxYen: 1_500_000, employees: SME, costs: ['非常用発電機', '止水板', 'データバックアップ'] },
  { title: '商店街にぎわい創出事業補助金', catchPhrase: '商店街のイベントや空き店舗活用を支援', purposes: ['まちづくり・地域振興支援がほしい', 'イベント・事業運営支援がほしい'], industries: ['卸売業、小売業'], rate: '2/3', maxYen: 1_000_000, employees: '従業員数の制約なし', costs: ['イベント開催費', '空き店舗改装費'] },
  { title: '人材確保・育成支援助成金', catchPhrase: '若手人材の採用と定着の取組を支援', purposes: ['人材育成を行いたい', '雇用・職場環境を改善したい'], industries: [], rate: '1/2', maxYen: 500_000, employees: SME, costs: ['研修受講料', '採用活動費'] },
  { title: '観光事業者受入環境整備補助金', catchPhrase: '宿泊・飲食事業者の多言語化・キャッシュレス化を支援', purposes: ['販路拡大・海外展開をしたい'], industries: ['宿泊業、飲食サービス業'], rate: '1/2', maxYen: 1_000_000, employees: '従業員数の制約なし', costs: ['多言語メニュー', '決済端末', 'Wi-Fi整備'] },
  { title: '子育て応援企業職場環境整備補助金', catchPhrase: '育児と仕事の両立を支える職場づくりを支援', purposes: ['教育・子育て・少子化支援がほしい', '雇用・職場環境を改善したい'], industries: [], rate: '1/2', maxYen: 1_000_000, employees: SME, costs: ['テレワーク機器', '事業所内保育スペース改修'] },
  { title: '農林水産業スマート化推進補助金', catchPhrase: '地域の農林水産業の省力化機器導入を支援', purposes: ['設備整備・IT導入をしたい'], industries: ['農業、林業', '漁業'], rate: '1/2', maxYen: 3_000_000, employees: '従業員数の制約なし', costs: ['ドローン', '環境制御装置', 'センサー'] },
  { title: '介護事業所ICT導入支援事業費補助金', catchPhrase: '介護現場の記録・情報共有のICT化を支援', purposes: ['設備整備・IT導入をしたい'], industries: ['医療、福祉'], rate: '3/4', maxYen: 2_600_000, employees: '従業員数の制約なし', costs: ['介護記録ソフト', 'タブレット端末'] },
];

/** Municipalities (real names, with their prefecture) whose calls the feed carries. */
export const MUNICIPAL_BODIES: readonly { name: string; prefecture: string }[] = [
  { name: '札幌市', prefecture: '北海道' },
  { name: '音威子府村', prefecture: '北海道' },
  { name: '仙台市', prefecture: '宮城県' },
  { name: '前橋市', prefecture: '群馬県' },
  { name: 'さいたま市', prefecture: '埼玉県' },
  { name: '千代田区', prefecture: '東京都' },
  { name: '横浜市', prefecture: '神奈川県' },
  { name: '新潟市', prefecture: '新潟県' },
  { name: '金沢市', prefecture: '石川県' },
  { name: '浜松市', prefecture: '静岡県' },
  { name: '名古屋市', prefecture: '愛知県' },
  { name: '京都市', prefecture: '京都府' },
  { name: '堺市', prefecture: '大阪府' },
  { name: '神戸市', prefecture: '兵庫県' },
  { name: '岡山市', prefecture: '岡山県' },
  { name: '松山市', prefecture: '愛媛県' },
  { name: '北九州市', prefecture: '福岡県' },
  { name: '熊本市', prefecture: '熊本県' },
  { name: '那覇市', prefecture: '沖縄県' },
  { name: '北大東村', prefecture: '沖縄県' },
];
