/**
 * Synonyms and abbreviations of 自治体 procurement, reviewed by hand. Every term of a group finds
 * the records that contain any term of the group (both directions), ranked after records that
 * contain the typed term itself (docs/search.md).
 *
 * Adding a row: one group per concept, the usual spelling first (it is what a suggestion shows).
 * Write terms as people write them; matching folds width and case, so `ＤＸ`, `dx` and `DX` are one
 * term. A term may not contain a space (spaces separate keyword terms). Add a judged query for the
 * new group to server/src/modules/search/search-quality.cases.ts.
 */
export type SynonymGroup = readonly [string, string, ...string[]];

export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  ['DX', 'デジタルトランスフォーメーション', 'デジタル変革'],
  ['RPA', 'ロボティックプロセスオートメーション'],
  ['AI-OCR', 'AIOCR'],
  ['GIGAスクール', '1人1台端末'],
  ['窓口DX', '書かない窓口'],
  ['LGWAN', '総合行政ネットワーク'],
  ['マイナンバーカード', 'マイナカード', '個人番号カード'],
  ['電子申請', 'オンライン申請'],
  ['GIS', '地理情報システム'],
  ['チャットボット', '自動応答'],
  ['テレワーク', 'リモートワーク', '在宅勤務'],
  ['ICT', '情報通信技術'],
  ['AI', '人工知能'],
  ['ドローン', '無人航空機'],
  ['EBPM', '証拠に基づく政策立案'],
  ['BPR', '業務改革'],
  ['SNS', 'ソーシャルメディア'],
  ['IoT', 'モノのインターネット'],
  ['ガバメントクラウド', 'ガバクラ'],
];
