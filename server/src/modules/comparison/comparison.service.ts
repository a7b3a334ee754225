/**
 * Compare 2–4 solutions side by side. Each listing is read under the solution detail's
 * rule (solution.service.ts): published listings for trial, municipal and operator users (operators
 * any), a vendor its own company's only. One unreadable id refuses the whole comparison with the
 * answer an unknown id gets, so a comparison never tells which ids exist.
 */
import { parseRecordId } from '@portal/shared';
import { type DataSource, In } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput } from '../../lib/app-error';
import { Case } from '../case/case.entity';
import { Solution } from '../solution/solution.entity';
import { CASES_LISTED, type CasesOfSolution, comparisonTable } from './comparison-table';
import type { SolutionComparison } from './comparison.types';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export const COMPARISON_MESSAGES = {
  tooFew: `比較するソリューションを${COMPARE_MIN}件以上選んでください。`,
  tooMany: `一度に比較できるのは${COMPARE_MAX}件までです。比較するソリューションを減らしてください。`,
  duplicate: '同じソリューションが重ねて選ばれています。',
  badId: 'ソリューションの指定が正しくありません。',
  notFound: '比較できないソリューションが含まれています。掲載が終了したか、閲覧できないソリューションです。',
} as const;

const READERS = new Set(['trial', 'municipal', 'vendor', 'operator']);

/** ids as a query string gives them: repeated or comma-separated. */
export function parseComparisonIds(raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : raw == null ? [] : [raw];
  return values
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

export class ComparisonService {
  constructor(private readonly dataSource: DataSource) {}

  async compare(caller: Pick<Caller, 'role' | 'profile'>, rawIds: readonly string[]): Promise<SolutionComparison> {
    // The same gate as the solution detail field, for the export route that has no GraphQL guard.
    if (caller.role === 'anonymous') throw appError('UNAUTHENTICATED');
    if (!READERS.has(caller.role)) throw appError('FORBIDDEN');
    if (rawIds.length < COMPARE_MIN) throw invalidInput({ ids: COMPARISON_MESSAGES.tooFew });
    if (rawIds.length > COMPARE_MAX) throw invalidInput({ ids: COMPARISON_MESSAGES.tooMany });
    const ids = rawIds.map(parseRecordId);
    if (ids.some((id) => id === null)) throw invalidInput({ ids: COMPARISON_MESSAGES.badId });
    const wanted = ids as number[];
    if (new Set(wanted).size !== wanted.length) throw invalidInput({ ids: COMPARISON_MESSAGES.duplicate });

    const found = await this.dataSource.getRepository(Solution).find({
      where: { id: In(wanted) },
      relations: { company: true, categories: true, areas: true },
    });
    const byId = new Map(found.map((s) => [s.id, s]));
    const visible = (s: Solution | undefined): s is Solution =>
      s !== undefined &&
      (caller.role === 'operator' ||
        (caller.role === 'vendor' ? s.companyId === caller.profile?.companyId : s.status === 'published'));
    const solutions = wanted.map((id) => byId.get(id));
    if (!solutions.every(visible)) throw appError('NOT_FOUND', COMPARISON_MESSAGES.notFound);
    for (const s of solutions) {
      s.categories.sort((a, b) => a.sortOrder - b.sortOrder);
      s.areas.sort((a, b) => a.sortOrder - b.sortOrder);
    }
    return comparisonTable(solutions, await this.casesOf(wanted));
  }

  /** Published cases naming each solution: the count and the newest few. */
  private async casesOf(ids: number[]): Promise<Map<number, CasesOfSolution>> {
    const rows = await this.dataSource.getRepository(Case).find({
      select: { id: true, title: true, solutionId: true, publishedAt: true },
      where: { solutionId: In(ids), status: 'published' },
      order: { publishedAt: 'DESC', id: 'DESC' },
    });
    const result = new Map<number, CasesOfSolution>();
    for (const row of rows) {
      const entry = result.get(row.solutionId!) ?? { count: 0, cases: [] };
      entry.count += 1;
      if (entry.cases.length < CASES_LISTED) entry.cases.push({ id: row.id, title: row.title });
      result.set(row.solutionId!, entry);
    }
    return result;
  }
}
