/** A record's revisions as the history screen shows them: who made each, by name. */
import { RECORD_SOURCE_LABELS, type RecordSource } from '@portal/shared/editorial/publication';
import { type DataSource, In } from 'typeorm';
import { UserProfile } from '../profile/profile.entity';
import type { RecordRevision } from './record-revision.entity';

/** The actor of a publication the scheduler carried out. */
export const SCHEDULER_ACTOR = 'system:schedule';

export interface RevisionWithActor {
  revision: RecordRevision;
  /** The operator's name (or address), the import's source, or the scheduler. */
  actorName: string;
}

/** A name for actors that are not accounts: `import:jgrants`, the scheduler. */
function systemActorName(actor: string): string | null {
  if (actor === SCHEDULER_ACTOR) return '公開予約による自動公開';
  if (actor.startsWith('import:')) {
    const source = actor.slice('import:'.length) as RecordSource;
    return `${RECORD_SOURCE_LABELS[source] ?? source} の取り込み`;
  }
  return null;
}

export async function revisionsWithActors(
  dataSource: DataSource,
  revisions: RecordRevision[],
): Promise<RevisionWithActor[]> {
  const uids = [...new Set(revisions.map((r) => r.actor).filter((actor) => systemActorName(actor) === null))];
  const profiles = uids.length
    ? await dataSource.getRepository(UserProfile).find({
        select: { uid: true, email: true, lastName: true, firstName: true },
        where: { uid: In(uids) },
      })
    : [];
  const names = new Map(
    profiles.map((p) => [p.uid, `${p.lastName} ${p.firstName}`.trim() || p.email || p.uid] as const),
  );
  return revisions.map((revision) => ({
    revision,
    actorName: systemActorName(revision.actor) ?? names.get(revision.actor) ?? revision.actor,
  }));
}
