/**
 * Writes the events followers are told about, in the transaction of the change (so an event
 * exists exactly when its change committed, whichever process made it): grants' and cases' changes
 * from every revision (editors, publication steps, the scheduler, imports: editorial/revisions.ts),
 * a listing's published change, and shared-shortlist edits. An event is written only when someone
 * follows the topic and the change is one people act on (event-lines.ts).
 */
import type { FollowTopic, NotificationKind } from '@portal/shared';
import type { EntityManager } from 'typeorm';
import { caseLines, grantLines } from './event-lines';
import { Follow } from './follow.entity';
import { type EventLine, NotificationEvent } from './notification-event.entity';

export interface NewEvent {
  kind: NotificationKind;
  topic: FollowTopic;
  topicId: number;
  title: string;
  lines: EventLine[];
  actorName: string;
  actorUid: string | null;
}

async function followed(manager: EntityManager, topic: FollowTopic, topicId: number): Promise<boolean> {
  return manager.getRepository(Follow).existsBy({ topic, topicId });
}

export async function recordEvent(manager: EntityManager, event: NewEvent): Promise<void> {
  if (event.lines.length === 0 || !(await followed(manager, event.topic, event.topicId))) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(NotificationEvent)
    .values({
      ...event,
      title: [...event.title].slice(0, 250).join(''),
      lines: event.lines as never,
      dispatchedAt: null,
    })
    .updateEntity(false)
    .execute();
}

/** Who an editorial change is from, as a mail names them. */
function editorialActor(actor: string): string {
  return actor.startsWith('import:') ? '運営事務局（データの取り込み）' : '運営事務局';
}

/**
 * A grant's or case's revision (editorial/revisions.ts calls this for each one). Creations are
 * nobody's news (no one follows a record before it is published); drafts are not announced.
 */
export async function recordRevisionEvent(
  manager: EntityManager,
  revision: {
    kind: 'grant' | 'case';
    recordId: number;
    action: string;
    changes: Record<string, [unknown, unknown]>;
    actor: string;
    actorUid: string | null;
    reason?: string | null;
  },
): Promise<void> {
  if (revision.action === 'create') return;
  const topic = revision.kind === 'grant' ? 'grants' : 'cases';
  if (!(await followed(manager, topic, revision.recordId))) return;
  const table = revision.kind === 'grant' ? 'grants' : 'cases';
  const columns =
    revision.kind === 'grant' ? ', application_end AS applicationEnd, application_end_time AS applicationEndTime' : '';
  const [row] = (await manager.query(`SELECT title, status${columns} FROM ${table} WHERE id = ?`, [
    revision.recordId,
  ])) as {
    title: string;
    status: string;
    applicationEnd?: string | null;
    applicationEndTime?: string | null;
  }[];
  if (!row) return;
  const withdrawn = revision.changes.status?.[1] === 'withdrawn';
  if (row.status !== 'published' && !withdrawn) return;
  const reason = revision.reason ?? null;
  const lines =
    revision.kind === 'grant'
      ? grantLines(
          revision.changes,
          { applicationEnd: dayOf(row.applicationEnd), applicationEndTime: row.applicationEndTime ?? null },
          reason,
        )
      : caseLines(revision.changes, reason);
  await recordEvent(manager, {
    kind: 'record',
    topic,
    topicId: revision.recordId,
    title: row.title,
    lines,
    actorName: editorialActor(revision.actor),
    actorUid: revision.actorUid,
  });
}

/** Drivers return a DATE as text or as a Date at midnight UTC; both as YYYY-MM-DD. */
function dayOf(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value.slice(0, 10) : null;
}
