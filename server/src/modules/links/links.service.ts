/**
 * The links between grants, solutions and cases as the detail pages read them, and the
 * operator's links of a case to the grants that funded it. Each list is one query for the linked
 * ids; the records themselves come from the search index, which holds published records only, so
 * an unpublished listing, grant or case never appears through a link, whoever asks.
 */
import { parseRecordId } from '@portal/shared';
import { type DataSource, In } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { Case } from '../case/case.entity';
import type { CaseSummary } from '../case/case.types';
import { Grant } from '../grant/grant.entity';
import type { GrantService } from '../grant/grant.service';
import type { GrantSummary } from '../grant/grant.types';
import type { PortalSearch } from '../sections';
import type { SolutionSummary } from '../solution/solution.types';
import { CaseGrant, SolutionGrant } from './links.entity';
import type { EligibleGrant } from './links.types';

export const CASE_GRANT_MESSAGES = {
  caseNotFound: '導入事例が見つかりません。',
  grantNotFound: (ids: string) => `補助金・交付金が見つかりません（ID: ${ids}）`,
  tooMany: '補助金・交付金は10件まで登録できます',
} as const;

/** Open grants first (still applicable, nearest deadline first), then the closed ones. */
function byApplicability(a: GrantSummary, b: GrantSummary): number {
  const closed = Number(a.applicationStatus === 'closed') - Number(b.applicationStatus === 'closed');
  if (closed !== 0) return closed;
  const end = (g: GrantSummary) => g.applicationEnd ?? '9999-12-31';
  return a.applicationStatus === 'closed' ? end(b).localeCompare(end(a)) : end(a).localeCompare(end(b));
}

export class LinkService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: PortalSearch,
    private readonly grants: GrantService,
  ) {}

  private async ids(sql: string, id: number): Promise<number[]> {
    const rows = (await this.dataSource.query(sql, [id])) as { id: number }[];
    return rows.map((row) => Number(row.id));
  }

  async eligibleGrants(solutionId: number): Promise<EligibleGrant[]> {
    const rows = await this.dataSource.getRepository(SolutionGrant).find({ where: { solutionId } });
    const notes = new Map(rows.map((row) => [row.grantId, row.note]));
    return this.grants
      .summaries([...notes.keys()])
      .sort(byApplicability)
      .map((grant) => ({ grant, note: notes.get(grant.id)! }));
  }

  async casesOfSolution(solutionId: number): Promise<CaseSummary[]> {
    const ids = await this.ids(
      'SELECT id FROM cases WHERE solution_id = ? ORDER BY published_at DESC, id DESC',
      solutionId,
    );
    return this.search.summaries('cases', ids);
  }

  async solutionsOfGrant(grantId: number): Promise<SolutionSummary[]> {
    const ids = await this.ids('SELECT solution_id AS id FROM solution_grants WHERE grant_id = ?', grantId);
    return this.search.summaries('solutions', ids).sort((a, b) => +b.publishedAt - +a.publishedAt || b.id - a.id);
  }

  async casesOfGrant(grantId: number): Promise<CaseSummary[]> {
    const ids = await this.ids('SELECT case_id AS id FROM case_grants WHERE grant_id = ?', grantId);
    return this.search.summaries('cases', ids).sort((a, b) => +b.publishedAt - +a.publishedAt || b.id - a.id);
  }

  async grantsOfCase(caseId: number): Promise<GrantSummary[]> {
    const ids = await this.ids('SELECT grant_id AS id FROM case_grants WHERE case_id = ?', caseId);
    return this.grants.summaries(ids).sort(byApplicability);
  }

  /** The case's solution when it is published (no query: the case row carries the id). */
  solutionOfCase(record: Pick<Case, 'solutionId'>): SolutionSummary | null {
    return record.solutionId === null ? null : (this.search.summaries('solutions', [record.solutionId])[0] ?? null);
  }

  /** Operators: the grants that funded a case (replaces the list); audited, search sees it at once. */
  async setCaseGrants(caller: Caller, caseId: string, grantIds: readonly string[]): Promise<GrantSummary[]> {
    if (caller.role !== 'operator' || !caller.viewer) throw appError('FORBIDDEN');
    const id = parseRecordId(caseId);
    const record = id === null ? null : await this.dataSource.getRepository(Case).findOneBy({ id });
    if (!record) throw appError('NOT_FOUND', CASE_GRANT_MESSAGES.caseNotFound);
    const wanted = [...new Set(grantIds.map((raw) => parseRecordId(raw) ?? -1))];
    if (wanted.length > 10) throw invalidInput({ grantIds: CASE_GRANT_MESSAGES.tooMany });
    const found = wanted.length
      ? await this.dataSource
          .getRepository(Grant)
          .find({ select: { id: true }, where: { id: In(wanted), status: 'published' } })
      : [];
    const missing = grantIds.filter((raw) => !found.some((g) => String(g.id) === raw.trim()));
    if (missing.length > 0) {
      throw invalidInput({
        grantIds: CASE_GRANT_MESSAGES.grantNotFound(
          missing
            .slice(0, 3)
            .map((m) => m.slice(0, 20))
            .join('、'),
        ),
      });
    }
    await this.dataSource.transaction(async (manager) => {
      const before = await manager.getRepository(CaseGrant).find({ where: { caseId: record.id } });
      await manager.getRepository(CaseGrant).delete({ caseId: record.id });
      if (found.length > 0)
        await manager.getRepository(CaseGrant).insert(found.map((g) => ({ caseId: record.id, grantId: g.id })));
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'case.grants-linked',
        entityType: 'case',
        entityId: record.id,
        data: { before: before.map((row) => row.grantId), after: found.map((g) => g.id) },
      });
    });
    await this.search.refresh('cases', [record.id]);
    return this.grantsOfCase(record.id);
  }
}
