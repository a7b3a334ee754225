/**
 * Solution detail. Municipal, trial and operator users read published listings (operators any);
 * vendors read their own company's listings only (DESIGN section 8).
 */
import type { DataSource } from 'typeorm';
import { appError } from '../../lib/app-error';
import type { Context } from '../../graphql/context';
import { parseRecordId } from '../search/record-id';
import { Solution } from './solution.entity';

export class SolutionService {
  constructor(private readonly dataSource: DataSource) {}

  async detail(context: Pick<Context, 'role' | 'profile'>, id: string): Promise<Solution> {
    // find, not findOne: findOne's LIMIT with joined lists costs a second statement (ids first).
    const [solution = null] = await this.dataSource.getRepository(Solution).find({
      where: { id: parseRecordId(id) },
      relations: { company: true, categories: true, areas: true },
    });
    if (!solution) throw appError('NOT_FOUND');
    if (context.role === 'operator') return solution;
    if (context.role === 'vendor') {
      if (solution.companyId !== context.profile?.companyId) throw appError('FORBIDDEN');
      return solution;
    }
    if (solution.status !== 'published') throw appError('NOT_FOUND');
    return solution;
  }
}
