/**
 * The audit log in the operator's words: what the server records (`entity_type`, `action`, the
 * keys of `data`, server/src/modules/audit) named in Japanese. A name missing here shows as
 * recorded, so an event of a newer kind is never hidden.
 */
import { operatorInquiryTypeLabel } from '@portal/shared';

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  user_profile: '会員情報',
  account: 'アカウント',
  company: '掲載企業',
  solution: 'ソリューション',
  grant: '補助金・交付金',
  'grant-import': '補助金・交付金の取り込み',
  case: '導入事例',
  'case-import': '導入事例の取り込み',
  import: '取り込み',
  case_proposal: '導入事例の投稿',
  inquiry: 'お問い合わせ',
  document_request: '資料請求',
  document_request_item: '資料請求の資料',
  municipal_domain: '自治体のメールドメイン',
  municipality: '自治体',
  invitation: '自治体への招待',
  shortlist: '共有リスト',
  saved_search: '保存した検索条件',
  bookmark: 'お気に入り',
  api_key: 'APIキー',
};

/** Actions by the group their name starts with (the filter matches a group by its prefix). */
export const AUDIT_ACTION_GROUPS: readonly { prefix: string; label: string; actions: Record<string, string> }[] = [
  {
    prefix: 'profile.',
    label: '会員',
    actions: {
      'profile.registered': '会員登録',
      'profile.reregistered': '会員の再登録',
      'profile.updated': '会員情報の変更',
      'profile.email-changed': 'メールアドレスの変更',
      'profile.telephone-changed': '電話番号の変更',
      'profile.document-update-mails-set': '資料更新メールの設定',
      'profile.municipal-approved': '自治体職員として承認',
      'profile.municipal-declined': '自治体職員として承認しない',
      'profile.municipality-confirmed': '所属自治体の確認',
      'profile.withdrawn': '退会',
    },
  },
  {
    prefix: 'account.',
    label: 'アカウント',
    actions: { 'account.disabled': '利用停止', 'account.enabled': '利用再開' },
  },
  {
    prefix: 'municipal-domain.',
    label: '自治体のメールドメイン',
    actions: {
      'municipal-domain.bound': 'ドメインを自治体に結び付け',
      'municipal-domain.unbound': 'ドメインの結び付けを外す',
    },
  },
  {
    prefix: 'municipal-administrator.',
    label: '自治体管理者',
    actions: {
      'municipal-administrator.requested': '管理者になる申請',
      'municipal-administrator.granted': '最初の管理者として承認',
      'municipal-administrator.appointed': '管理者に任命',
      'municipal-administrator.stepped-down': '管理者をやめる',
    },
  },
  {
    prefix: 'municipal-member.',
    label: '自治体の職員',
    actions: {
      'municipal-member.joined': '自治体に参加',
      'municipal-member.division-changed': '部署の変更',
      'municipal-member.removed': '自治体から外す',
      'municipal-member.handed-over': '異動・退職の引き継ぎ',
    },
  },
  {
    prefix: 'municipal-invitation.',
    label: '自治体への招待',
    actions: {
      'municipal-invitation.sent': '招待メールの送信',
      'municipal-invitation.accepted': '招待の受諾',
      'municipal-invitation.revoked': '招待の取り消し',
    },
  },
  {
    prefix: 'api-key.',
    label: 'APIキー',
    actions: {
      'api-key.created': '作成',
      'api-key.used': 'その日の最初の利用',
      'api-key.revoked': '取り消し',
    },
  },
  {
    prefix: 'session.',
    label: 'ログイン中の端末',
    actions: { 'session.signed-out': 'ほかの端末をログアウト' },
  },
  {
    prefix: 'company.',
    label: '掲載企業',
    actions: { 'company.registered': '掲載企業の登録', 'company.approved': '掲載企業の承認' },
  },
  {
    prefix: 'solution.',
    label: 'ソリューション',
    actions: {
      'solution.created': '作成（下書き）',
      'solution.draft-saved': '下書き保存',
      'solution.submitted': '審査へ提出',
      'solution.published': '公開',
      'solution.returned': '差し戻し',
    },
  },
  {
    prefix: 'grant.',
    label: '補助金・交付金',
    actions: {
      'grant.created': '作成（下書き）',
      'grant.updated': '更新',
      'grant.published': '公開',
      'grant.scheduled': '公開予約',
      'grant.withdrawn': '公開停止',
      'grant.imported': '取り込み',
    },
  },
  {
    prefix: 'case.',
    label: '導入事例',
    actions: {
      'case.created': '作成（下書き）',
      'case.updated': '更新',
      'case.published': '公開',
      'case.scheduled': '公開予約',
      'case.withdrawn': '公開停止',
      'case.imported': '取り込み',
      'case.figures.update': '数値の更新',
      'case.grants-linked': '補助金との関連付け',
    },
  },
  {
    prefix: 'import.',
    label: '取り込み',
    actions: { 'import.run': '実行', 'import.interrupted': '中断' },
  },
  {
    prefix: 'case_proposal.',
    label: '導入事例の投稿',
    actions: {
      'case_proposal.created': '作成（下書き）',
      'case_proposal.draft-saved': '下書き保存',
      'case_proposal.submitted': '審査へ提出',
      'case_proposal.resubmitted': '再申請',
      'case_proposal.returned': '差し戻し',
      'case_proposal.published': '公開',
      'case_proposal.withdrawn': '取り下げ',
    },
  },
  {
    prefix: 'inquiry.',
    label: 'お問い合わせ',
    actions: {
      'inquiry.created': '受付',
      'inquiry.replied': '返信',
      'inquiry.status-changed': '対応状況の変更',
    },
  },
  {
    prefix: 'document_request.',
    label: '資料請求',
    actions: {
      'document_request.created': '送信',
      'document_request.opened': '掲載企業が開封',
      'document_request.item-status-changed': '対応状況の変更',
      'document_request.reminded': '未開封の催促',
      'document_request.document-renewed': '資料の差し替え',
    },
  },
  {
    prefix: 'shortlist.',
    label: '共有リスト',
    actions: {
      'shortlist.created': '作成',
      'shortlist.deleted': '削除',
      'shortlist.entry-added': '項目の追加',
      'shortlist.entry-updated': '項目の更新',
      'shortlist.entry-removed': '項目の削除',
    },
  },
  {
    prefix: 'saved-search.',
    label: '保存した検索条件',
    actions: {
      'saved-search.saved': '保存',
      'saved-search.deleted': '削除',
      'saved-search.alert-changed': 'お知らせメールの変更',
      'saved-search.alert-stopped': 'お知らせメールの停止',
    },
  },
  {
    prefix: 'bookmark.',
    label: 'お気に入り',
    actions: { 'bookmark.added': '追加', 'bookmark.noted': 'メモの変更', 'bookmark.removed': '削除' },
  },
];

/** The keys of an event's details. */
const DATA_KEY_LABELS: Record<string, string> = {
  reason: '理由',
  comment: 'コメント',
  reply: '返信内容',
  status: '状態',
  statusBefore: '変更前の状態',
  revisionStatus: '変更の状態',
  municipalStatus: '自治体職員の承認状態',
  email: 'メールアドレス',
  address: 'メールアドレス',
  domain: 'ドメイン',
  municipalityCode: '自治体コード',
  claimed: '申告された自治体コード',
  companyId: '掲載企業 id',
  solutionIds: 'ソリューション id',
  itemId: '資料 id',
  itemIds: '資料 id',
  entryId: '項目 id',
  requestUid: '資料請求の番号',
  recordId: '記事 id',
  section: '種類',
  name: '名前',
  fields: '変更した項目',
  before: '変更前',
  after: '変更後',
  from: '変更前',
  to: '変更後',
  alert: 'お知らせメール',
  via: '経路',
  uid: 'uid',
  inquiryType: 'お問い合わせの種類',
  links: '関連情報',
  movedCases: '移した導入事例',
  idempotencyKey: '送信キー',
  requestsAnonymised: '匿名化した資料請求の件数',
  hadProfile: '会員情報があったか',
  solutionId: 'ソリューション id',
  caseId: '導入事例 id',
  consent: '自治体の了承（掲載企業の申告）',
  publishedAt: '公開日時',
  actor: '操作者',
  source: '取り込み元',
  file: 'ファイル',
  full: '一覧にないものを公開停止',
  rows: '行数',
  created: '新規',
  updated: '更新',
  unchanged: '変更なし',
  withdrawn: '公開停止',
  refused: 'エラー',
  division: '部署',
  successorUid: '後任の管理者 uid',
  handOverTo: '引き継いだ職員 uid',
  toUid: '引き継いだ職員 uid',
  devices: 'ログアウトさせた端末の数',
  sessions: 'ログアウトさせた端末の数',
  shortlists: '引き継いだ共有リスト',
  savedSearches: '引き継いだ保存した検索条件',
  documentRequests: '引き継いだ資料請求',
  inquiries: '引き継いだお問い合わせ',
  by: '操作した人',
  shown: 'キーの先頭',
  scope: '権限の範囲',
  expiresAt: '有効期限',
  owner: '持ち主 uid',
  day: '利用日',
};

/** The states the details record (an inquiry's, a listing's, a member's approval). */
const STATE_LABELS: Record<string, string> = {
  open: '未対応',
  in_progress: '対応中',
  done: '完了',
  pending: '承認待ち',
  approved: '承認済み',
  declined: '承認しない',
  draft: '下書き',
  review: '審査中',
  published: '公開中',
  returned: '差し戻し',
  resubmitted: '再申請（審査中）',
  scheduled: '公開予約',
  withdrawn: '公開停止',
};
const STATE_KEYS = new Set(['status', 'statusBefore', 'revisionStatus', 'municipalStatus']);

/** A recorded code in words: a state, an inquiry's subject. */
function coded(key: string, value: string): string {
  if (STATE_KEYS.has(key)) return STATE_LABELS[value] ?? value;
  if (key === 'inquiryType') return operatorInquiryTypeLabel(value);
  return valueText(value);
}

export function entityLabel(type: string): string {
  return AUDIT_ENTITY_LABELS[type] ?? type;
}

/** 「お問い合わせ：返信」: the group and the action, or the name as recorded. */
export function actionLabel(action: string): string {
  const group = AUDIT_ACTION_GROUPS.find((g) => action.startsWith(g.prefix));
  const label = group?.actions[action];
  return group && label ? `${group.label}：${label}` : action;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '（なし）';
  if (typeof value === 'boolean') return value ? 'はい' : 'いいえ';
  if (Array.isArray(value)) return value.length === 0 ? '（なし）' : value.map(valueText).join('、');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${DATA_KEY_LABELS[key] ?? key}: ${valueText(inner)}`)
      .join(' ／ ');
  }
  return String(value);
}

/** An event's details (the JSON the server sends) as labelled rows; text that is not JSON stays one row. */
export function detailRows(data: string | null | undefined): { key: string; label: string; value: string }[] {
  if (!data) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return [{ key: 'data', label: '詳細', value: data }];
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return [{ key: 'data', label: '詳細', value: valueText(parsed) }];
  }
  return Object.entries(parsed as Record<string, unknown>).map(([key, value]) => ({
    key,
    label: DATA_KEY_LABELS[key] ?? key,
    value: typeof value === 'string' ? coded(key, value) : valueText(value),
  }));
}
