/**
 * The demo corpus agrees with itself, record by record: a case names the vendor and product of
 * the listing it links to and is about that listing's service; a grant that funded a case is of
 * its field, in reach, of its fiscal year or the year before and open before it was published;
 * every record sits under categories its service fits; titles are unique within a section; every
 * listing states its price and certification fields, as its own text does. Demo data is what a new
 * user judges the portal by. The seeded database is checked in demo-seed.test.ts.
 */
import {
  CATEGORY_IDS,
  CERTIFICATION_IDS,
  MINISTRIES,
  NATIONWIDE_AREA_ID,
  PRICING_UNITS,
  dayNumberOf,
  japanDayOf,
  validateListingTerms,
} from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_SIZES, generateCorpus } from './corpus';
import { MUNICIPALITIES } from './corpus/municipalities';
import { SUPPORT_HOURS, TEXT_PROMISES } from './corpus/solution-terms';
import { PROGRAM_MINISTRIES, allServices, categoriesOf, programsOf } from './corpus/topic-fit';
import { CATEGORY_TOPICS } from './corpus/topics';
import type { SeedCase, SeedGrant, SeedSolution } from './corpus/types';

const SERVICES = allServices().sort((a, b) => b.topic.service.length - a.topic.service.length);

/** The service a text is about, read from the text itself (the longest service name in it). */
function serviceIn(text: string) {
  const found = SERVICES.find((s) => text.includes(s.topic.service));
  if (!found) throw new Error(`no service named in 「${text}」`);
  return found;
}

/** Every service `text` names. */
const servicesIn = (text: string) => SERVICES.filter((s) => text.includes(s.topic.service)).map((s) => s.topic.service);

/** The categories a record about the services named in `text` may sit under. */
const fitting = (text: string) =>
  SERVICES.filter((s) => text.includes(s.topic.service)).flatMap((s) => categoriesOf(s.categoryId, s.topic));

const fiscalYearOf = (date: Date) => (date.getUTCMonth() >= 3 ? date.getUTCFullYear() : date.getUTCFullYear() - 1);
const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);
const man = (yen: number) => `${yen / 10_000}万円`;

describe('the topic map', () => {
  it('places every service in its own category and fitting ones, funded by its field’s programmes', () => {
    for (const { categoryId, topic } of allServices()) {
      const categories = categoriesOf(categoryId, topic);
      expect(categories[0]).toBe(categoryId);
      expect(new Set(categories).size).toBe(categories.length);
      for (const id of categories) expect(CATEGORY_IDS).toContain(id);
      const own = CATEGORY_TOPICS.find((c) => c.categoryId === categoryId)!.grantPrograms;
      expect(programsOf(topic).length, topic.service).toBeGreaterThan(0);
      for (const program of programsOf(topic)) {
        expect(own, `${topic.service}: ${program}`).toContain(program);
        expect(MINISTRIES.map((m) => m.label)).toContain(PROGRAM_MINISTRIES[program]);
      }
    }
    expect(fitting('地域包括ケア情報共有システム')).toEqual(['06']);
    // No service's name holds another's, so a text names exactly the services it is about.
    for (const { topic } of allServices()) expect(servicesIn(topic.service)).toEqual([topic.service]);
  });
});

describe.each([
  ['the day the demo data was checked', new Date('2026-12-01T03:00:00Z')],
  ['early in a fiscal year', new Date('2027-04-10T03:00:00Z')],
])('the demo corpus generated on %s', (_label, today) => {
  const corpus = generateCorpus(DEMO_SIZES, today);
  const solutions: SeedSolution[] = [...corpus.solutions];
  const grants: SeedGrant[] = [...corpus.grants];
  const cases: SeedCase[] = [...corpus.cases];
  const companyName = new Map(corpus.companies.map((c) => [c.key, c.name]));
  const portalVendors = corpus.companies.map((c) => c.name);

  it('has unique titles in each section', () => {
    expect(duplicates(solutions.map((s) => s.title))).toEqual([]);
    expect(duplicates(grants.map((g) => g.title))).toEqual([]);
    expect(duplicates(cases.map((c) => c.title))).toEqual([]);
  });

  it('files every record under categories its service fits', () => {
    const misfiled = [
      ...solutions.map((s) => ({ title: s.title, about: s.title, categoryIds: s.categoryIds })),
      ...grants.map((g) => ({ title: g.title, about: g.targetText, categoryIds: g.categoryIds })),
      ...cases.map((c) => ({ title: c.title, about: c.title, categoryIds: c.categoryIds })),
    ].filter((r) => r.categoryIds.some((id) => !fitting(r.about).includes(id)));
    expect(misfiled).toEqual([]);
  });

  it('names in each case the vendor and product of the listing it links to, and only that vendor', () => {
    const linked = cases.filter((c) => c.solution != null);
    expect(linked.length / cases.length).toBeGreaterThan(0.6);
    for (const c of cases) {
      const text = [c.title, c.summary, c.background, c.approach, c.outcome].join('\n');
      if (c.solution != null) {
        const listing = solutions[c.solution]!;
        const vendor = companyName.get(listing.companyKey)!;
        expect({ vendor: c.vendorName, product: c.solutionName }).toEqual({ vendor, product: listing.title });
        expect(c.approach).toContain(`${vendor}の「${listing.title}」`);
        expect(serviceIn(listing.title).topic.service, c.title).toBe(serviceIn(c.title).topic.service);
      } else {
        expect(portalVendors).not.toContain(c.vendorName);
        expect(solutions.map((s) => s.title)).not.toContain(c.solutionName);
        expect(c.approach).toContain(c.vendorName);
      }
      expect(
        portalVendors.filter((name) => name !== c.vendorName && text.includes(name)),
        c.title,
      ).toEqual([]);
    }
  });

  it('funds exactly the subsidised cases, each with a grant of its service, reach, body and year', () => {
    const funded = cases.filter((c) => (c.grants ?? []).length > 0);
    expect(funded.length / cases.length).toBeGreaterThan(0.4);
    for (const c of cases) {
      const subsidised = c.figures?.subsidyAmount != null;
      expect((c.grants ?? []).length, c.title).toBe(subsidised ? 1 : 0);
      if (!subsidised) expect(c.approach, c.title).not.toMatch(/交付金を活用|を活用して初期費用/);
      for (const position of c.grants ?? []) {
        const grant = grants[position]!;
        const where = `${c.title} (${c.fiscalYear}年度) ← ${grant.title}`;
        expect(grant.fiscalYear, where).toBeLessThanOrEqual(c.fiscalYear);
        expect(grant.fiscalYear, where).toBeGreaterThanOrEqual(c.fiscalYear - 1);
        expect(dayNumberOf(grant.applicationStart)!, where).toBeLessThanOrEqual(japanDayOf(c.publishedAt));
        expect(servicesIn(grant.targetText), where).toContain(serviceIn(c.title).topic.service);
        expect(grant.targetBodies, where).toContain(c.organization);
        const kind = MUNICIPALITIES.find((m) => m.code === c.municipalityCode)?.kind;
        if (kind) expect(grant.targetCityKinds, where).toContain(kind);
        const subsidy = c.figures!.subsidyAmount!;
        expect(subsidy, where).toBeLessThanOrEqual(grant.amountMax ?? Infinity);
        expect(subsidy, where).toBeLessThanOrEqual(c.figures!.initialCost! * (grant.subsidyRate ?? 1));
        expect(grant.categoryIds, where).toContain(c.categoryIds[0]);
        const area = grant.areaIds[0];
        if (area !== NATIONWIDE_AREA_ID) {
          expect(area, where).toBe(c.areaIds[0]);
          expect(grant.organization, where).not.toBe('municipality');
        }
        if (/活用して初期費用を抑え/.test(c.approach)) expect(c.approach, where).toContain(`「${grant.title}」`);
      }
    }
  });

  it('keeps every case’s year with its publication, and nothing published after today', () => {
    for (const c of cases) {
      expect(c.publishedAt.getTime(), c.title).toBeLessThanOrEqual(today.getTime());
      expect([c.fiscalYear, c.fiscalYear + 1], c.title).toContain(fiscalYearOf(c.publishedAt));
    }
  });

  it('titles each grant with its own fiscal year and names the ministry that runs its programme', () => {
    for (const g of grants) {
      const [, era, year] = /^(令和|平成)(元|\d+)年度 /.exec(g.title) ?? [];
      const number = year === '元' ? 1 : Number(year);
      expect(era === '令和' ? 2018 + number : 1988 + number, g.title).toBe(g.fiscalYear);
      if (g.organization === 'national') {
        const program = programsOf(serviceIn(g.targetText).topic).find((p) => g.title.includes(p));
        expect(program, g.title).toBeDefined();
        expect(g.issuer, g.title).toBe(PROGRAM_MINISTRIES[program!]);
      }
      const funds = servicesIn(g.targetText);
      // A title that names a service is a programme for that service alone.
      for (const named of servicesIn(g.title)) expect(funds, g.title).toEqual([named]);
      for (const { solution } of g.eligible ?? []) {
        const listing = solutions[solution]!;
        expect(funds, `${g.title} → ${listing.title}`).toContain(serviceIn(listing.title).topic.service);
      }
    }
    expect(grants.filter((g) => (g.eligible ?? []).length > 0).length / grants.length).toBeGreaterThan(0.8);
  });

  it('states every listing’s prices and certifications, as its price note and its own text do', () => {
    for (const s of solutions) {
      const text = [s.description, ...s.explainItems].join('');
      expect(s.initialCost, s.title).not.toBeNull();
      expect(s.annualCost, s.title).toBeGreaterThan(0);
      expect(Object.keys(PRICING_UNITS), s.title).toContain(s.pricingUnit);
      expect(['yes', 'no'], s.title).toContain(s.freeTrial);
      expect(s.supportHours, s.title).toBeTruthy();
      expect(s.deliveryPeriod, s.title).toBeTruthy();
      expect(s.certifications.length, s.title).toBeGreaterThan(0);
      for (const id of s.certifications) expect(CERTIFICATION_IDS).toContain(id);
      expect(
        validateListingTerms({
          ...s,
          initialCost: String(s.initialCost),
          annualCost: String(s.annualCost),
          supportHours: s.supportHours ?? '',
          deliveryPeriod: s.deliveryPeriod ?? '',
        }),
      ).toEqual({});
      expect(s.priceText, s.title).toContain(s.initialCost === 0 ? '初期費用無料' : `初期費用 ${man(s.initialCost!)}`);
      const monthly = s.annualCost! / 12;
      expect(
        [`月額 ${man(monthly)}`, `年額 ${man(s.annualCost!)}`].some((t) => s.priceText.includes(t)),
        s.title,
      ).toBe(true);
      if (text.includes(TEXT_PROMISES.ismap)) expect(s.certifications, s.title).toContain('ismap');
      if (text.includes(TEXT_PROMISES.lgwan)) expect(s.certifications, s.title).toContain('lgwan_asp');
      if (text.includes(TEXT_PROMISES.trial)) expect(s.freeTrial, s.title).toBe('yes');
      if (text.includes(TEXT_PROMISES.weekdayHours)) expect(s.supportHours, s.title).toBe(SUPPORT_HOURS[0]);
      if (text.includes(TEXT_PROMISES.oneMonth)) expect(s.deliveryPeriod, s.title).toContain('1か月');
      if (text.includes(TEXT_PROMISES.twoToThreeMonths)) expect(s.deliveryPeriod, s.title).toContain('2〜3か月');
    }
  });
});

describe('the benchmark corpus', () => {
  it('is the same generated again, and grown in steps links as one generated at once', () => {
    const sizes = (n: number) => ({ companies: 45, solutions: n, grants: n, cases: n });
    const today = new Date('2026-12-01T03:00:00Z');
    const strip = (c: SeedCase) => ({ ...c, publishedAt: c.publishedAt.getTime() });
    const small = [...generateCorpus(sizes(1000), today).cases].map(strip);
    const again = [...generateCorpus(sizes(1000), today).cases].map(strip);
    const grown = [...generateCorpus(sizes(1500), today).cases].slice(0, 1000).map(strip);
    expect(again).toEqual(small);
    expect(grown).toEqual(small);
  });
});
