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
    if (context.role === 'operator' && solution) return solution;
    // Whatever the caller may not see answers exactly as an unknown id: a different refusal would
    // tell a vendor which ids are another company's listings (drafts included).
    const visible =
      solution != null &&
      (context.role === 'vendor' ? solution.companyId === context.profile?.companyId : solution.status === 'published');
    if (!visible) throw appError('NOT_FOUND');
    return solution;
  }
}
