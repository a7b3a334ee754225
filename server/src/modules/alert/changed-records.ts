/**
 * The records changed since an alert's watermark, read once per section per alert run rather than
 * once per saved search: at 100 000 records a section's scan costs tens of milliseconds (on SQLite
 * on the event loop), which 10 000 searches would repeat. Loaded for the earliest watermark asked
 * so far and filtered in memory for each search's own; an earlier watermark reloads (in a run's
 * random order that happens a handful of times per section).
 */
import type { Section } from '@portal/shared';
import { MoreThan, type DataSource, type EntityTarget } from 'typeorm';
import { Case } from '../case/case.entity';
import { Grant } from '../grant/grant.entity';
import { Solution } from '../solution/solution.entity';
import type { TextAccess } from '../../auth/text-access';

const ENTITIES: Record<Section, EntityTarget<{ id: number; publishedAt: Date | null; updatedAt: Date }>> = {
  solutions: Solution,
  grants: Grant,
  cases: Case,
};

interface Changed {
  id: number;
  at: number;
}

export interface Matches {
  total: number;
  newest: number[];
}

export class ChangedRecords {
  private readonly loaded = new Map<Section, { since: number; rows: Changed[] }>();
  private readonly matched = new Map<string, Promise<Matches>>();

  /**
   * A saved search's news, remembered for the run by section, query and watermark: the searches
   * one run advanced share their watermark (the run's moment), and popular criteria recur across
   * users, so the read model matches each keyword once rather than once per saved search.
   */
  async matches(
    section: Section,
    query: string,
    since: Date,
    access: TextAccess,
    match: (ids: number[]) => Promise<Matches>,
  ): Promise<Matches> {
    // The text matched depends on the owner's access (auth/text-access.ts).
    const key = `${section} ${access} ${since.getTime()} ${query}`;
    let found = this.matched.get(key);
    if (!found) {
      found = this.since(section, since).then(match);
      this.matched.set(key, found);
    }
    return found;
  }

  constructor(private readonly dataSource: DataSource) {}

  /** Ids of the section's published records published or changed after `since`. */
  async since(section: Section, since: Date): Promise<number[]> {
    const time = since.getTime();
    let entry = this.loaded.get(section);
    if (!entry || entry.since > time) {
      entry = { since: time, rows: await this.read(section, since) };
      this.loaded.set(section, entry);
    }
    return entry.rows.filter((row) => row.at > time).map((row) => row.id);
  }

  private async read(section: Section, since: Date): Promise<Changed[]> {
    // Hydrated through the entity, so each driver's datetimes come back as the same Dates.
    const rows = await this.dataSource.getRepository(ENTITIES[section]).find({
      select: { id: true, publishedAt: true, updatedAt: true },
      where: [
        { status: 'published', publishedAt: MoreThan(since) },
        { status: 'published', updatedAt: MoreThan(since) },
      ] as never,
    });
    return rows.map((row) => ({
      id: row.id,
      at: Math.max(row.publishedAt?.getTime() ?? 0, row.updatedAt.getTime()),
    }));
  }
}
