import { parseRecordId } from '@portal/shared';
import { normalizeCaseFigures, validateCaseFigures } from '@portal/shared/cases/figures';
import type { DataSource } from 'typeorm';
import { appError, invalidInput } from '../../lib/app-error';
import type { Caller } from '../../auth/caller';
import { recordAudit } from '../audit/audit.service';
import { Case } from './case.entity';
import type { CaseFiguresInput } from './case-figures.types';

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

  /**
   * The operator keeps case studies (no vendor or municipality owns one), so the operator alone
   * records what a case cost and achieved; an empty field means 未公表.
   */
  async updateFigures(caller: Pick<Caller, 'role' | 'viewer'>, id: string, input: CaseFiguresInput): Promise<Case> {
    if (caller.role !== 'operator') throw appError('FORBIDDEN');
    const recordId = parseRecordId(id);
    if (recordId === null) throw appError('NOT_FOUND');
    const errors = validateCaseFigures(input);
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    const figures = normalizeCaseFigures(input);
    await this.dataSource.transaction(async (manager) => {
      const record = await manager.getRepository(Case).findOneBy({ id: recordId });
      if (!record) throw appError('NOT_FOUND');
      await manager.getRepository(Case).update(recordId, figures);
      await recordAudit(manager, {
        actorUid: caller.viewer?.uid ?? null,
        action: 'case.figures.update',
        entityType: 'case',
        entityId: recordId,
        data: { ...figures },
      });
    });
    return this.detail(caller, id);
  }
}
