/**
 * What the case proposal suites share: companies (approved A and B, pending C) with listings,
 * their vendors as callers, and complete proposal values, on the editorial fixture's database.
 */
import { randomBytes } from 'node:crypto';
import type { CaseProposalValues } from '@portal/shared/cases/proposal';
import type { Caller } from '../../auth/caller';
import { callerOf, viewerOf } from '../../test/callers';
import { Company } from '../company/company.entity';
import type { EditorialFixture } from '../editorial/editorial.test-support';
import type { UserProfile } from '../profile/profile.entity';
import { Solution } from '../solution/solution.entity';

export interface VendorCompany {
  id: number;
  name: string;
  vendor: Caller;
  /** A published listing of the company. */
  listing: number;
}

async function company(fx: EditorialFixture, name: string, status: 'approved' | 'pending'): Promise<VendorCompany> {
  const saved = await fx.dataSource.getRepository(Company).save({ name, address: '東京都千代田区', status });
  const listing = await solution(fx, saved.id, `${name}の窓口予約`, 'published');
  const uid = `vendor-${saved.id}`;
  const profile = { uid, email: `${uid}@vendor.example.jp`, companyId: saved.id } as UserProfile;
  const vendor = callerOf(viewerOf(uid, profile.email), 'vendor', profile);
  return { id: saved.id, name, vendor, listing };
}

export async function solution(
  fx: EditorialFixture,
  companyId: number,
  title: string,
  status: 'published' | 'draft',
): Promise<number> {
  const saved = await fx.dataSource.getRepository(Solution).save({
    uid: randomBytes(12).toString('base64url'),
    companyId,
    title,
    description: '窓口の予約と呼び出しをまとめて扱えるサービスです。',
    targetCityKinds: [],
    targetPopulationBands: [],
    detailItems: ['予約'],
    titleItems: [],
    explainItems: [],
    offices: [],
    imageKeys: [],
    status,
    fiscalYear: 2025,
    publishedAt: status === 'published' ? new Date('2026-01-05T00:00:00Z') : null,
  });
  return saved.id;
}

export async function vendorCompanies(fx: EditorialFixture) {
  return {
    a: await company(fx, '株式会社エー', 'approved'),
    b: await company(fx, '株式会社ビー', 'approved'),
    pending: await company(fx, '株式会社シー', 'pending'),
  };
}

/** Municipal staff whose municipality an operator confirmed (municipal-membership.ts). */
export function municipalStaff(uid: string, code: string | null): Caller {
  const email = `${uid}@city.example.lg.jp`;
  const profile = {
    uid,
    email,
    isMunicipality: true,
    municipalityCode: code,
    confirmedMunicipalityCode: code,
    municipalityConfirmedEmail: code ? email : null,
  } as UserProfile;
  return callerOf(viewerOf(uid, email), 'municipal', profile);
}

export function proposalValues(solutionId: number, overrides: Partial<CaseProposalValues> = {}): CaseProposalValues {
  return {
    title: '窓口のオンライン予約で待ち時間を半減',
    summary: '住民票の窓口にオンライン予約を入れ、待ち時間を短くした。',
    municipality: '戸田市',
    organizationName: '戸田市 市民課',
    categoryIds: ['08'],
    fiscalYear: '2025',
    solutionId: String(solutionId),
    background: '繁忙期は1時間以上待つ方がいた。',
    approach: 'オンライン予約と呼び出し表示を導入した。',
    outcome: '平均待ち時間が半分になった。',
    initialCost: '3,000,000',
    annualCost: '',
    subsidyAmount: '',
    periodMonths: '6',
    kpis: [{ label: '平均待ち時間', before: '40', after: '20', unit: '分' }],
    grantIds: [],
    images: [],
    consent: true,
    ...overrides,
  };
}
