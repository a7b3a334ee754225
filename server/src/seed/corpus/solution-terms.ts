/**
 * Price and certification fields for generated listings (issue 22). Chosen from a hash of the
 * title rather than the corpus's random stream, so adding them did not change any other
 * generated record. About a third of listings leave the amounts empty, as real ones do.
 */
import type { SeedSolutionTerms } from './types';

/** The price note and the numbers it states. */
export const PRICE_PLANS: readonly Omit<
  SeedSolutionTerms,
  'freeTrial' | 'supportHours' | 'deliveryPeriod' | 'certifications'
>[] = [
  {
    priceText: '初期費用 30万円〜／月額 3万円〜',
    initialCost: 300_000,
    annualCost: 360_000,
    pricingUnit: 'per_organisation',
  },
  {
    priceText: '初期費用 100万円〜／年額 120万円〜',
    initialCost: 1_000_000,
    annualCost: 1_200_000,
    pricingUnit: 'per_organisation',
  },
  {
    priceText: '月額 5万円〜（人口規模により変動）',
    initialCost: null,
    annualCost: 600_000,
    pricingUnit: 'per_resident',
  },
  { priceText: '個別見積り（まずはご相談ください）', initialCost: null, annualCost: null, pricingUnit: 'quotation' },
  { priceText: '初期費用無料／月額 8万円〜', initialCost: 0, annualCost: 960_000, pricingUnit: 'per_seat' },
];

const SUPPORT_HOURS = ['平日 9:00〜18:00（電話・メール）', '平日 8:30〜17:15', '24時間365日（障害受付）', null];
const DELIVERY = ['契約から約1か月', '契約から2〜3か月', '最短2週間', '要相談（規模により3〜6か月）', null];
const CERTIFICATION_SETS = [
  ['ismap', 'isms'],
  ['isms', 'pmark'],
  ['lgwan_asp', 'isms'],
  ['pmark'],
  [],
  ['ismap', 'isms', 'pmark', 'lgwan_asp'],
];
const TRIALS = ['yes', 'no', 'unknown'];

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export function solutionTerms(title: string, planIndex: number): SeedSolutionTerms {
  const h = hash(title);
  const plan = PRICE_PLANS[planIndex % PRICE_PLANS.length]!;
  const amounts = h % 3 === 0 ? { initialCost: null, annualCost: null } : {};
  return {
    ...plan,
    ...amounts,
    freeTrial: TRIALS[(h >>> 3) % TRIALS.length]!,
    supportHours: SUPPORT_HOURS[(h >>> 6) % SUPPORT_HOURS.length]!,
    deliveryPeriod: DELIVERY[(h >>> 9) % DELIVERY.length]!,
    certifications: CERTIFICATION_SETS[(h >>> 12) % CERTIFICATION_SETS.length]!,
  };
}
