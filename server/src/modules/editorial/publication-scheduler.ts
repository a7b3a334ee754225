/**
 * Scheduled publication: every app process looks every few seconds for grants and cases whose
 * scheduled time has come and publishes them, each with a conditional UPDATE that only one
 * process can win (the winner writes the revision, the audit event and the search change log in
 * that transaction). Searches and public reads show 'published' records only, so a scheduled
 * record never shows before its time, and every process shows it once it follows the log: within
 * two check intervals of the time.
 */
import type { Logger } from 'pino';
import { type DataSource, type EntityManager, In, LessThanOrEqual } from 'typeorm';
import type { Clock } from '../../lib/clock';
import { startPeriodic, type PeriodicTask } from '../../lib/periodic';
import { Case } from '../case/case.entity';
import { Grant } from '../grant/grant.entity';
import type { PortalSearch } from '../sections';
import type { RecordKind } from './record-revision.entity';
import { SCHEDULER_ACTOR } from './revision-history';
import { recordRevision } from './revisions';
import { logTouched, refreshTouched, touchedByGrants, type Touched } from './search-sync';

interface Target {
  kind: RecordKind;
  entity: typeof Grant | typeof Case;
  touched(manager: EntityManager, ids: number[]): Promise<Touched>;
}

async function touchedByCases(manager: EntityManager, ids: number[]): Promise<Touched> {
  const rows = await manager
    .getRepository(Case)
    .find({ select: { id: true, solutionId: true }, where: { id: In(ids) } });
  const solutions = rows.map((row) => row.solutionId).filter((id): id is number => id !== null);
  return { cases: ids, solutions: [...new Set(solutions)] };
}

const TARGETS: readonly Target[] = [
  { kind: 'grant', entity: Grant, touched: touchedByGrants },
  // A case's listing counts it for 同規模 (solution.read-model.ts).
  { kind: 'case', entity: Case, touched: touchedByCases },
];

/** Publishes what is due at `now`; returns what the search must re-read (already logged). */
export async function publishDue(dataSource: DataSource, now: Date): Promise<Touched[]> {
  const done: Touched[] = [];
  for (const target of TARGETS) {
    const repository = dataSource.getRepository<Grant | Case>(target.entity);
    const due = await repository.find({
      select: { id: true },
      where: { status: 'scheduled', publishedAt: LessThanOrEqual(now) },
      order: { publishedAt: 'ASC' },
      take: 100,
    });
    for (const { id } of due) {
      const touched = await dataSource.transaction(async (manager) => {
        const result = await manager
          .getRepository<Grant | Case>(target.entity)
          .update({ id, status: 'scheduled', publishedAt: LessThanOrEqual(now) }, { status: 'published' });
        if (result.affected !== 1) return null;
        await recordRevision(manager, {
          kind: target.kind,
          recordId: id,
          action: 'publish',
          changes: { status: ['scheduled', 'published'] },
          actor: SCHEDULER_ACTOR,
          actorUid: null,
        });
        const touched = await target.touched(manager, [id]);
        await logTouched(manager, touched);
        return touched;
      });
      if (touched) done.push(touched);
    }
  }
  return done;
}

export type PublicationScheduler = PeriodicTask;

export function startPublicationScheduler(options: {
  dataSource: DataSource;
  search: PortalSearch;
  seconds: number;
  clock: Clock;
  logger: Logger;
}): PublicationScheduler {
  const { dataSource, search, clock } = options;
  return startPeriodic({
    seconds: options.seconds,
    // The database being away is reported elsewhere; the next check tries again.
    failure: 'scheduled publication check failed',
    logger: options.logger,
    async run() {
      for (const touched of await publishDue(dataSource, clock())) await refreshTouched(search, touched);
    },
  });
}
