/**
 * Price and certification fields for generated listings. Every listing states all of them, as a
 * listing worth comparing does: the comparison would otherwise read mostly 「未記載」. The plan is
 * the one the listing's random stream draws; the amounts within it and the other fields come
 * from a hash of the title, so they vary between listings without touching the random stream.
 * What the listing's own text promises (ISMAP, LGWAN, a free trial, support hours, time to start)
 * is what its fields say, and the price note states exactly the amounts.
 */
import type { SeedSolutionTerms } from './types';

type Amounts = Pick<SeedSolutionTerms, 'priceText' | 'initialCost' | 'annualCost' | 'pricingUnit'>;

const MAN = 10_000;

/** A price plan: its amounts from a few hash bits, the note written from those amounts. */
interface PricePlan {
  pricingUnit: string;
  of(bits: number): Amounts;
}

const choose = <T>(items: readonly T[], bits: number): T => items[bits % items.length]!;

function plan(pricingUnit: string, make: (bits: number) => Omit<Amounts, 'pricingUnit'>): PricePlan {
  return { pricingUnit, of: (bits) => ({ ...make(bits), pricingUnit }) };
}

/** The plans a listing's random stream picks from (their count and order are part of the stream). */
export const PRICE_PLANS: readonly PricePlan[] = [
  plan('per_organisation', (bits) => {
    const initial = choose([20, 30, 50, 80], bits);
    const monthly = choose([2, 3, 5, 8], bits >>> 2);
    return {
      priceText: `初期費用 ${initial}万円〜／月額 ${monthly}万円〜`,
      initialCost: initial * MAN,
      annualCost: monthly * 12 * MAN,
    };
  }),
  plan('per_organisation', (bits) => {
    const initial = choose([50, 100, 150, 200, 300], bits);
    const yearly = choose([60, 120, 180, 240], bits >>> 3);
    return {
      priceText: `初期費用 ${initial}万円〜／年額 ${yearly}万円〜`,
      initialCost: initial * MAN,
      annualCost: yearly * MAN,
    };
  }),
  plan('per_resident', (bits) => {
    const initial = choose([10, 30, 50], bits);
    const monthly = choose([3, 5, 8], bits >>> 2);
    return {
      priceText: `初期費用 ${initial}万円／月額 ${monthly}万円〜（人口規模により変動）`,
      initialCost: initial * MAN,
      annualCost: monthly * 12 * MAN,
    };
  }),
  plan('quotation', (bits) => {
    const initial = choose([150, 200, 300, 500], bits);
    const yearly = choose([100, 150, 240], bits >>> 2);
    return {
      priceText: `個別見積（標準構成の目安：初期費用 ${initial}万円／年額 ${yearly}万円）`,
      initialCost: initial * MAN,
      annualCost: yearly * MAN,
    };
  }),
  plan('per_seat', (bits) => {
    const monthly = choose([4, 6, 8, 10], bits);
    return { priceText: `初期費用無料／月額 ${monthly}万円〜`, initialCost: 0, annualCost: monthly * 12 * MAN };
  }),
];

/** Support hours; the first is what a listing promising 「平日9時から18時」 states. */
export const SUPPORT_HOURS = ['平日 9:00〜18:00（電話・メール）', '平日 8:30〜17:15', '24時間365日（障害受付）'];
const DELIVERY = ['契約から約1か月', '契約から2〜3か月', '最短2週間', '要相談（規模により3〜6か月）'];
const CERTIFICATION_SETS = [
  ['ismap', 'isms'],
  ['isms', 'pmark'],
  ['lgwan_asp', 'isms'],
  ['pmark'],
  ['isms'],
  ['ismap', 'isms', 'pmark', 'lgwan_asp'],
];
const TRIALS = ['yes', 'no'];

/** What a listing's text says that its fields must repeat. */
export const TEXT_PROMISES = {
  ismap: 'ISMAP',
  lgwan: 'LGWAN接続系からも利用できます',
  trial: '無料トライアル',
  weekdayHours: '平日9時から18時',
  oneMonth: '最短1か月',
  twoToThreeMonths: '平均2〜3か月',
} as const;

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** `text`: everything the listing says about itself (description and explanations). */
export function solutionTerms(title: string, planIndex: number, text: string): SeedSolutionTerms {
  const h = hash(title);
  const says = (promise: keyof typeof TEXT_PROMISES) => text.includes(TEXT_PROMISES[promise]);
  const certifications = new Set(CERTIFICATION_SETS[(h >>> 12) % CERTIFICATION_SETS.length]!);
  if (says('ismap')) certifications.add('ismap');
  if (says('lgwan')) certifications.add('lgwan_asp');
  const delivery =
    says('oneMonth') && says('twoToThreeMonths')
      ? '契約から2〜3か月（最短1か月）'
      : says('oneMonth')
        ? DELIVERY[0]!
        : says('twoToThreeMonths')
          ? DELIVERY[1]!
          : DELIVERY[(h >>> 9) % DELIVERY.length]!;
  return {
    ...PRICE_PLANS[planIndex % PRICE_PLANS.length]!.of(h >>> 16),
    freeTrial: says('trial') ? 'yes' : TRIALS[(h >>> 3) % TRIALS.length]!,
    supportHours: says('weekdayHours') ? SUPPORT_HOURS[0]! : SUPPORT_HOURS[(h >>> 6) % SUPPORT_HOURS.length]!,
    deliveryPeriod: delivery,
    certifications: ['ismap', 'isms', 'pmark', 'lgwan_asp'].filter((id) => certifications.has(id)),
  };
}
