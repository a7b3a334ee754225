/**
 * The operator's editing of case studies (docs/operator-console.md), as for grants: drafts,
 * corrections live at once, publication now or at a set time, withdrawal with a reason, history.
 * The municipality is a code of the municipality master (checked here), the solution a published
 * listing or a name, the funding grants published grants; the shared rules
 * (shared/src/cases/validation.ts) run first. Every change writes its revision, audit event and
 * search change log in its transaction.
 */
import { randomBytes } from 'node:crypto';
import { parseRecordId, wholeSeconds } from '@portal/shared';
import { normalizeCase, validateCase, type CaseContent, type CaseValues } from '@portal/shared/cases/validation';
import type { RecordSource } from '@portal/shared/editorial/publication';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput, type FieldErrors } from '../../lib/app-error';
import { type Clock, systemClock } from '../../lib/clock';
import type { FileStorage } from '../../storage/storage';
import { RecordRevision } from '../editorial/record-revision.entity';
import { revisionsWithActors, type RevisionWithActor } from '../editorial/revision-history';
import { diffValues, recordRevision } from '../editorial/revisions';
import { PublicationSteps } from '../editorial/publication-steps';
import { needsFullRules } from '../editorial/publication';
import { logTouched, refreshTouched, type Touched } from '../editorial/search-sync';
import { Grant } from '../grant/grant.entity';
import type { EditorialListFilter } from '../grant/grant-editor.service';
import { likeOf, pageOf } from '../operator/paging';
import { operatorUid } from '../operator/operator-caller';
import type { PortalSearch } from '../sections';
import { Solution } from '../solution/solution.entity';
import {
  applyContent,
  grantIdsOf,
  snapshotOf,
  syncGrants,
  touchedByCase,
  valuesOfCase,
  type CaseDerived,
} from './case-content';
import { checkImages, checkReferences, FILE_MISSING } from './case-checks';
import { Case } from './case.entity';
import { upsertCasesFromSource, type CaseSourceRow } from './case-source';
import type { ImportOptions, ImportResult } from '../editorial/import-result';

export const CASE_EDITOR_MESSAGES = {
  notFound: '導入事例が見つかりません。',
  fileMissing: FILE_MISSING,
  changedMeanwhile: 'ほかの操作で公開状態が変わりました。画面を更新してから再度お試しください。',
  incomplete: '公開に必要な項目が入力されていません。編集画面で入力してください。',
} as const;

export class CaseEditorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: PortalSearch,
    private readonly storage: FileStorage,
    private readonly clock: Clock = systemClock,
  ) {
    this.steps = new PublicationSteps(dataSource, search, clock, {
      kind: 'case',
      entity: Case,
      load: (manager, id) => this.load(manager, id),
      fullRuleErrors: async (manager, record) =>
        validateCase(valuesOfCase(record, await grantIdsOf(manager, record.id)), { submit: true }),
      touched: async (_manager, record) => touchedByCase(record, null),
      messages: CASE_EDITOR_MESSAGES,
    });
  }

  private readonly steps: PublicationSteps<Case>;

  private async load(manager: EntityManager, id: string | number): Promise<Case> {
    const recordId = typeof id === 'number' ? id : parseRecordId(id);
    const [record] =
      recordId === null
        ? []
        : await manager.getRepository(Case).find({
            where: { id: recordId },
            relations: { categories: true, areas: true, municipality: true },
          });
    if (!record) throw appError('NOT_FOUND', CASE_EDITOR_MESSAGES.notFound);
    return record;
  }

  async list(caller: Caller, filter: EditorialListFilter): Promise<{ items: Case[]; total: number }> {
    operatorUid(caller);
    const page = pageOf(filter.offset, filter.limit);
    const like = likeOf(filter.search);
    const query = this.dataSource.getRepository(Case).createQueryBuilder('c');
    query.leftJoinAndSelect('c.municipality', 'm');
    if (filter.status) query.andWhere('c.status = :status', { status: filter.status });
    if (like) {
      query.andWhere("(c.title LIKE :like ESCAPE '!' OR c.organization_name LIKE :like ESCAPE '!')", { like });
    }
    const [items, total] = await query
      .orderBy('c.updatedAt', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .skip(page.offset)
      .take(page.limit)
      .getManyAndCount();
    return { items, total };
  }

  async forEdit(caller: Caller, id: string): Promise<Case> {
    operatorUid(caller);
    return this.load(this.dataSource.manager, id);
  }

  /** The grants that funded the case (operators see unpublished ones too). */
  async grantIds(id: number): Promise<number[]> {
    return grantIdsOf(this.dataSource.manager, id);
  }

  /** The titles the form shows beside the ids it holds: the funding grants and the listing. */
  async references(record: Case): Promise<{ grants: { id: number; title: string }[]; solutionTitle: string | null }> {
    const ids = await grantIdsOf(this.dataSource.manager, record.id);
    const grants = ids.length
      ? await this.dataSource.getRepository(Grant).find({ select: { id: true, title: true }, where: { id: In(ids) } })
      : [];
    const solution =
      record.solutionId === null
        ? null
        : await this.dataSource
            .getRepository(Solution)
            .findOne({ select: { id: true, title: true }, where: { id: record.solutionId } });
    return { grants: grants.map(({ id, title }) => ({ id, title })), solutionTitle: solution?.title ?? null };
  }

  /** Shared rules, then what only the database and the file store know (case-checks.ts). */
  private async checked(
    manager: EntityManager,
    uid: string,
    values: CaseValues,
    submit: boolean,
    existing: Case | null,
    vouched: ReadonlySet<string> = new Set(),
  ): Promise<{ content: CaseContent; derived: CaseDerived }> {
    const invalid: FieldErrors = validateCase(values, { submit });
    if (Object.keys(invalid).length > 0) throw invalidInput(invalid);
    const content = normalizeCase(values, this.clock());
    const linkedGrants = existing ? await grantIdsOf(manager, existing.id) : [];
    const references = await checkReferences(manager, content, { linkedGrants, solutionId: existing?.solutionId });
    const known = new Set([...(existing?.imageList ?? []).map((image) => image.key), ...vouched]);
    const files = await checkImages(this.storage, uid, content, known);
    const errors = { ...files.errors, ...references.errors };
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    return { content, derived: { municipality: references.municipality, images: files.images } };
  }

  async create(caller: Caller, values: CaseValues): Promise<Case> {
    const uid = operatorUid(caller);
    const id = await this.dataSource.transaction(async (manager) => {
      const { content, derived } = await this.checked(manager, uid, values, false, null);
      const record = manager.getRepository(Case).create({
        uid: randomBytes(12).toString('base64url'),
        status: 'draft',
        publishedAt: wholeSeconds(this.clock()),
        source: 'portal',
      });
      applyContent(record, content, derived);
      const saved = await manager.save(record);
      await syncGrants(manager, saved.id, content.grantIds);
      const changes = diffValues(null, snapshotOf(saved, content.grantIds)!);
      await recordRevision(manager, {
        kind: 'case',
        recordId: saved.id,
        action: 'create',
        changes,
        actor: uid,
        actorUid: uid,
      });
      return saved.id;
    });
    return this.load(this.dataSource.manager, id);
  }

  /**
   * An operator publishing a case in the caller's transaction (an approved vendor proposal): the
   * checks, revisions ('create', 'publish'), audit events and search change log of create and
   * publish. `files`: image keys the caller vouches for (checked when the vendor uploaded them).
   * Call `applyToSearch(touched)` after the commit.
   */
  async createPublishedIn(
    manager: EntityManager,
    operator: string,
    values: CaseValues,
    options: { files: ReadonlySet<string> },
  ): Promise<{ id: number; touched: Touched }> {
    const { content, derived } = await this.checked(manager, operator, values, true, null, options.files);
    const record = manager.getRepository(Case).create({
      uid: randomBytes(12).toString('base64url'),
      status: 'published',
      publishedAt: wholeSeconds(this.clock()),
      source: 'portal',
    });
    applyContent(record, content, derived);
    const saved = await manager.save(record);
    await syncGrants(manager, saved.id, content.grantIds);
    const revision = { kind: 'case' as const, recordId: saved.id, actor: operator, actorUid: operator };
    const changes = diffValues(null, snapshotOf(saved, content.grantIds)!);
    await recordRevision(manager, { ...revision, action: 'create', changes });
    const published = { status: ['draft', 'published'] as [unknown, unknown] };
    await recordRevision(manager, {
      ...revision,
      action: 'publish',
      changes: published,
      audit: { status: 'published' },
    });
    const touched = touchedByCase(saved, null);
    await logTouched(manager, touched);
    return { id: saved.id, touched };
  }

  async update(caller: Caller, id: string, values: CaseValues): Promise<Case> {
    const uid = operatorUid(caller);
    let touched: Touched = {};
    const recordId = await this.dataSource.transaction(async (manager) => {
      const record = await this.load(manager, id);
      const { content, derived } = await this.checked(manager, uid, values, needsFullRules(record.status), record);
      const before = snapshotOf(record, await grantIdsOf(manager, record.id));
      const previousSolution = record.solutionId;
      applyContent(record, content, derived);
      await manager.save(record);
      await syncGrants(manager, record.id, content.grantIds);
      const changes = diffValues(before, snapshotOf(record, content.grantIds)!);
      if (Object.keys(changes).length === 0) return record.id;
      await recordRevision(manager, {
        kind: 'case',
        recordId: record.id,
        action: 'update',
        changes,
        actor: uid,
        actorUid: uid,
      });
      if (record.status === 'published') {
        touched = touchedByCase(record, previousSolution);
        await logTouched(manager, touched);
      }
      return record.id;
    });
    await refreshTouched(this.search, touched);
    return this.load(this.dataSource.manager, recordId);
  }

  publish(caller: Caller, id: string): Promise<Case> {
    return this.steps.publish(caller, id);
  }

  schedule(caller: Caller, id: string, date: string, time: string): Promise<Case> {
    return this.steps.schedule(caller, id, date, time);
  }

  withdraw(caller: Caller, id: string, reason: string): Promise<Case> {
    return this.steps.withdraw(caller, id, reason);
  }

  async history(caller: Caller, id: string): Promise<RevisionWithActor[]> {
    operatorUid(caller);
    const record = await this.load(this.dataSource.manager, id);
    const revisions = await this.dataSource.getRepository(RecordRevision).find({
      where: { recordKind: 'case', recordId: record.id },
      order: { id: 'DESC' },
    });
    return revisionsWithActors(this.dataSource, revisions);
  }

  /** Imports of cases (a CSV or Excel file), as for grants: see case-source.ts. */
  upsertFromSource(
    manager: EntityManager,
    source: Exclude<RecordSource, 'portal'>,
    rows: readonly CaseSourceRow[],
    actor: string,
    options: ImportOptions,
  ): Promise<ImportResult> {
    return upsertCasesFromSource(manager, source, rows, actor, { ...options, now: this.clock() });
  }

  applyToSearch(touched: Touched): Promise<void> {
    return refreshTouched(this.search, touched);
  }
}
