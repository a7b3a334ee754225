/**
 * The generated corpus: deterministic for given sizes, so the demo data is the same everywhere
 * and a second seeding finds every record already present. Records are produced lazily, so a
 * benchmark corpus of 100 000 per section never sits in memory at once; what grants and cases
 * need to know of the sections before them (catalogue.ts) is a small entry per record.
 */
import type { Corpus } from '../content';
import { FunderCatalogue, ListingCatalogue } from './catalogue';
import { generateCaseFigures } from './case-figures';
import { approachWithFunding, approachWithoutFunding, generateCase } from './cases';
import { generateCompanies, type GeneratedCompany } from './companies';
import { generateGrant } from './grants';
import { MUNICIPALITIES } from './municipalities';
import { Random } from './random';
import { generateSolution } from './solutions';
import type { CorpusSizes, SeedGrant, SeedSolution } from './types';
import { UniqueNames } from './unique-names';

export const DEMO_SIZES: CorpusSizes = { companies: 45, solutions: 320, grants: 300, cases: 420 };

function* solutionsOf(companies: readonly GeneratedCompany[], count: number): Generator<SeedSolution> {
  const random = new Random(2);
  const titles = new UniqueNames();
  for (let index = 0; index < count; index++)
    yield generateSolution(companies[index % companies.length]!, random, titles);
}

function* grantsOf(count: number, today: Date): Generator<SeedGrant> {
  const random = new Random(3);
  const titles = new UniqueNames();
  for (let index = 0; index < count; index++) yield generateGrant(random, MUNICIPALITIES, index, today, titles);
}

/**
 * Yields `records`, each also given to `catalogue`; once all have been read, `done` gets the
 * complete catalogue: seeding reads the sections in order, so a later section need not generate
 * an earlier one again to know it.
 */
function* recording<T, C extends { add(record: T): void }>(records: Iterable<T>, catalogue: C, done: (c: C) => void) {
  for (const record of records) {
    catalogue.add(record);
    yield record;
  }
  done(catalogue);
}

/** `today`: grants' application dates are placed around it (the seeding day). */
export function generateCorpus(sizes: CorpusSizes, today: Date = new Date()): Corpus {
  const companies = generateCompanies(sizes.companies, new Random(1));
  let listings: ListingCatalogue | undefined;
  let funders: FunderCatalogue | undefined;
  const listingCatalogue = () => (listings ??= new ListingCatalogue(solutionsOf(companies, sizes.solutions)));
  const funderCatalogue = () => (funders ??= new FunderCatalogue(today, grantsOf(sizes.grants, today)));
  return {
    companies,
    get solutions() {
      return recording(solutionsOf(companies, sizes.solutions), new ListingCatalogue(), (c) => (listings ??= c));
    },
    get grants() {
      const catalogue = listingCatalogue();
      const linked = (function* () {
        let index = 0;
        for (const grant of grantsOf(sizes.grants, today)) {
          yield { ...grant, eligible: catalogue.forGrant(index++, grant.services) };
        }
      })();
      return recording(linked, new FunderCatalogue(today), (c) => (funders ??= c));
    },
    get cases() {
      const catalogue = listingCatalogue();
      const grants = funderCatalogue();
      const random = new Random(4);
      const figures = new Random(5);
      const titles = new UniqueNames();
      const municipalities = new Map(MUNICIPALITIES.map((m) => [m.code, m]));
      return (function* () {
        for (let index = 0; index < sizes.cases; index++) {
          const generated = generateCase(random, MUNICIPALITIES, companies, index, catalogue, titles);
          const municipality = generated.municipalityCode ? municipalities.get(generated.municipalityCode) : undefined;
          const population = municipality?.population ?? null;
          const caseFigures = generateCaseFigures(figures, generated.categoryIds[0]!, population);
          const funding =
            caseFigures.subsidyAmount == null
              ? undefined
              : grants.forCase(index, {
                  subject: generated.subject,
                  prefectureId: generated.areaIds[0]!,
                  organization: generated.organization,
                  cityKind: municipality?.kind ?? null,
                  fiscalYear: generated.fiscalYear,
                  publishedAt: generated.publishedAt,
                });
          // A subsidy needs a grant that paid it: a case no grant could fund paid for itself.
          if (funding === undefined) {
            caseFigures.subsidyAmount = null;
            yield {
              ...generated,
              approach: approachWithoutFunding(generated.approach),
              figures: caseFigures,
              grants: [],
            };
          } else {
            caseFigures.subsidyAmount = grants.subsidyOf(
              funding.grant,
              caseFigures.initialCost!,
              caseFigures.subsidyAmount!,
            );
            yield {
              ...generated,
              fiscalYear: funding.fiscalYear,
              publishedAt: funding.publishedAt,
              approach: approachWithFunding(generated.approach, grants.titleOf(funding.grant)),
              figures: caseFigures,
              grants: [funding.grant],
            };
          }
        }
      })();
    },
  };
}
