/**
 * A grant's editable fields as the operator's form, the server's editor service and the importers
 * name them: option lists, limits and Japanese labels (one table, read by every side).
 */
import type { FilterOption } from '../search/filters';

/** 対象: who may apply (several allowed). */
export const APPLICANT_KINDS: readonly FilterOption[] = [
  { id: 'local-government', label: '地方公共団体' },
  { id: 'business', label: '事業者' },
  { id: 'individual', label: '個人' },
  { id: 'other', label: 'その他' },
];
export const APPLICANT_KIND_IDS: readonly string[] = APPLICANT_KINDS.map((k) => k.id);

/** 予算区分. */
export const BUDGET_KINDS: readonly FilterOption[] = [
  { id: 'initial', label: '当初予算' },
  { id: 'supplementary', label: '補正予算' },
];
export const BUDGET_KIND_IDS: readonly string[] = BUDGET_KINDS.map((k) => k.id);

/** Attachments are PDFs: the call guidelines (公募要領) or anything else the programme publishes. */
export const ATTACHMENT_KINDS: readonly FilterOption[] = [
  { id: 'guideline', label: '公募要領' },
  { id: 'other', label: 'その他の資料' },
];
export const ATTACHMENT_KIND_IDS: readonly string[] = ATTACHMENT_KINDS.map((k) => k.id);

export const GRANT_LIMITS = {
  title: 128,
  description: 10_000,
  issuer: 128,
  termText: 255,
  longText: 4_000,
  contact: 1_000,
  url: 2_048,
  attachments: 10,
  attachmentTitle: 200,
  /** 1 兆円: above any programme's cap, below what a JavaScript number holds exactly. */
  amountYen: 1_000_000_000_000,
  fiscalYearMin: 2000,
  fiscalYearMax: 2100,
} as const;

/** Field labels, in the order the form shows them (also the history's names for fields). */
export const GRANT_FIELD_LABELS = {
  title: 'タイトル',
  description: '概要',
  issuer: '実施機関',
  organization: '実施機関の区分',
  ministry: '所管省庁',
  applicantKinds: '対象',
  targetBodies: '対象団体',
  targetCityKinds: '対象自治体区分',
  categoryIds: 'カテゴリー',
  areaIds: '対象地域',
  fiscalYear: '年度',
  budgetKind: '予算区分',
  subsidyRateText: '補助率',
  amountText: '上限額',
  amountMax: '上限額（円）',
  eligibleCosts: '対象経費',
  targetText: '対象事業・対象者',
  applicationStart: '公募開始日',
  applicationStartTime: '公募開始時刻',
  applicationEnd: '公募締切日',
  applicationEndTime: '公募締切時刻',
  url: '公式ページのURL',
  guidelineUrl: '公募要領のページのURL',
  contact: '問い合わせ先',
  attachments: '添付資料',
} as const;
export type GrantField = keyof typeof GRANT_FIELD_LABELS;
