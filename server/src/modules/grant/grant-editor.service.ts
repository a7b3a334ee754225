/**
 * The operator's editing of grants (docs/operator-console.md): drafts, corrections, publication
 * now or at a set time, withdrawal with a reason, and the history of every change. The shared
 * rules (shared/src/grants/validation.ts) run before anything is stored; every change writes its
 * revision and audit event in its transaction, and a change the search shows is written to the
 * search change log in that transaction too, so every app process shows it within seconds.
 * Imports use the same content rules through `upsertFromSource` (grant-source.ts).
 */
import { randomBytes } from 'node:crypto';
import { parseRecordId, wholeSeconds } from '@portal/shared';
import type { RecordSource } from '@portal/shared/editorial/publication';
import { normalizeGrant, validateGrant, type GrantValues } from '@portal/shared/grants/validation';
import type { DataSource, EntityManager } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput, type FieldErrors } from '../../lib/app-error';
import { type Clock, systemClock } from '../../lib/clock';
import type { FileStorage } from '../../storage/storage';
import { RecordRevision } from '../editorial/record-revision.entity';
import { revisionsWithActors, type RevisionWithActor } from '../editorial/revision-history';
import { diffValues, recordRevision } from '../editorial/revisions';
import { PublicationSteps } from '../editorial/publication-steps';
import { needsFullRules } from '../editorial/publication';
import { logTouched, refreshTouched, touchedByGrants, type Touched } from '../editorial/search-sync';
import { resolveFile, UPLOAD_MESSAGES } from '../listing/listing-uploads';
import { likeOf, pageOf } from '../operator/paging';
import { operatorUid } from '../operator/operator-caller';
import type { PortalSearch } from '../sections';
import { applyContent, attachmentsOf, snapshotOf, syncAttachments, type AttachmentFile } from './grant-content';
import { Grant } from './grant.entity';
import type { ImportOptions, ImportResult } from '../editorial/import-result';
import { upsertGrantsFromSource, type GrantSourceRow } from './grant-source';

export const GRANT_EDITOR_MESSAGES = {
  notFound: '補助金・交付金が見つかりません。',
  changedMeanwhile: 'ほかの操作で公開状態が変わりました。画面を更新してから再度お試しください。',
  fileMissing: 'ファイルが見つかりません。もう一度アップロードしてください',
  incomplete: '公開に必要な項目が入力されていません。編集画面で入力してください。',
} as const;

export interface EditorialListFilter {
  status?: string | null;
  search?: string | null;
  offset?: number | null;
  limit?: number | null;
}

export class GrantEditorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: PortalSearch,
    private readonly storage: FileStorage,
    private readonly clock: Clock = systemClock,
  ) {
    this.steps = new PublicationSteps(dataSource, search, clock, {
      kind: 'grant',
      entity: Grant,
      load: (manager, id) => this.load(manager, id),
      fullRuleErrors: async (_manager, grant) => validateGrant(valuesOfGrant(grant), { submit: true }),
      touched: (manager, grant) => touchedByGrants(manager, [grant.id]),
      messages: GRANT_EDITOR_MESSAGES,
    });
  }

  private readonly steps: PublicationSteps<Grant>;

  private async load(manager: EntityManager, id: string | number): Promise<Grant> {
    const recordId = typeof id === 'number' ? id : parseRecordId(id);
    const [grant] =
      recordId === null
        ? []
        : await manager
            .getRepository(Grant)
            .find({ where: { id: recordId }, relations: { categories: true, areas: true } });
    if (!grant) throw appError('NOT_FOUND', GRANT_EDITOR_MESSAGES.notFound);
    grant.attachments = await attachmentsOf(manager, grant.id);
    return grant;
  }

  /** Newest change first; `status` one of the publication states, `search` in title and 実施機関. */
  async list(caller: Caller, filter: EditorialListFilter): Promise<{ items: Grant[]; total: number }> {
    operatorUid(caller);
    const page = pageOf(filter.offset, filter.limit);
    const like = likeOf(filter.search);
    const query = this.dataSource.getRepository(Grant).createQueryBuilder('g');
    if (filter.status) query.andWhere('g.status = :status', { status: filter.status });
    if (like) query.andWhere("(g.title LIKE :like ESCAPE '!' OR g.issuer LIKE :like ESCAPE '!')", { like });
    const [items, total] = await query
      .orderBy('g.updatedAt', 'DESC')
      .addOrderBy('g.id', 'DESC')
      .skip(page.offset)
      .take(page.limit)
      .getManyAndCount();
    return { items, total };
  }

  async forEdit(caller: Caller, id: string): Promise<Grant> {
    operatorUid(caller);
    return this.load(this.dataSource.manager, id);
  }

  /** The rules for the record's state, then files the server can vouch for (the caller's uploads or files it has). */
  private async checked(uid: string, values: GrantValues, submit: boolean, known: readonly string[]) {
    const errors: FieldErrors = validateGrant(values, { submit });
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    const content = normalizeGrant(values, this.clock());
    const files: AttachmentFile[] = [];
    for (const [i, attachment] of content.attachments.entries()) {
      const resolved = resolveFile(attachment.file, uid, new Set(known));
      const field = `attachments.${i}.file`;
      if (typeof resolved === 'string' || resolved.kind !== 'pdf') {
        errors[field] = resolved === 'foreign' ? UPLOAD_MESSAGES.foreignFile : GRANT_EDITOR_MESSAGES.fileMissing;
        continue;
      }
      if (!known.includes(resolved.key) && !(await this.storage.stat(resolved.key))) {
        errors[field] = GRANT_EDITOR_MESSAGES.fileMissing;
        continue;
      }
      files.push({ kind: attachment.kind, title: attachment.title, key: resolved.key, name: resolved.name });
    }
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    return { content, files };
  }

  private sizeOf = async (key: string): Promise<number> => (await this.storage.stat(key))?.size ?? 0;

  /** A new draft (visible to operators only until it is published). */
  async create(caller: Caller, values: GrantValues): Promise<Grant> {
    const uid = operatorUid(caller);
    const { content, files } = await this.checked(uid, values, false, []);
    const id = await this.dataSource.transaction(async (manager) => {
      const grant = manager.getRepository(Grant).create({
        uid: randomBytes(12).toString('base64url'),
        status: 'draft',
        publishedAt: wholeSeconds(this.clock()),
        source: 'portal',
      });
      applyContent(grant, content);
      const saved = await manager.save(grant);
      const rows = await syncAttachments(manager, saved.id, files, this.sizeOf);
      const changes = diffValues(null, snapshotOf(saved, rows)!);
      await recordRevision(manager, {
        kind: 'grant',
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
   * Saves the form. A published (or scheduled) grant must keep every rule, and its change is live
   * at once; a draft or a withdrawn grant is kept with the draft rules. Nothing changed, nothing written.
   */
  async update(caller: Caller, id: string, values: GrantValues): Promise<Grant> {
    const uid = operatorUid(caller);
    let touched: Touched = {};
    const recordId = await this.dataSource.transaction(async (manager) => {
      const grant = await this.load(manager, id);
      const known = grant.attachments.map((a) => a.storageKey);
      const { content, files } = await this.checked(uid, values, needsFullRules(grant.status), known);
      const before = snapshotOf(grant, grant.attachments);
      applyContent(grant, content);
      await manager.save(grant);
      const rows = await syncAttachments(manager, grant.id, files, this.sizeOf);
      const changes = diffValues(before, snapshotOf(grant, rows)!);
      if (Object.keys(changes).length === 0) return grant.id;
      await recordRevision(manager, {
        kind: 'grant',
        recordId: grant.id,
        action: 'update',
        changes,
        actor: uid,
        actorUid: uid,
      });
      if (grant.status === 'published') {
        touched = { grants: [grant.id] };
        await logTouched(manager, touched);
      }
      return grant.id;
    });
    await refreshTouched(this.search, touched);
    return this.load(this.dataSource.manager, recordId);
  }

  publish(caller: Caller, id: string): Promise<Grant> {
    return this.steps.publish(caller, id);
  }

  /** Published at a Japan date and time (`date` YYYY-MM-DD, `time` HH:MM), not a moment before. */
  schedule(caller: Caller, id: string, date: string, time: string): Promise<Grant> {
    return this.steps.schedule(caller, id, date, time);
  }

  withdraw(caller: Caller, id: string, reason: string): Promise<Grant> {
    return this.steps.withdraw(caller, id, reason);
  }

  /** Every revision, newest first, with the name of who made it. */
  async history(caller: Caller, id: string): Promise<RevisionWithActor[]> {
    operatorUid(caller);
    const grant = await this.load(this.dataSource.manager, id);
    const revisions = await this.dataSource.getRepository(RecordRevision).find({
      where: { recordKind: 'grant', recordId: grant.id },
      order: { id: 'DESC' },
    });
    return revisionsWithActors(this.dataSource, revisions);
  }

  /**
   * Imports: creates, updates and (with `full`) withdraws the grants of one source inside the
   * caller's transaction; see grant-source.ts. Call `applyToSearch(result.touched)` after the
   * commit in an app process (other processes, and this one a moment later, follow the log anyway).
   */
  upsertFromSource(
    manager: EntityManager,
    source: Exclude<RecordSource, 'portal'>,
    rows: readonly GrantSourceRow[],
    actor: string,
    options: ImportOptions,
  ): Promise<ImportResult> {
    return upsertGrantsFromSource(manager, source, rows, actor, { ...options, now: this.clock(), sizeOf: this.sizeOf });
  }

  applyToSearch(touched: Touched): Promise<void> {
    return refreshTouched(this.search, touched);
  }
}

/** The stored grant as the form's values (what publishing checks). */
export function valuesOfGrant(grant: Grant): GrantValues {
  const snapshot = snapshotOf(grant, [])!;
  return {
    ...(snapshot as GrantValues),
    fiscalYear: String(grant.fiscalYear),
    amountMax: grant.amountMax === null ? '' : String(grant.amountMax),
    attachments: grant.attachments.map((a) => ({
      kind: a.kind,
      title: a.title,
      file: { key: a.storageKey, name: a.fileName, kind: 'pdf' },
    })),
  };
}
