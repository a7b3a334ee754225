/**
 * The links between generated records, decided where their texts are written so that the two
 * agree: a case introduces a listing about its own service and names that listing's vendor and
 * product; a grant names listings of the services it pays for as eligible; a case with a subsidy
 * names a grant that pays for its service, in reach (nationwide, or its prefecture's and not
 * another town's own), of its fiscal year or the year before and open before the case was
 * published (else the case takes the year of one that fits). Records refer to each other by
 * position in their section, and each picks among the first `max(position + 1, POOL_FLOOR)` of
 * the other section only, so a corpus grown in steps links as one seeded at once. */
import { NATIONWIDE_AREA_ID, dayNumberOf, japanDayOf } from '@portal/shared';
import type { SeedGrant, SeedSolution } from './types';

export const POOL_FLOOR = 1000;

const NOTES = [
  'システム構築費・クラウド利用料（初期導入と初年度の利用料）',
  '委託料（導入支援・職員研修）',
  '使用料及び賃借料（ライセンス・クラウドサービス）',
  '備品購入費（端末・周辺機器）と設定作業の役務費',
];

/** Positions (ascending) under each key. */
class Positions {
  private readonly lists = new Map<string, number[]>();

  add(key: string, position: number): void {
    const list = this.lists.get(key);
    if (list) list.push(position);
    else this.lists.set(key, [position]);
  }

  /** The positions under `key` below `bound`: the first `length` of `list` (no copy is made). */
  below(key: string, bound: number): Prefix {
    const list = this.lists.get(key) ?? [];
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (list[middle]! < bound) low = middle + 1;
      else high = middle;
    }
    return { list, length: low };
  }
}

interface Prefix {
  readonly list: readonly number[];
  readonly length: number;
}

/** The item of a prefix a hash of `seed` picks. */
const pick = (prefix: Prefix, seed: number) => prefix.list[seed % prefix.length]!;

const poolOf = (position: number) => Math.max(position + 1, POOL_FLOOR);

export interface ListingEntry {
  title: string;
  companyKey: string;
  subject: string;
  categoryId: string;
}

/** The listings, in order, by service and by main category. */
export class ListingCatalogue {
  readonly entries: ListingEntry[] = [];
  private readonly bySubject = new Positions();
  private readonly byCategory = new Positions();

  constructor(solutions: Iterable<SeedSolution> = []) {
    for (const s of solutions) this.add(s);
  }

  /** The next listing in order. */
  add(s: SeedSolution): void {
    const position = this.entries.length;
    this.entries.push({ title: s.title, companyKey: s.companyKey, subject: s.subject, categoryId: s.categoryIds[0]! });
    this.bySubject.add(s.subject, position);
    this.byCategory.add(s.categoryIds[0]!, position);
  }

  /** Listings about `subject`, else of `categoryId`, among those a record at `position` may name. */
  private candidates(position: number, subject: string, categoryId: string): Prefix {
    const bound = poolOf(position);
    const same = this.bySubject.below(subject, bound);
    return same.length > 0 ? same : this.byCategory.below(categoryId, bound);
  }

  /** The listing a case introduced; one case in five names a vendor that has no listing. */
  forCase(position: number, subject: string, categoryId: string): number | null {
    if (position % 5 === 0) return null;
    const candidates = this.candidates(position, subject, categoryId);
    return candidates.length === 0 ? null : pick(candidates, position * 11);
  }

  /**
   * Up to two listings a grant names as eligible, each with a note on the 対象経費: listings of
   * the services the grant funds (none when no listing offers one).
   */
  forGrant(position: number, services: readonly string[]): { solution: number; note: string }[] {
    const bound = poolOf(position);
    const offered = services.map((service) => this.bySubject.below(service, bound)).filter((p) => p.length > 0);
    if (offered.length === 0) return [];
    const picked = new Set([
      pick(offered[(position * 7) % offered.length]!, position * 7),
      pick(offered[(position * 13 + 1) % offered.length]!, position * 13 + 1),
    ]);
    return [...picked].map((solution) => ({ solution, note: NOTES[(position + solution) % NOTES.length]! }));
  }
}

interface GrantEntry {
  title: string;
  fiscalYear: number;
  startDay: number;
  amountMax: number | null;
  subsidyRate: number | null;
  targetBodies: readonly string[];
  targetCityKinds: readonly string[];
}

const DAY_MS = 86_400_000;
/** A case is published this long after its grant opened at the earliest (the work takes time). */
const WORK_DAYS = 90;

/** How a funded case reads: its grant, and its year and publication, moved to fit the grant if need be. */
export interface Funding {
  grant: number;
  fiscalYear: number;
  publishedAt: Date;
}

/** What decides which grants could have funded a case. */
export interface FundedCase {
  subject: string;
  prefectureId: string;
  /** Who introduced it: municipality, prefecture or regional-union (a grant's 対象団体). */
  organization: string;
  /** The municipality's city kind (a grant's 対象自治体区分); null for other bodies. */
  cityKind: string | null;
  fiscalYear: number;
  publishedAt: Date;
}

/** The grants that can fund a case, by the services they pay for, fiscal year and where they apply. */
export class FunderCatalogue {
  private readonly entries: GrantEntry[] = [];
  private readonly byService = new Positions();
  private readonly today: number;

  constructor(today: Date, grants: Iterable<SeedGrant> = []) {
    this.today = japanDayOf(today);
    for (const g of grants) this.add(g);
  }

  /** The next grant in order. */
  add(g: SeedGrant): void {
    const position = this.entries.length;
    this.entries.push({
      title: g.title,
      fiscalYear: g.fiscalYear,
      startDay: dayNumberOf(g.applicationStart)!,
      amountMax: g.amountMax,
      subsidyRate: g.subsidyRate,
      targetBodies: g.targetBodies,
      targetCityKinds: g.targetCityKinds,
    });
    const reach = reachOf(g);
    if (reach === undefined) return;
    for (const year of [g.fiscalYear, 'any']) {
      for (const service of g.services) this.byService.add(`${service}|${year}|${reach}`, position);
    }
  }

  titleOf(position: number): string {
    return this.entries[position]!.title;
  }

  /**
   * What the grant at `position` paid of `wanted` toward `initialCost`: no more than its rate of
   * the cost and its 上限額, in whole 10万円.
   */
  subsidyOf(position: number, initialCost: number, wanted: number): number {
    const { amountMax, subsidyRate } = this.entries[position]!;
    const cap = Math.min(wanted, initialCost * (subsidyRate ?? 1), amountMax ?? Infinity);
    return Math.max(100_000, Math.floor(cap / 100_000) * 100_000);
  }

  /**
   * The funding of the case at `position`: a grant that pays for the case's service, in reach, open
   * to the body that introduced it (its kind, and a municipality's city kind). One of the case's
   * fiscal year or the year before, open before the case was published, keeps the case as it is;
   * failing that, one whose work could be done by today funds it and the case moves to that
   * grant's year. Undefined: no such grant pays for the service.
   */
  forCase(position: number, c: FundedCase): Funding | undefined {
    const published = japanDayOf(c.publishedAt);
    const opens = (e: GrantEntry) =>
      e.targetBodies.includes(c.organization) && (c.cityKind === null || e.targetCityKinds.includes(c.cityKind));
    const asIs = this.pick(position, c, [c.fiscalYear, c.fiscalYear - 1], (e) => opens(e) && e.startDay <= published);
    if (asIs !== undefined) return { grant: asIs, fiscalYear: c.fiscalYear, publishedAt: c.publishedAt };
    const grant = this.pick(position, c, ['any'], (e) => opens(e) && e.startDay + WORK_DAYS < this.today);
    if (grant === undefined) return undefined;
    const { fiscalYear, startDay } = this.entries[grant]!;
    // Published after the work, in the grant's year or the next, and spread up to the day before today.
    const earliest = Math.max(startDay + WORK_DAYS, dayNumberOf(`${fiscalYear}-04-01`)! + 30);
    const latest = Math.min(earliest + 270, this.today - 1);
    const day = Math.min(earliest, latest) + ((position * 37) % (Math.max(latest - earliest, 0) + 1));
    const timeOfDay = c.publishedAt.getTime() % DAY_MS;
    return { grant, fiscalYear, publishedAt: new Date(day * DAY_MS + timeOfDay) };
  }

  private pick(
    position: number,
    c: { subject: string; prefectureId: string },
    years: (number | 'any')[],
    usable: (entry: GrantEntry) => boolean,
  ): number | undefined {
    const bound = poolOf(position);
    const found: number[] = [];
    for (const year of years) {
      for (const reach of ['*', c.prefectureId]) {
        const { list, length } = this.byService.below(`${c.subject}|${year}|${reach}`, bound);
        for (let i = 0; i < length; i++) if (usable(this.entries[list[i]!]!)) found.push(list[i]!);
      }
    }
    found.sort((a, b) => a - b);
    return found.length === 0 ? undefined : found[(position * 17) % found.length];
  }
}

/** Where a grant's money can go: '*' anywhere, a prefecture id, or nowhere (a town's own). */
function reachOf(grant: SeedGrant): string | undefined {
  const area = grant.areaIds[0];
  if (area === undefined || area === NATIONWIDE_AREA_ID) return '*';
  return grant.organization === 'municipality' ? undefined : area;
}
