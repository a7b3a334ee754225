import { parseRecordId } from '@portal/shared';
import type { DataSource } from 'typeorm';
import { appError } from '../../lib/app-error';
import type { Caller } from '../../auth/caller';
import { Case } from './case.entity';

export class CaseService {
  constructor(private readonly dataSource: DataSource) {}

  async detail(caller: Pick<Caller, 'role'>, id: string): Promise<Case> {
    const recordId = parseRecordId(id);
    if (recordId === null) throw appError('NOT_FOUND');
    // find, not findOne: findOne's LIMIT with joined lists costs a second statement (ids first).
    const [record = null] = await this.dataSource.getRepository(Case).find({
      where: { id: recordId },
      relations: { categories: true, areas: true, municipality: true },
    });
    if (!record || (record.status !== 'published' && caller.role !== 'operator')) throw appError('NOT_FOUND');
    return record;
  }
}
