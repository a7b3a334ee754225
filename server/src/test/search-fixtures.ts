/**
 * Test-only records inserted through the entities and pushed into the running search read model,
 * so search tests control exactly what matches. Every fixture carries a marker word of its own.
 */
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Area } from '../modules/area/area.entity';
import { Case } from '../modules/case/case.entity';
import type { Category } from '../modules/category/category.entity';
import { Company } from '../modules/company/company.entity';
import { Grant } from '../modules/grant/grant.entity';
import { Solution, type ListingStatus } from '../modules/solution/solution.entity';
import type { InProcessSearch, PortalSearch } from '../modules/sections';
import { SearchService } from '../modules/search/search.service';
import type { TestServer } from './harness';

const refs = <T>(ids: readonly string[]) => ids.map((id) => ({ id })) as T[];
const uid = () => randomBytes(8).toString('hex');

export interface SolutionFixture {
  title: string;
  companyId: number;
  categories?: string[];
  areas?: string[];
  cityKinds?: string[];
  populations?: string[];
  fiscalYear?: number;
  publishedAt?: Date;
  status?: ListingStatus;
  description?: string;
}

export interface GrantFixture {
  title: string;
  applicationStart?: string | null;
  applicationEnd?: string | null;
  amountText?: string | null;
  amountMax?: number | null;
  subsidyRateText?: string | null;
  subsidyRate?: number | null;
  ministry?: string | null;
  categories?: string[];
  areas?: string[];
  organization?: string;
  cityKinds?: string[];
  fiscalYear?: number;
  publishedAt?: Date;
  description?: string;
  /** Detail-only fields. */
  targetText?: string | null;
  guidelineUrl?: string | null;
}

export interface CaseFixture {
  title: string;
  categories?: string[];
  areas?: string[];
  organization?: string;
  municipalityCode?: string | null;
  fiscalYear?: number;
  publishedAt?: Date;
  summary?: string;
  /** Detail-only text. */
  background?: string;
}

export class SearchFixtures {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: PortalSearch,
  ) {}

  async company(name: string): Promise<Company> {
    const repository = this.dataSource.getRepository(Company);
    return repository.save(repository.create({ name, address: '東京都千代田区霞が関1-1', status: 'approved' }));
  }

  async solutions(fixtures: readonly SolutionFixture[]): Promise<Solution[]> {
    const repository = this.dataSource.getRepository(Solution);
    const saved: Solution[] = [];
    for (const f of fixtures) {
      const status = f.status ?? 'published';
      saved.push(
        await repository.save(
          repository.create({
            uid: uid(),
            companyId: f.companyId,
            title: f.title,
            description: f.description ?? `${f.title}の説明です。`,
            categories: refs<Category>(f.categories ?? ['01']),
            areas: refs<Area>(f.areas ?? ['sot7sgo06']),
            targetCityKinds: f.cityKinds ?? ['city'],
            targetPopulationBands: f.populations ?? ['10k-50k'],
            detailItems: ['特長'],
            titleItems: ['見出し'],
            explainItems: ['説明'],
            offices: [{ officeName: '本社', address: '東京都千代田区霞が関1-1' }],
            priceText: null,
            thumbnailKey: null,
            imageKeys: [],
            videoUrl: null,
            videoKey: null,
            documentKey: null,
            documentName: null,
            status,
            fiscalYear: f.fiscalYear ?? 2024,
            publishedAt: status === 'published' ? (f.publishedAt ?? new Date('2024-06-01T00:00:00Z')) : null,
          }),
        ),
      );
    }
    await this.search.refresh(
      'solutions',
      saved.map((s) => s.id),
    );
    return saved;
  }

  async grants(fixtures: readonly GrantFixture[]): Promise<Grant[]> {
    const repository = this.dataSource.getRepository(Grant);
    const saved: Grant[] = [];
    for (const f of fixtures) {
      saved.push(
        await repository.save(
          repository.create({
            uid: uid(),
            title: f.title,
            description: f.description ?? `${f.title}の概要です。`,
            issuer: '総務省',
            organization: f.organization ?? 'national',
            categories: refs<Category>(f.categories ?? ['01']),
            areas: refs<Area>(f.areas ?? ['sot7sgo06']),
            targetCityKinds: f.cityKinds ?? ['city'],
            fiscalYear: f.fiscalYear ?? 2024,
            amountText: f.amountText ?? null,
            amountMax: f.amountMax ?? null,
            subsidyRateText: f.subsidyRateText ?? null,
            subsidyRate: f.subsidyRate ?? null,
            ministry: f.ministry ?? null,
            targetBodies: ['municipality'],
            eligibleCosts: null,
            guidelineUrl: f.guidelineUrl ?? null,
            targetText: f.targetText ?? null,
            applicationStart: f.applicationStart ?? null,
            applicationEnd: f.applicationEnd ?? null,
            url: null,
            status: 'published',
            publishedAt: f.publishedAt ?? new Date('2024-06-01T00:00:00Z'),
          }),
        ),
      );
    }
    await this.search.refresh(
      'grants',
      saved.map((g) => g.id),
    );
    return saved;
  }

  async cases(fixtures: readonly CaseFixture[]): Promise<Case[]> {
    const repository = this.dataSource.getRepository(Case);
    const saved: Case[] = [];
    for (const f of fixtures) {
      saved.push(
        await repository.save(
          repository.create({
            uid: uid(),
            title: f.title,
            summary: f.summary ?? `${f.title}の概要です。`,
            municipalityCode: f.municipalityCode ?? null,
            organization: f.organization ?? 'municipality',
            organizationName: 'テスト市 総務部',
            categories: refs<Category>(f.categories ?? ['01']),
            areas: refs<Area>(f.areas ?? ['113']),
            fiscalYear: f.fiscalYear ?? 2024,
            solutionId: null,
            solutionName: null,
            vendorName: null,
            background: f.background ?? '課題',
            approach: '取り組み',
            outcome: '効果',
            status: 'published',
            publishedAt: f.publishedAt ?? new Date('2024-06-01T00:00:00Z'),
          }),
        ),
      );
    }
    await this.search.refresh(
      'cases',
      saved.map((c) => c.id),
    );
    return saved;
  }
}

/** The test server's engine as the in-process one, for tests of what only it has (catch-up, clock). */
export function inProcessSearch(server: TestServer): InProcessSearch {
  const search = server.portal.services.search;
  if (!(search instanceof SearchService)) throw new Error('the portal runs another search engine');
  return search as InProcessSearch;
}
