/**
 * Plain records the demo and benchmark seeders insert. Generators produce them
 * deterministically from a seed, so seeding is repeatable and idempotent.
 */
import type { SeedCaseFigures } from './case-figures';
export interface SeedMunicipality {
  /** 全国地方公共団体コード, 6 digits, e.g. '011002' for 札幌市. */
  code: string;
  name: string;
  /** '101'–'147' (JIS prefecture code + 100). */
  prefectureId: string;
  /** City kind id: designated | core | city | special-ward | town | village. */
  kind: string;
  population: number;
}

export interface SeedCompany {
  /** Stable key other records refer to. */
  key: string;
  name: string;
  corporateNumber: string | null;
  address: string;
  url: string;
  description: string;
  /** Where document requests for the vendor are mailed. */
  contactEmail: string | null;
}

export interface SeedOffice {
  officeName: string;
  address: string;
}

export interface SeedSolution extends SeedSolutionTerms {
  companyKey: string;
  /** The service (topic) the listing is about; not stored, it decides what links to it. */
  subject: string;
  title: string;
  description: string;
  categoryIds: string[];
  /** 'sot7sgo06', prefecture ids or regional group ids. */
  areaIds: string[];
  targetCityKinds: string[];
  targetPopulationBands: string[];
  detailItems: string[];
  titleItems: string[];
  explainItems: string[];
  offices: SeedOffice[];
  videoUrl: string | null;
  publishedAt: Date;
}

/** A listing's price and certification fields. */
export interface SeedSolutionTerms {
  priceText: string;
  initialCost: number | null;
  annualCost: number | null;
  pricingUnit: string;
  freeTrial: string;
  supportHours: string | null;
  deliveryPeriod: string | null;
  certifications: string[];
}

export interface SeedGrant {
  /** The service (topic) the programme is mainly about; not stored. */
  subject: string;
  /** Every service the programme funds, as its title allows (its target text names them); not stored. */
  services: readonly string[];
  title: string;
  description: string;
  issuer: string;
  /** Organization id: national | prefecture | municipality | regional-union | agency | private. */
  organization: string;
  categoryIds: string[];
  areaIds: string[];
  targetCityKinds: string[];
  fiscalYear: number;
  amountText: string;
  amountMax: number | null;
  subsidyRateText: string;
  subsidyRate: number | null;
  /** Ministry id (shared MINISTRIES) of national and agency programmes. */
  ministry: string | null;
  targetBodies: string[];
  eligibleCosts: string;
  targetText: string;
  applicationStart: string;
  /** Null: accepted all year round (通年・随時). */
  applicationEnd: string | null;
  url: string;
  guidelineUrl: string;
  publishedAt: Date;
  /** Listings it names as eligible, by position in the solutions, with a note on the 対象経費. */
  eligible?: { solution: number; note: string }[];
}

export interface SeedCase {
  /** The service (topic) the municipality introduced; not stored. */
  subject: string;
  title: string;
  summary: string;
  /** Null when a prefecture or a union implemented it. */
  municipalityCode: string | null;
  organization: string;
  organizationName: string;
  categoryIds: string[];
  areaIds: string[];
  fiscalYear: number;
  solutionName: string;
  vendorName: string;
  background: string;
  approach: string;
  outcome: string;
  publishedAt: Date;
  /** 導入費用・効果 (most cases publish some). */
  figures?: SeedCaseFigures;
  /** The listing the case introduced, by position in the solutions; null: a vendor not listed. */
  solution?: number | null;
  /** The grants that funded it, by position in the grants. */
  grants?: number[];
}

export interface CorpusSizes {
  companies: number;
  solutions: number;
  grants: number;
  cases: number;
}

/** The subject matter of one category (topics.ts). */
export interface Topic {
  /** What a vendor sells or a town introduced, e.g. 書かない窓口システム. */
  service: string;
  /** The municipal problem it answers, as a clause. */
  problem: string;
  /** Concrete features, each at most 60 characters (a listing's detail item). */
  features: readonly string[];
  /** A typical measured result, as a sentence without the full stop. */
  effect: string;
}

export interface CategoryTopics {
  categoryId: string;
  topics: readonly Topic[];
  grantPrograms: readonly string[];
}
