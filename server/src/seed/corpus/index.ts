/**
 * The generated corpus: deterministic for given sizes, so the demo data is the same everywhere
 * and a second seeding finds every record already present. Records are produced lazily, so a
 * benchmark corpus of 100 000 per section never sits in memory at once.
 */
import type { Corpus } from '../content';
import { generateCaseFigures } from './case-figures';
import { approachWithoutFunding, generateCase } from './cases';
import { generateCompanies } from './companies';
import { generateGrant } from './grants';
import { MUNICIPALITIES } from './municipalities';
import { Random } from './random';
import { generateSolution } from './solutions';
import type { CorpusSizes } from './types';

export const DEMO_SIZES: CorpusSizes = { companies: 45, solutions: 320, grants: 300, cases: 420 };

function* repeat<T>(count: number, make: (index: number) => T): Generator<T> {
  for (let index = 0; index < count; index++) yield make(index);
}

/** `today`: grants' application dates are placed around it (the seeding day). */
export function generateCorpus(sizes: CorpusSizes, today: Date = new Date()): Corpus {
  const companies = generateCompanies(sizes.companies, new Random(1));
  return {
    companies,
    get solutions() {
      const random = new Random(2);
      return repeat(sizes.solutions, (index) => generateSolution(companies[index % companies.length]!, random));
    },
    get grants() {
      const random = new Random(3);
      return repeat(sizes.grants, (index) => generateGrant(random, MUNICIPALITIES, index, today));
    },
    get cases() {
      const random = new Random(4);
      const figures = new Random(5);
      const populations = new Map(MUNICIPALITIES.map((m) => [m.code, m.population]));
      return repeat(sizes.cases, () => {
        const generated = generateCase(random, MUNICIPALITIES, companies);
        const population = generated.municipalityCode ? (populations.get(generated.municipalityCode) ?? null) : null;
        const caseFigures = generateCaseFigures(figures, generated.categoryIds[0]!, population);
        const funded = caseFigures.subsidyAmount != null;
        return {
          ...generated,
          approach: funded ? generated.approach : approachWithoutFunding(generated.approach),
          figures: caseFigures,
        };
      });
    },
  };
}
