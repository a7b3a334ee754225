/**
 * What the grant and case editor tests share: a migrated database with the reference data, the
 * in-process search on it, a local file store, operator and other callers, a PDF or an image
 * uploaded by a caller, and complete form values.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { CaseValues } from '@portal/shared/cases/validation';
import type { GrantValues } from '@portal/shared/grants/validation';
import type { DataSource } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { openDatabase } from '../../db/data-source';
import { AppError } from '../../lib/app-error';
import { LocalStorage } from '../../storage/local-storage';
import { callerOf, viewerOf } from '../../test/callers';
import type { DatabaseKind, TestDatabase } from '../../test/databases';
import { createDatabaseIn } from '../../test/templates';
import { ENTITIES } from '../entities';
import { ownerOf } from '../listing/listing-uploads';
import { PDF } from '../listing/listing.test-support';
import { loadSearch, type InProcessSearch } from '../sections';
import { fileKey } from '../solution/file-urls';

export interface EditorialFixture {
  database: TestDatabase;
  dataSource: DataSource;
  search: InProcessSearch;
  storage: LocalStorage;
  operator: Caller;
  callers: Record<'anonymous' | 'member' | 'municipal' | 'vendor', Caller>;
  close(): Promise<void>;
}

export async function editorialFixture(kind: DatabaseKind): Promise<EditorialFixture> {
  const database = await createDatabaseIn(kind, 'reference');
  const dataSource = await openDatabase({ url: database.url, sqlitePath: database.sqlitePath }, ENTITIES);
  const search = await loadSearch(dataSource);
  const storage = new LocalStorage(path.join(database.dataDir, 'files'));
  const other = (uid: string, role: Caller['role']) => callerOf(viewerOf(uid, `${uid}@example.jp`), role);
  return {
    database,
    dataSource,
    search,
    storage,
    operator: callerOf(viewerOf('operator-1', 'operator@provider.example.jp'), 'operator'),
    callers: {
      anonymous: callerOf(null, 'anonymous'),
      member: other('member-1', 'member'),
      municipal: other('municipal-1', 'municipal'),
      vendor: other('vendor-1', 'vendor'),
    },
    async close() {
      search.stop();
      await dataSource.destroy();
      await database.drop();
    },
  };
}

/** A file as POST /api/uploads stores it for `uid`. */
export async function uploaded(storage: LocalStorage, uid: string, kind: 'pdf' | 'png', name: string) {
  const key = fileKey(ownerOf(uid), randomBytes(12).toString('hex'), kind);
  await storage.put(key, PDF, kind === 'pdf' ? 'application/pdf' : 'image/png');
  return { key, name, kind };
}

export function grantValues(overrides: Partial<GrantValues> = {}): GrantValues {
  return {
    title: '地域デジタル基盤整備補助金',
    description: '自治体の窓口手続きのオンライン化を支援します。',
    issuer: '総務省',
    organization: 'national',
    ministry: 'soumu',
    applicantKinds: ['local-government'],
    targetBodies: ['municipality'],
    targetCityKinds: ['city', 'town'],
    categoryIds: ['08'],
    areaIds: ['sot7sgo06'],
    fiscalYear: '2026',
    budgetKind: 'supplementary',
    subsidyRateText: '2/3以内',
    amountText: '上限 1,000万円',
    amountMax: '',
    eligibleCosts: 'システム構築費、委託費',
    targetText: '市区町村',
    applicationStart: '2026-04-01',
    applicationStartTime: '09:00',
    applicationEnd: '2026-06-30',
    applicationEndTime: '17:00',
    url: 'https://www.soumu.go.jp/',
    guidelineUrl: '',
    contact: '総務省 地域情報化企画室 03-0000-0000',
    attachments: [],
    ...overrides,
  };
}

export function caseValues(municipalityCode: string, overrides: Partial<CaseValues> = {}): CaseValues {
  return {
    title: '窓口のオンライン予約で待ち時間を半減',
    summary: '住民票の窓口にオンライン予約を入れ、待ち時間を短くした。',
    municipalityCode,
    organizationName: '市民課',
    categoryIds: ['08'],
    fiscalYear: '2025',
    solutionId: '',
    solutionName: '窓口予約システム',
    vendorName: '株式会社サンプル',
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
    ...overrides,
  };
}

export async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}
