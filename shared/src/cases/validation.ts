/**
 * The rules of a case study (導入事例) as the operator's form, the server's editor service and the
 * importers run them. The municipality is a code from the municipality master, never a name typed
 * in (the server checks that the code exists); costs and KPIs follow ./figures.ts. A draft needs
 * only its title within the limits; publishing applies every rule.
 */
import { MAX_CATEGORIES } from '../constants';
import { IMAGE_KINDS, isListingFile, type ListingFile } from '../listings/validation';
import { CATEGORY_IDS } from '../reference/categories';
import { isRecordId } from '../record-id';
import { fiscalYearAt } from '../japan-time';
import { normalizeCaseFigures, validateCaseFigures, type CaseFigures, type CaseFiguresValues } from './figures';

export interface CaseImageValues {
  /** An uploaded image (POST /api/uploads?purpose=image). */
  file?: { key: string; name: string; kind: string } | null;
  /** 代替テキスト: what the image shows, for those who cannot see it. */
  alt?: string | null;
}

export interface CaseValues extends CaseFiguresValues {
  title?: string | null;
  summary?: string | null;
  municipalityCode?: string | null;
  organizationName?: string | null;
  categoryIds?: readonly string[] | null;
  fiscalYear?: string | number | null;
  solutionId?: string | null;
  solutionName?: string | null;
  vendorName?: string | null;
  background?: string | null;
  approach?: string | null;
  outcome?: string | null;
  grantIds?: readonly string[] | null;
  images?: readonly (CaseImageValues | null | undefined)[] | null;
}

export interface CaseImageContent {
  file: ListingFile;
  alt: string;
}

export interface CaseContent extends CaseFigures {
  title: string;
  summary: string;
  municipalityCode: string | null;
  organizationName: string;
  categoryIds: string[];
  fiscalYear: number;
  solutionId: number | null;
  solutionName: string | null;
  vendorName: string | null;
  background: string;
  approach: string;
  outcome: string;
  grantIds: number[];
  images: CaseImageContent[];
}

export const CASE_LIMITS = {
  title: 128,
  summary: 2_000,
  organizationName: 128,
  solutionName: 128,
  vendorName: 128,
  body: 10_000,
  grants: 10,
  images: 10,
  alt: 120,
  fiscalYearMin: 2000,
  fiscalYearMax: 2100,
} as const;
const L = CASE_LIMITS;

export const CASE_FIELD_LABELS = {
  title: 'タイトル',
  summary: '概要',
  municipalityCode: '自治体',
  organizationName: '実施主体名',
  categoryIds: 'カテゴリー',
  fiscalYear: '年度',
  solutionId: '導入したソリューション（掲載中）',
  solutionName: '導入したソリューション・製品名',
  vendorName: '提供事業者',
  background: '導入前の課題',
  approach: '取り組み内容',
  outcome: '導入の効果',
  initialCost: '導入費用',
  annualCost: '年間費用',
  subsidyAmount: '補助金充当額',
  periodMonths: '導入期間',
  kpis: '効果指標',
  grantIds: '活用した補助金',
  images: '画像',
} as const;
export type CaseField = keyof typeof CASE_FIELD_LABELS;

const max = (label: string, n: number) => `${label}は${n.toLocaleString('ja-JP')}文字以内で入力してください`;

export const CASE_MESSAGES = {
  titleRequired: 'タイトルを入力してください',
  titleMax: max('タイトル', L.title),
  summaryRequired: '概要を入力してください',
  summaryMax: max('概要', L.summary),
  municipalityRequired: '自治体を一覧から選択してください',
  municipalityUnknown: '自治体が見つかりません。一覧から選択し直してください',
  organizationNameRequired: '実施主体名を入力してください（例: 〇〇市 総務部）',
  organizationNameMax: max('実施主体名', L.organizationName),
  categoriesRequired: `カテゴリーを1つ以上、${MAX_CATEGORIES}つまで選択してください`,
  categoriesTooMany: `カテゴリーは${MAX_CATEGORIES}つまで選択できます`,
  unknownOption: '選択できない項目が含まれています',
  fiscalYear: `年度は${L.fiscalYearMin}〜${L.fiscalYearMax}の西暦で入力してください（例: 2025）`,
  solutionUnknown: 'ソリューションが見つかりません。一覧から選択し直してください',
  solutionNameMax: max('ソリューション・製品名', L.solutionName),
  vendorNameMax: max('提供事業者', L.vendorName),
  bodyRequired: (label: string) => `${label}を入力してください`,
  bodyMax: (label: string) => max(label, L.body),
  grantsTooMany: `活用した補助金は${L.grants}件まで登録できます`,
  grantUnknown: '補助金・交付金が見つかりません。一覧から選択し直してください',
  imagesTooMany: `画像は${L.images}枚まで登録できます`,
  imageFile: '画像はjpeg・png・webp・svg形式のファイルを選択してください',
  altRequired: '画像の説明（代替テキスト）を入力してください',
  altMax: max('画像の説明', L.alt),
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const chars = (value: unknown): number => [...text(value)].length;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export type CaseErrors = Record<string, string>;

/** Every rule, one message per field (`images.N.alt`, `kpis[N].label`); empty when valid. */
export function validateCase(values: CaseValues, options: { submit: boolean }): CaseErrors {
  const { submit } = options;
  const errors: CaseErrors = {};
  const set = (field: string, message: string | undefined) => {
    if (message && !errors[field]) errors[field] = message;
  };
  const limit = (field: keyof CaseValues, n: number, message: string) => {
    if (chars(values[field]) > n) set(field, message);
  };

  if (text(values.title) === '') set('title', CASE_MESSAGES.titleRequired);
  limit('title', L.title, CASE_MESSAGES.titleMax);
  if (submit && text(values.summary) === '') set('summary', CASE_MESSAGES.summaryRequired);
  limit('summary', L.summary, CASE_MESSAGES.summaryMax);

  const code = text(values.municipalityCode);
  if (code === '') {
    if (submit) set('municipalityCode', CASE_MESSAGES.municipalityRequired);
  } else if (!/^\d{6}$/.test(code)) set('municipalityCode', CASE_MESSAGES.municipalityUnknown);
  if (submit && text(values.organizationName) === '') set('organizationName', CASE_MESSAGES.organizationNameRequired);
  limit('organizationName', L.organizationName, CASE_MESSAGES.organizationNameMax);

  const categories = list(values.categoryIds);
  if (new Set(categories).size > MAX_CATEGORIES) set('categoryIds', CASE_MESSAGES.categoriesTooMany);
  if (categories.some((id) => typeof id !== 'string' || !CATEGORY_IDS.includes(id))) {
    set('categoryIds', CASE_MESSAGES.unknownOption);
  }
  if (submit && categories.length === 0) set('categoryIds', CASE_MESSAGES.categoriesRequired);

  const yearText = typeof values.fiscalYear === 'number' ? String(values.fiscalYear) : text(values.fiscalYear);
  if (submit || yearText !== '') {
    const year = /^\d{4}$/.test(yearText.normalize('NFKC')) ? Number(yearText.normalize('NFKC')) : Number.NaN;
    if (!(year >= L.fiscalYearMin && year <= L.fiscalYearMax)) set('fiscalYear', CASE_MESSAGES.fiscalYear);
  }

  const solutionId = text(values.solutionId);
  if (solutionId !== '' && !isRecordId(solutionId)) set('solutionId', CASE_MESSAGES.solutionUnknown);
  limit('solutionName', L.solutionName, CASE_MESSAGES.solutionNameMax);
  limit('vendorName', L.vendorName, CASE_MESSAGES.vendorNameMax);

  for (const field of ['background', 'approach', 'outcome'] as const) {
    const label = { background: '導入前の課題', approach: '取り組み内容', outcome: '導入の効果' }[field];
    if (submit && text(values[field]) === '') set(field, CASE_MESSAGES.bodyRequired(label));
    limit(field, L.body, CASE_MESSAGES.bodyMax(label));
  }

  for (const [field, message] of Object.entries(validateCaseFigures(values))) set(field, message);

  const grants = list(values.grantIds);
  if (new Set(grants).size > L.grants) set('grantIds', CASE_MESSAGES.grantsTooMany);
  else if (grants.some((id) => typeof id !== 'string' || !isRecordId(id.trim()))) {
    set('grantIds', CASE_MESSAGES.grantUnknown);
  }

  const images = list(values.images);
  if (images.length > L.images) set('images', CASE_MESSAGES.imagesTooMany);
  images.slice(0, L.images).forEach((raw, i) => {
    const image = (raw ?? {}) as CaseImageValues;
    const at = (name: string) => `images.${i}.${name}`;
    if (!isListingFile(image.file) || !IMAGE_KINDS.includes(image.file.kind)) set(at('file'), CASE_MESSAGES.imageFile);
    if (text(image.alt) === '') set(at('alt'), CASE_MESSAGES.altRequired);
    else if (chars(image.alt) > L.alt) set(at('alt'), CASE_MESSAGES.altMax);
  });
  return errors;
}

/** Valid values as stored. */
export function normalizeCase(values: CaseValues, now: Date): CaseContent {
  const orNull = (value: unknown) => text(value) || null;
  const yearText = (
    typeof values.fiscalYear === 'number' ? String(values.fiscalYear) : text(values.fiscalYear)
  ).normalize('NFKC');
  const solutionId = text(values.solutionId);
  return {
    ...normalizeCaseFigures(values),
    title: text(values.title),
    summary: text(values.summary),
    municipalityCode: orNull(values.municipalityCode),
    organizationName: text(values.organizationName),
    categoryIds: [...new Set(list(values.categoryIds).filter((v): v is string => typeof v === 'string'))].sort(),
    fiscalYear: /^\d{4}$/.test(yearText) ? Number(yearText) : fiscalYearAt(now),
    solutionId: isRecordId(solutionId) ? Number(solutionId) : null,
    solutionName: orNull(values.solutionName),
    vendorName: orNull(values.vendorName),
    background: text(values.background),
    approach: text(values.approach),
    outcome: text(values.outcome),
    grantIds: [
      ...new Set(
        list(values.grantIds)
          .map((id) => (typeof id === 'string' && isRecordId(id.trim()) ? Number(id.trim()) : null))
          .filter((id): id is number => id !== null),
      ),
    ],
    images: list(values.images)
      .slice(0, L.images)
      .map((raw) => raw as CaseImageValues)
      .filter((image) => isListingFile(image.file))
      .map((image) => ({ file: image.file as ListingFile, alt: text(image.alt) })),
  };
}
