/**
 * Publishing, scheduling and withdrawing an operator-kept record, for grants and cases alike.
 * Each step is applied only if nobody changed the state meanwhile (a conditional UPDATE: of two
 * operators publishing at once, one wins and the other is told); publishing and scheduling check
 * every rule on what is stored; the revision, its audit event and the search change log go in
 * the step's transaction.
 */
import { japanMoment, validateSchedule, withdrawReasonError } from '@portal/shared/editorial/publication';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput, type FieldErrors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { operatorUid } from '../operator/operator-caller';
import type { PortalSearch } from '../sections';
import { publishStep, scheduleStep, withdrawStep, type PublicationFields } from './publication';
import type { RecordKind } from './record-revision.entity';
import { diffValues, recordRevision } from './revisions';
import { logTouched, refreshTouched, type Touched } from './search-sync';

type Editable = PublicationFields & ObjectLiteral & { id: number };

/** What the steps need to know of one kind of record. */
export interface PublicationTarget<R extends Editable> {
  kind: RecordKind;
  entity: EntityTarget<R>;
  load(manager: EntityManager, id: string | number): Promise<R>;
  /** The full rules' errors for the record as stored (none: it may be published). */
  fullRuleErrors(manager: EntityManager, record: R): Promise<FieldErrors>;
  /** What the search re-reads when the record shows or stops showing. */
  touched(manager: EntityManager, record: R): Promise<Touched>;
  messages: { incomplete: string; changedMeanwhile: string };
}

type Action = 'publish' | 'schedule' | 'withdraw';

export class PublicationSteps<R extends Editable> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: PortalSearch,
    private readonly clock: Clock,
    private readonly target: PublicationTarget<R>,
  ) {}

  async publish(caller: Caller, id: string): Promise<R> {
    const uid = operatorUid(caller);
    return this.apply(uid, id, 'publish', (record) => publishStep(record, this.clock()));
  }

  /** Published at a Japan date and time (`date` YYYY-MM-DD, `time` HH:MM), not a moment before. */
  async schedule(caller: Caller, id: string, date: string, time: string): Promise<R> {
    const uid = operatorUid(caller);
    const errors = validateSchedule(date, time, this.clock());
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    const at = japanMoment(date.trim(), time.trim());
    return this.apply(uid, id, 'schedule', (record) => scheduleStep(record, at));
  }

  async withdraw(caller: Caller, id: string, reason: string): Promise<R> {
    const uid = operatorUid(caller);
    const error = withdrawReasonError(reason);
    if (error) throw invalidInput({ reason: error });
    return this.apply(uid, id, 'withdraw', (record) => withdrawStep(record, reason.trim()), reason.trim());
  }

  private async apply(
    uid: string,
    id: string,
    action: Action,
    step: (record: R) => PublicationFields,
    reason: string | null = null,
  ): Promise<R> {
    const { target } = this;
    let touched: Touched = {};
    const recordId = await this.dataSource.transaction(async (manager) => {
      const record = await target.load(manager, id);
      const next = step(record);
      if (action !== 'withdraw') {
        const errors = await target.fullRuleErrors(manager, record);
        if (Object.keys(errors).length > 0) throw invalidInput(errors, target.messages.incomplete);
      }
      const result = await manager
        .getRepository(target.entity)
        .update({ id: record.id, status: record.status } as never, next as never);
      if (result.affected !== 1) throw appError('CONFLICT', target.messages.changedMeanwhile);
      const state = (fields: PublicationFields) => ({
        status: fields.status,
        publishedAt: fields.publishedAt.toISOString(),
      });
      await recordRevision(manager, {
        kind: target.kind,
        recordId: record.id,
        action,
        changes: diffValues(state(record), state(next)),
        actor: uid,
        actorUid: uid,
        reason,
        audit: state(next),
      });
      if (record.status === 'published' || next.status === 'published') {
        touched = await target.touched(manager, record);
        await logTouched(manager, touched);
      }
      return record.id;
    });
    await refreshTouched(this.search, touched);
    return target.load(this.dataSource.manager, recordId);
  }
}
