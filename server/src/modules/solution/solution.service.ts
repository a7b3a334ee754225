/**
 * Solution detail. Municipal, trial and operator users read published listings (operators any);
 * vendors read their own company's listings only (docs/accounts-and-roles.md).
 */
import { parseRecordId } from '@portal/shared';
import type { DataSource } from 'typeorm';
import { appError } from '../../lib/app-error';
import type { Caller } from '../../auth/caller';
import { Solution } from './solution.entity';

export class SolutionService {
  constructor(private readonly dataSource: DataSource) {}

  async detail(caller: Pick<Caller, 'role' | 'profile'>, id: string): Promise<Solution> {
    const recordId = parseRecordId(id);
    if (recordId === null) throw appError('NOT_FOUND');
    // find, not findOne: findOne's LIMIT with joined lists costs a second statement (ids first).
    const [solution = null] = await this.dataSource.getRepository(Solution).find({
      where: { id: recordId },
      relations: { company: true, categories: true, areas: true },
    });
    if (caller.role === 'operator' && solution) return solution;
    // Whatever the caller may not see answers exactly as an unknown id: a different refusal would
    // tell a vendor which ids are another company's listings (drafts included).
    const visible =
      solution != null &&
      (caller.role === 'vendor' ? solution.companyId === caller.profile?.companyId : solution.status === 'published');
    if (!visible) throw appError('NOT_FOUND');
    return solution;
  }
}
