import type { DataSource } from 'typeorm';
import { appError } from '../../lib/app-error';
import type { Caller } from '../../auth/caller';
import { parseRecordId } from '../search/record-id';
import { Case } from './case.entity';

export class CaseService {
  constructor(private readonly dataSource: DataSource) {}

  async detail(caller: Pick<Caller, 'role'>, id: string): Promise<Case> {
    // find, not findOne: findOne's LIMIT with joined lists costs a second statement (ids first).
    const [record = null] = await this.dataSource.getRepository(Case).find({
      where: { id: parseRecordId(id) },
      relations: { categories: true, areas: true, municipality: true },
    });
    if (!record || (record.status !== 'published' && caller.role !== 'operator')) throw appError('NOT_FOUND');
    return record;
  }
}
