import type { DataSource } from 'typeorm';
import { appError } from '../../lib/app-error';
import type { Context } from '../../graphql/context';
import { parseRecordId } from '../search/record-id';
import { Case } from './case.entity';

export class CaseService {
  constructor(private readonly dataSource: DataSource) {}

  async detail(context: Pick<Context, 'role'>, id: string): Promise<Case> {
    // find, not findOne: findOne's LIMIT with joined lists costs a second statement (ids first).
    const [record = null] = await this.dataSource.getRepository(Case).find({
      where: { id: parseRecordId(id) },
      relations: { categories: true, areas: true, municipality: true },
    });
    if (!record || (record.status !== 'published' && context.role !== 'operator')) throw appError('NOT_FOUND');
    return record;
  }
}
