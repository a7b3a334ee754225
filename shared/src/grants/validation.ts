/**
 * The rules of a grant (補助金・交付金) as the operator's form, the server's editor service and the
 * importers (a CSV row or a feed record becomes these values) all run them. A draft may be
 * incomplete: only its title, limits and types apply; publishing applies every rule. Values arrive
 * as form text; `normalizeGrant` turns valid values into what is stored.
 */
import { MAX_CATEGORIES } from '../constants';
import { isListingFile, type ListingFile } from '../listings/validation';
import { isKnownAreaId } from '../reference/areas';
import { CATEGORY_IDS } from '../reference/categories';
import { CITY_KIND_IDS, MINISTRY_IDS, ORGANIZATION_IDS, TARGET_BODIES } from '../search/filters';
import { parseAmountYen, parseSubsidyRate } from '../search/grant-terms';
import { fiscalYearAt } from '../japan-time';
import { isCalendarDate, isClockTime } from '../editorial/publication';
import { APPLICANT_KIND_IDS, ATTACHMENT_KIND_IDS, BUDGET_KIND_IDS, GRANT_LIMITS as L } from './fields';

export interface GrantAttachmentValues {
  kind?: string | null;
  title?: string | null;
  /** An uploaded PDF (POST /api/uploads?purpose=document). */
  file?: { key: string; name: string; kind: string } | null;
}

export interface GrantValues {
  title?: string | null;
  description?: string | null;
  issuer?: string | null;
  organization?: string | null;
  ministry?: string | null;
  applicantKinds?: readonly string[] | null;
  targetBodies?: readonly string[] | null;
  targetCityKinds?: readonly string[] | null;
  categoryIds?: readonly string[] | null;
  areaIds?: readonly string[] | null;
  fiscalYear?: string | number | null;
  budgetKind?: string | null;
  subsidyRateText?: string | null;
  amountText?: string | null;
  amountMax?: string | number | null;
  eligibleCosts?: string | null;
  targetText?: string | null;
  applicationStart?: string | null;
  applicationStartTime?: string | null;
  applicationEnd?: string | null;
  applicationEndTime?: string | null;
  url?: string | null;
  guidelineUrl?: string | null;
  contact?: string | null;
  attachments?: readonly (GrantAttachmentValues | null | undefined)[] | null;
}

export interface GrantAttachmentContent {
  kind: string;
  title: string;
  file: ListingFile;
}

/** Valid values as stored: texts trimmed (empty ones null), lists deduplicated, numbers parsed. */
export interface GrantContent {
  title: string;
  description: string;
  issuer: string;
  organization: string;
  ministry: string | null;
  applicantKinds: string[];
  targetBodies: string[];
  targetCityKinds: string[];
  categoryIds: string[];
  areaIds: string[];
  fiscalYear: number;
  budgetKind: string | null;
  subsidyRateText: string | null;
  subsidyRate: number | null;
  amountText: string | null;
  amountMax: number | null;
  eligibleCosts: string | null;
  targetText: string | null;
  applicationStart: string | null;
  applicationStartTime: string | null;
  applicationEnd: string | null;
  applicationEndTime: string | null;
  url: string | null;
  guidelineUrl: string | null;
  contact: string | null;
  attachments: GrantAttachmentContent[];
}

const max = (label: string, n: number) => `${label}は${n.toLocaleString('ja-JP')}文字以内で入力してください`;

export const GRANT_MESSAGES = {
  titleRequired: 'タイトルを入力してください',
  titleMax: max('タイトル', L.title),
  descriptionRequired: '概要を入力してください',
  descriptionMax: max('概要', L.description),
  issuerRequired: '実施機関を入力してください（例: 総務省）',
  issuerMax: max('実施機関', L.issuer),
  organizationRequired: '実施機関の区分を選択してください',
  unknownOption: '選択できない項目が含まれています',
  applicantKindsRequired: '対象を1つ以上選択してください',
  categoriesRequired: `カテゴリーを1つ以上、${MAX_CATEGORIES}つまで選択してください`,
  categoriesTooMany: `カテゴリーは${MAX_CATEGORIES}つまで選択できます`,
  areasRequired: '対象地域を1つ以上選択してください',
  fiscalYear: `年度は${L.fiscalYearMin}〜${L.fiscalYearMax}の西暦で入力してください（例: 2026）`,
  termTextMax: (label: string) => max(label, L.termText),
  longTextMax: (label: string) => max(label, L.longText),
  contactMax: max('問い合わせ先', L.contact),
  amountYen: `上限額（円）は0以上${L.amountYen.toLocaleString('ja-JP')}以下の整数で入力してください`,
  date: 'YYYY-MM-DD の形式で、実在する日付を入力してください',
  time: 'HH:MM（24時間表記）の形式で入力してください',
  timeWithoutDate: '時刻を入力するときは日付も入力してください',
  endBeforeStart: '公募締切は公募開始より後の日時にしてください',
  url: 'http:// または https:// で始まるURLを入力してください',
  urlMax: max('URL', L.url),
  attachmentsTooMany: `添付資料は${L.attachments}件まで登録できます`,
  attachmentTitle: '資料名を入力してください',
  attachmentTitleMax: max('資料名', L.attachmentTitle),
  attachmentKind: '資料の種類を選択してください',
  attachmentFile: 'PDFファイルを選択してください',
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const chars = (value: unknown): number => [...text(value)].length;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const TARGET_BODY_IDS = TARGET_BODIES.map((b) => b.id);

/** A number typed with or without separators (1,000,000 / １０００); NaN when not one. */
function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  const cleaned = text(value).normalize('NFKC').replace(/[,\s]/g, '');
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export type GrantErrors = Record<string, string>;

/** Every rule, one message per field (attachments per row: `attachments.N.title`); empty when valid. */
export function validateGrant(values: GrantValues, options: { submit: boolean }): GrantErrors {
  const { submit } = options;
  const errors: GrantErrors = {};
  const set = (field: string, message: string | undefined) => {
    if (message && !errors[field]) errors[field] = message;
  };
  const limit = (field: keyof GrantValues, n: number, message: string) => {
    if (chars(values[field]) > n) set(field, message);
  };
  const options_ = (field: keyof GrantValues, allowed: readonly string[]) => {
    if (list(values[field]).some((id) => typeof id !== 'string' || !allowed.includes(id))) {
      set(field, GRANT_MESSAGES.unknownOption);
    }
  };

  if (text(values.title) === '') set('title', GRANT_MESSAGES.titleRequired);
  limit('title', L.title, GRANT_MESSAGES.titleMax);
  if (submit && text(values.description) === '') set('description', GRANT_MESSAGES.descriptionRequired);
  limit('description', L.description, GRANT_MESSAGES.descriptionMax);
  if (submit && text(values.issuer) === '') set('issuer', GRANT_MESSAGES.issuerRequired);
  limit('issuer', L.issuer, GRANT_MESSAGES.issuerMax);

  const organization = text(values.organization);
  if (organization === '') {
    if (submit) set('organization', GRANT_MESSAGES.organizationRequired);
  } else if (!ORGANIZATION_IDS.includes(organization)) set('organization', GRANT_MESSAGES.unknownOption);
  const ministry = text(values.ministry);
  if (ministry !== '' && !MINISTRY_IDS.includes(ministry)) set('ministry', GRANT_MESSAGES.unknownOption);
  const budget = text(values.budgetKind);
  if (budget !== '' && !BUDGET_KIND_IDS.includes(budget)) set('budgetKind', GRANT_MESSAGES.unknownOption);

  options_('applicantKinds', APPLICANT_KIND_IDS);
  if (submit && list(values.applicantKinds).length === 0) set('applicantKinds', GRANT_MESSAGES.applicantKindsRequired);
  options_('targetBodies', TARGET_BODY_IDS);
  options_('targetCityKinds', CITY_KIND_IDS);
  const categories = list(values.categoryIds);
  if (new Set(categories).size > MAX_CATEGORIES) set('categoryIds', GRANT_MESSAGES.categoriesTooMany);
  options_('categoryIds', CATEGORY_IDS);
  if (submit && categories.length === 0) set('categoryIds', GRANT_MESSAGES.categoriesRequired);
  if (list(values.areaIds).some((id) => typeof id !== 'string' || !isKnownAreaId(id))) {
    set('areaIds', GRANT_MESSAGES.unknownOption);
  }
  if (submit && list(values.areaIds).length === 0) set('areaIds', GRANT_MESSAGES.areasRequired);

  if (submit || text(values.fiscalYear) !== '' || typeof values.fiscalYear === 'number') {
    const year = numberOf(values.fiscalYear);
    if (!Number.isInteger(year) || year < L.fiscalYearMin || year > L.fiscalYearMax) {
      set('fiscalYear', GRANT_MESSAGES.fiscalYear);
    }
  }
  limit('subsidyRateText', L.termText, GRANT_MESSAGES.termTextMax('補助率'));
  limit('amountText', L.termText, GRANT_MESSAGES.termTextMax('上限額'));
  if (text(values.amountMax) !== '' || typeof values.amountMax === 'number') {
    const yen = numberOf(values.amountMax);
    if (!Number.isInteger(yen) || yen < 0 || yen > L.amountYen) set('amountMax', GRANT_MESSAGES.amountYen);
  }
  limit('eligibleCosts', L.longText, GRANT_MESSAGES.longTextMax('対象経費'));
  limit('targetText', L.longText, GRANT_MESSAGES.longTextMax('対象事業・対象者'));
  limit('contact', L.contact, GRANT_MESSAGES.contactMax);

  validateWindow(values, set);

  for (const field of ['url', 'guidelineUrl'] as const) {
    const url = text(values[field]);
    if (url === '') continue;
    if (!URL_PATTERN.test(url)) set(field, GRANT_MESSAGES.url);
    else if (url.length > L.url) set(field, GRANT_MESSAGES.urlMax);
  }

  const attachments = list(values.attachments);
  if (attachments.length > L.attachments) set('attachments', GRANT_MESSAGES.attachmentsTooMany);
  attachments.slice(0, L.attachments).forEach((raw, i) => {
    const attachment = (raw ?? {}) as GrantAttachmentValues;
    const at = (name: string) => `attachments.${i}.${name}`;
    if (!ATTACHMENT_KIND_IDS.includes(text(attachment.kind))) set(at('kind'), GRANT_MESSAGES.attachmentKind);
    if (text(attachment.title) === '') set(at('title'), GRANT_MESSAGES.attachmentTitle);
    else if (chars(attachment.title) > L.attachmentTitle) set(at('title'), GRANT_MESSAGES.attachmentTitleMax);
    if (!isListingFile(attachment.file) || attachment.file.kind !== 'pdf')
      set(at('file'), GRANT_MESSAGES.attachmentFile);
  });
  return errors;
}

/** 公募期間: dates and times well formed, a time only with its date, the end not before the start. */
function validateWindow(values: GrantValues, set: (field: string, message: string | undefined) => void): void {
  const parts = (date: 'applicationStart' | 'applicationEnd', time: 'applicationStartTime' | 'applicationEndTime') => {
    const d = text(values[date]);
    const t = text(values[time]);
    if (d !== '' && !isCalendarDate(d)) set(date, GRANT_MESSAGES.date);
    if (t !== '' && !isClockTime(t)) set(time, GRANT_MESSAGES.time);
    else if (t !== '' && d === '') set(time, GRANT_MESSAGES.timeWithoutDate);
    return { d, t };
  };
  const start = parts('applicationStart', 'applicationStartTime');
  const end = parts('applicationEnd', 'applicationEndTime');
  if (start.d === '' || end.d === '' || !isCalendarDate(start.d) || !isCalendarDate(end.d)) return;
  const key = (p: { d: string; t: string }, fallback: string) => `${p.d} ${isClockTime(p.t) ? p.t : fallback}`;
  if (key(end, '23:59') < key(start, '00:00')) set('applicationEnd', GRANT_MESSAGES.endBeforeStart);
}

/** Valid values as stored. A blank 上限額（円） or 補助率 is read from its text, as written. */
export function normalizeGrant(values: GrantValues, now: Date): GrantContent {
  const orNull = (value: unknown) => text(value) || null;
  const ids = (value: unknown) => [...new Set(list(value).filter((v): v is string => typeof v === 'string'))];
  const amountText = orNull(values.amountText);
  const subsidyRateText = orNull(values.subsidyRateText);
  const yen = text(values.amountMax) === '' && typeof values.amountMax !== 'number' ? null : numberOf(values.amountMax);
  const year = numberOf(values.fiscalYear);
  return {
    title: text(values.title),
    description: text(values.description),
    issuer: text(values.issuer),
    organization: text(values.organization) || 'national',
    ministry: orNull(values.ministry),
    applicantKinds: APPLICANT_KIND_IDS.filter((id) => ids(values.applicantKinds).includes(id)),
    targetBodies: ids(values.targetBodies),
    targetCityKinds: ids(values.targetCityKinds),
    categoryIds: ids(values.categoryIds).sort(),
    areaIds: ids(values.areaIds).sort(),
    fiscalYear: Number.isInteger(year) ? year : fiscalYearAt(now),
    budgetKind: orNull(values.budgetKind),
    subsidyRateText,
    subsidyRate: parseSubsidyRate(subsidyRateText),
    amountText,
    amountMax: yen ?? parseAmountYen(amountText),
    eligibleCosts: orNull(values.eligibleCosts),
    targetText: orNull(values.targetText),
    applicationStart: orNull(values.applicationStart),
    applicationStartTime: orNull(values.applicationStartTime),
    applicationEnd: orNull(values.applicationEnd),
    applicationEndTime: orNull(values.applicationEndTime),
    url: orNull(values.url),
    guidelineUrl: orNull(values.guidelineUrl),
    contact: orNull(values.contact),
    attachments: list(values.attachments)
      .slice(0, L.attachments)
      .map((raw) => raw as GrantAttachmentValues)
      .filter((a) => isListingFile(a.file))
      .map((a) => ({ kind: text(a.kind), title: text(a.title), file: a.file as ListingFile })),
  };
}
