/**
 * The operator's editing of case studies (docs/operator-console.md), as for grants: drafts,
 * corrections live at once, publication now or at a set time, withdrawal with a reason, history.
 * The municipality is a code of the municipality master (checked here), the solution a published
 * listing or a name, the funding grants published grants; the shared rules
 * (shared/src/cases/validation.ts) run first. Every change writes its revision, audit event and
 * search change log in its transaction.
 */
import { randomBytes } from 'node:crypto';
import { IMAGE_KINDS, parseRecordId } from '@portal/shared';
import { CASE_MESSAGES, normalizeCase, validateCase, type CaseValues } from '@portal/shared/cases/validation';
import type { RecordSource } from '@portal/shared/editorial/publication';
import { japanMoment, validateSchedule, withdrawReasonError } from '@portal/shared/editorial/publication';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput, type FieldErrors } from '../../lib/app-error';
import { type Clock, systemClock } from '../../lib/clock';
import type { FileStorage } from '../../storage/storage';
import { RecordRevision } from '../editorial/record-revision.entity';
import { revisionsWithActors, type RevisionWithActor } from '../editorial/revision-history';
import { diffValues, recordRevision } from '../editorial/revisions';
import { needsFullRules, publishStep, scheduleStep, withdrawStep, wholeSeconds } from '../editorial/publication';
import type { PublicationFields } from '../editorial/publication';
import { logTouched, refreshTouched, type Touched } from '../editorial/search-sync';
import { Grant } from '../grant/grant.entity';
import type { EditorialListFilter } from '../grant/grant-editor.service';
import { resolveFile, UPLOAD_MESSAGES } from '../listing/listing-uploads';
import { Municipality } from '../municipality/municipality.entity';
import { likeOf, pageOf } from '../operator/paging';
import { operatorUid } from '../operator/operator-caller';
import type { PortalSearch } from '../sections';
import { Solution } from '../solution/solution.entity';
import { applyContent, grantIdsOf, snapshotOf, syncGrants, type CaseDerived } from './case-content';
import { Case, type StoredCaseImage } from './case.entity';
import { upsertCasesFromSource, type CaseSourceRow } from './case-source';
import type { ImportOptions, ImportResult } from '../editorial/import-result';

export const CASE_EDITOR_MESSAGES = {
  notFound: '導入事例が見つかりません。',
  changedMeanwhile: 'ほかの操作で公開状態が変わりました。画面を更新してから再度お試しください。',
  fileMissing: 'ファイルが見つかりません。もう一度アップロードしてください',
  incomplete: '公開に必要な項目が入力されていません。編集画面で入力してください。',
} as const;

/** The cases and the listings whose 同規模 facet reads them (solution.read-model.ts). */
function touchedByCase(record: Pick<Case, 'id' | 'solutionId'>, previousSolution: number | null): Touched {
  const solutions = [...new Set([record.solutionId, previousSolution])].filter((id): id is number => id !== null);
  return { cases: [record.id], solutions };
}

export class CaseEditorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: PortalSearch,
    private readonly storage: FileStorage,
    private readonly clock: Clock = systemClock,
  ) {}

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

  /** Shared rules, then what only the database knows: the municipality, the listing, the grants, the files. */
  private async checked(
    manager: EntityManager,
    uid: string,
    values: CaseValues,
    submit: boolean,
    existing: Case | null,
  ) {
    const errors: FieldErrors = validateCase(values, { submit });
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    const content = normalizeCase(values, this.clock());
    const municipality = content.municipalityCode
      ? await manager.getRepository(Municipality).findOneBy({ code: content.municipalityCode })
      : null;
    if (content.municipalityCode && !municipality) errors.municipalityCode = CASE_MESSAGES.municipalityUnknown;
    if (content.solutionId !== null && content.solutionId !== existing?.solutionId) {
      const [solution] = await manager
        .getRepository(Solution)
        .find({ where: { id: content.solutionId, status: 'published' }, relations: { company: true } });
      if (!solution) errors.solutionId = CASE_MESSAGES.solutionUnknown;
      else {
        content.solutionName ??= solution.title;
        content.vendorName ??= solution.company.name;
      }
    }
    const linked = existing ? await grantIdsOf(manager, existing.id) : [];
    const newGrants = content.grantIds.filter((id) => !linked.includes(id));
    const found = newGrants.length
      ? await manager.getRepository(Grant).count({ where: { id: In(newGrants), status: 'published' } })
      : 0;
    if (found !== newGrants.length) errors.grantIds = CASE_MESSAGES.grantUnknown;
    const known = new Set((existing?.imageList ?? []).map((image) => image.key));
    const images: StoredCaseImage[] = [];
    for (const [i, image] of content.images.entries()) {
      const resolved = resolveFile(image.file, uid, known);
      const field = `images.${i}.file`;
      if (typeof resolved === 'string' || !IMAGE_KINDS.includes(resolved.kind)) {
        errors[field] = resolved === 'foreign' ? UPLOAD_MESSAGES.foreignFile : CASE_MESSAGES.imageFile;
      } else if (!known.has(resolved.key) && !(await this.storage.stat(resolved.key))) {
        errors[field] = CASE_EDITOR_MESSAGES.fileMissing;
      } else images.push({ ...resolved, alt: image.alt });
    }
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    const derived: CaseDerived = { municipality, images };
    return { content, derived };
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

  async publish(caller: Caller, id: string): Promise<Case> {
    const uid = operatorUid(caller);
    return this.transition(uid, id, 'publish', (record) => publishStep(record, this.clock()));
  }

  async schedule(caller: Caller, id: string, date: string, time: string): Promise<Case> {
    const uid = operatorUid(caller);
    const errors = validateSchedule(date, time, this.clock());
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    const at = japanMoment(date.trim(), time.trim());
    return this.transition(uid, id, 'schedule', (record) => scheduleStep(record, at));
  }

  async withdraw(caller: Caller, id: string, reason: string): Promise<Case> {
    const uid = operatorUid(caller);
    const error = withdrawReasonError(reason);
    if (error) throw invalidInput({ reason: error });
    return this.transition(uid, id, 'withdraw', (record) => withdrawStep(record, reason.trim()), reason.trim());
  }

  /** As for grants: a conditional UPDATE, every rule checked before publishing or scheduling. */
  private async transition(
    uid: string,
    id: string,
    action: 'publish' | 'schedule' | 'withdraw',
    step: (record: Case) => PublicationFields,
    reason: string | null = null,
  ): Promise<Case> {
    let touched: Touched = {};
    const recordId = await this.dataSource.transaction(async (manager) => {
      const record = await this.load(manager, id);
      const next = step(record);
      if (action !== 'withdraw') {
        const values = valuesOfCase(record, await grantIdsOf(manager, record.id));
        const errors = validateCase(values, { submit: true });
        if (Object.keys(errors).length > 0) throw invalidInput(errors, CASE_EDITOR_MESSAGES.incomplete);
      }
      const result = await manager.getRepository(Case).update({ id: record.id, status: record.status }, next);
      if (result.affected !== 1) throw appError('CONFLICT', CASE_EDITOR_MESSAGES.changedMeanwhile);
      const changes = diffValues(
        { status: record.status, publishedAt: record.publishedAt.toISOString() },
        { status: next.status, publishedAt: next.publishedAt.toISOString() },
      );
      await recordRevision(manager, {
        kind: 'case',
        recordId: record.id,
        action,
        changes,
        actor: uid,
        actorUid: uid,
        reason,
        audit: { status: next.status, publishedAt: next.publishedAt.toISOString() },
      });
      if (record.status === 'published' || next.status === 'published') {
        touched = touchedByCase(record, null);
        await logTouched(manager, touched);
      }
      return record.id;
    });
    await refreshTouched(this.search, touched);
    return this.load(this.dataSource.manager, recordId);
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

/** The stored case as the form's values (what publishing checks). */
export function valuesOfCase(record: Case, grantIds: readonly number[]): CaseValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    ...(snapshotOf(record, grantIds) as CaseValues),
    fiscalYear: String(record.fiscalYear),
    solutionId: record.solutionId === null ? '' : String(record.solutionId),
    initialCost: text(record.initialCost),
    annualCost: text(record.annualCost),
    subsidyAmount: text(record.subsidyAmount),
    periodMonths: text(record.periodMonths),
    kpis: (record.kpis ?? []).map((k) => ({
      label: k.label,
      unit: k.unit,
      before: text(k.before),
      after: text(k.after),
    })),
    grantIds: grantIds.map(String),
    images: (record.imageList ?? []).map((image) => ({
      file: { key: image.key, name: image.name, kind: image.kind },
      alt: image.alt,
    })),
  };
}
