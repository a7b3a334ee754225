import { parseRecordId } from '@portal/shared';
import type { DataSource } from 'typeorm';
import { appError } from '../../lib/app-error';
import type { Caller } from '../../auth/caller';
import { Grant } from './grant.entity';

export class GrantService {
  constructor(private readonly dataSource: DataSource) {}

  async detail(caller: Pick<Caller, 'role'>, id: string): Promise<Grant> {
    const recordId = parseRecordId(id);
    if (recordId === null) throw appError('NOT_FOUND');
    // find, not findOne: findOne's LIMIT with joined lists costs a second statement (ids first).
    const [grant = null] = await this.dataSource.getRepository(Grant).find({
      where: { id: recordId },
      relations: { categories: true, areas: true },
    });
    if (!grant || (grant.status !== 'published' && caller.role !== 'operator')) throw appError('NOT_FOUND');
    return grant;
  }
}
