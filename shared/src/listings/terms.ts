/**
 * A listing's price and certification fields: what a municipality compares before a
 * 決裁. Every field may stay empty; the editor and the server run the same rules. Costs are typed
 * as text in the form and kept as whole yen.
 */
import { formatYen } from '../search/grant-terms';

export const PRICING_UNITS = {
  per_organisation: '1団体あたり',
  per_resident: '住民1人あたり',
  per_seat: '1ユーザー（ID）あたり',
  per_device: '1台（端末）あたり',
  per_facility: '1施設あたり',
  per_use: '1件（1回）あたり',
  quotation: '個別見積',
} as const;
export type PricingUnit = keyof typeof PRICING_UNITS;

export const FREE_TRIAL_LABELS = { yes: 'あり', no: 'なし', unknown: '未記載' } as const;
export type FreeTrial = keyof typeof FREE_TRIAL_LABELS;

export const CERTIFICATIONS = {
  ismap: 'ISMAP',
  isms: 'ISMS（ISO/IEC 27001）',
  pmark: 'プライバシーマーク',
  lgwan_asp: 'LGWAN-ASP',
} as const;
export type Certification = keyof typeof CERTIFICATIONS;
export const CERTIFICATION_IDS = Object.keys(CERTIFICATIONS) as Certification[];

export const TERMS_LIMITS = { priceText: 200, supportHours: 100, deliveryPeriod: 100, costYen: 2_000_000_000 } as const;

export const TERMS_MESSAGES = {
  initialCost: '初期費用は20億円以下の金額を半角数字（円）で入力してください',
  annualCost: '年額費用は20億円以下の金額を半角数字（円）で入力してください',
  pricingUnit: '料金の単位を一覧から選択してください',
  freeTrial: '無料トライアルは「あり」「なし」「未記載」から選択してください',
  priceText: `価格の補足は${TERMS_LIMITS.priceText}文字以内で入力してください`,
  supportHours: `サポート対応時間は${TERMS_LIMITS.supportHours}文字以内で入力してください`,
  deliveryPeriod: `導入・納品までの期間は${TERMS_LIMITS.deliveryPeriod}文字以内で入力してください`,
  certifications: '選択できない認証・登録が含まれています',
} as const;

/** The editor's values for the terms: costs as typed, everything optional. */
export interface ListingTermsValues {
  initialCost: string;
  annualCost: string;
  pricingUnit: string;
  freeTrial: string;
  priceText: string;
  supportHours: string;
  deliveryPeriod: string;
  certifications: string[];
}

export const EMPTY_TERMS: ListingTermsValues = {
  initialCost: '',
  annualCost: '',
  pricingUnit: '',
  freeTrial: 'unknown',
  priceText: '',
  supportHours: '',
  deliveryPeriod: '',
  certifications: [],
};

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Yen as typed: full-width digits, commas and a trailing 円 are accepted because that is how
 * Japanese staff write amounts. '' is no amount (null); anything else unreadable is undefined.
 */
export function parseCostYen(value: unknown): number | null | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  const text = trimmed(value)
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[,，]/g, '')
    .replace(/円$/, '');
  if (text === '') return null;
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const yen = Number(text);
  return yen <= TERMS_LIMITS.costYen ? yen : undefined;
}

export const isPricingUnit = (value: unknown): value is PricingUnit =>
  typeof value === 'string' && Object.hasOwn(PRICING_UNITS, value);
export const isFreeTrial = (value: unknown): value is FreeTrial =>
  typeof value === 'string' && Object.hasOwn(FREE_TRIAL_LABELS, value);

/** One message per field; empty fields are always fine. */
export function validateListingTerms(values: Partial<ListingTermsValues>): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  if (parseCostYen(values.initialCost) === undefined) errors.initialCost = TERMS_MESSAGES.initialCost;
  if (parseCostYen(values.annualCost) === undefined) errors.annualCost = TERMS_MESSAGES.annualCost;
  const unit = trimmed(values.pricingUnit);
  if (unit !== '' && !isPricingUnit(unit)) errors.pricingUnit = TERMS_MESSAGES.pricingUnit;
  const trial = values.freeTrial ?? 'unknown';
  if (!isFreeTrial(trial)) errors.freeTrial = TERMS_MESSAGES.freeTrial;
  for (const field of ['priceText', 'supportHours', 'deliveryPeriod'] as const) {
    if ([...trimmed(values[field])].length > TERMS_LIMITS[field]) errors[field] = TERMS_MESSAGES[field];
  }
  const certifications = values.certifications ?? [];
  if (
    !Array.isArray(certifications) ||
    certifications.length > CERTIFICATION_IDS.length ||
    certifications.some((id) => !(CERTIFICATION_IDS as string[]).includes(id))
  ) {
    errors.certifications = TERMS_MESSAGES.certifications;
  }
  return errors;
}

export const TERM_LABELS = {
  pricingUnit: '料金の単位',
  initialCost: '初期費用',
  annualCost: '年額費用',
  priceText: '価格の目安',
  freeTrial: '無料トライアル',
  supportHours: 'サポート対応時間',
  deliveryPeriod: '導入・納品までの期間',
  certifications: 'セキュリティ認証・登録',
} as const satisfies Record<keyof ListingTermsValues, string>;

const yen = (value: unknown): string | null => {
  const amount = parseCostYen(value);
  return typeof amount === 'number' ? formatYen(amount) : null;
};

/**
 * The fields as people read them (labels, amounts with 円), null where nothing is stated:
 * one wording for the detail page, the review diff and the editor's preview.
 */
export function describeTerms(
  values: Partial<Record<keyof ListingTermsValues, unknown>>,
): Record<keyof ListingTermsValues, string | null> {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  const certifications = Array.isArray(values.certifications) ? values.certifications : [];
  const names = certifications.flatMap((id) =>
    Object.hasOwn(CERTIFICATIONS, id) ? [CERTIFICATIONS[id as Certification]] : [],
  );
  return {
    pricingUnit: isPricingUnit(values.pricingUnit) ? PRICING_UNITS[values.pricingUnit] : null,
    initialCost: yen(values.initialCost),
    annualCost: yen(values.annualCost),
    priceText: text(values.priceText),
    freeTrial: values.freeTrial === 'yes' || values.freeTrial === 'no' ? FREE_TRIAL_LABELS[values.freeTrial] : null,
    supportHours: text(values.supportHours),
    deliveryPeriod: text(values.deliveryPeriod),
    certifications: names.length > 0 ? names.join('、') : null,
  };
}
