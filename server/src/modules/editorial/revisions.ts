/**
 * Revisions of grants and cases, each written with its audit event in the caller's transaction:
 * the history screen reads the revisions (what changed, field by field), the audit log the event,
 * and followers the notification event written beside them.
 */
import type { RevisionAction } from '@portal/shared/editorial/publication';
import type { EntityManager } from 'typeorm';
import { recordAudit } from '../audit/audit.service';
import { recordRevisionEvent } from '../notification/notification-events';
import { RecordRevision, type RecordKind, type RevisionChanges } from './record-revision.entity';

/** Past-tense audit actions (`grant.published`), as the rest of the audit log names them. */
const AUDIT_VERBS: Record<RevisionAction, string> = {
  create: 'created',
  update: 'updated',
  publish: 'published',
  schedule: 'scheduled',
  withdraw: 'withdrawn',
  import: 'imported',
};

/** Nothing, whichever way it is written: absent, null, '' or an empty list. */
function blank(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

function same(a: unknown, b: unknown): boolean {
  if (blank(a) && blank(b)) return true;
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The fields whose values differ, as `{ field: [before, after] }` (every form of nothing is the same). */
export function diffValues(before: Record<string, unknown> | null, after: Record<string, unknown>): RevisionChanges {
  const changes: RevisionChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const now = after[field] ?? null;
    if (!same(was, now)) changes[field] = [was, now];
  }
  return changes;
}

export interface RevisionEntry {
  kind: RecordKind;
  recordId: number;
  action: RevisionAction;
  changes: RevisionChanges;
  /** An operator's uid, or `import:<source>` for an import. */
  actor: string;
  reason?: string | null;
  /** The audit event's actor uid; null for imports and the scheduler (the actor says which). */
  actorUid: string | null;
  /** Extra facts for the audit event (the scheduled time, the source). */
  audit?: Record<string, unknown>;
}

/**
 * The revision and its audit event. An import writes one audit event for the whole run instead
 * (`audit: false` here): its revisions name the source as their actor.
 */
export async function recordRevision(
  manager: EntityManager,
  entry: RevisionEntry,
  options: { audit: boolean } = { audit: true },
): Promise<void> {
  // No read-back of the generated id and time: nothing uses them, and an import writes one per row.
  await manager
    .createQueryBuilder()
    .insert()
    .into(RecordRevision)
    .values({
      recordKind: entry.kind,
      recordId: entry.recordId,
      action: entry.action,
      // The column's transformer writes the JSON; insert's typing cannot see through it.
      changes: entry.changes as never,
      actor: entry.actor,
      reason: entry.reason ?? null,
    })
    .updateEntity(false)
    .execute();
  // Followers hear of it from the same commit (notification-events.ts).
  await recordRevisionEvent(manager, entry);
  if (!options.audit) return;
  await recordAudit(manager, {
    actorUid: entry.actorUid,
    action: `${entry.kind}.${AUDIT_VERBS[entry.action]}`,
    entityType: entry.kind,
    entityId: entry.recordId,
    data: {
      fields: Object.keys(entry.changes),
      ...(entry.reason ? { reason: entry.reason } : {}),
      ...(entry.actorUid === null ? { actor: entry.actor } : {}),
      ...entry.audit,
    },
  });
}
