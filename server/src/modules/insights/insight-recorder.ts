/**
 * Counts listing events off the request path: a request adds to an in-memory buffer (a Map
 * update, no I/O, no await), and a timer writes the buffer every few seconds as one upsert per
 * batch into listing_insights. A crash loses at most one interval's counts, never a request; a
 * failed write keeps the counts for the next turn (up to BUFFER_MAX cells, then the oldest turn's
 * are dropped rather than memory growing). Only municipal staff are counted, by the municipality
 * their profile names (docs/insights.md).
 */
import { japanDate } from '@portal/shared';
import type { DataSource } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { databaseKind } from '../../db/data-source';
import type { InsightEvent } from './insight-events';

const BATCH = 200;
const BUFFER_MAX = 50_000;
/** Most (user, listing, event) marks of the once-a-day rule kept in this process before they start again. */
const SEEN_MAX = 200_000;
/** SQLite's driver is synchronous: each statement of a write takes a turn of its own, so requests go between them. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface InsightRecorderSettings {
  /** false: nothing is counted (INSIGHTS_RECORDING=false; the bench compares both). */
  enabled: boolean;
  flushSeconds: number;
  now?: () => Date;
  onError?: (error: unknown) => void;
}

export class InsightRecorder {
  private buffer = new Map<string, number>();
  /** Listings counted once today, per `uid|event`, and how many in all. */
  private seen = new Map<string, Set<number>>();
  private seenCount = 0;
  private seenDay = '';
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: InsightRecorderSettings,
  ) {
    this.now = settings.now ?? (() => new Date());
  }

  /**
   * Adds one event per listing for a municipal caller; anyone else is not counted. Synchronous.
   * `once`: counts once per user, listing and day (what a browser reports, and the impressions
   * and views the server counts), so a reload, a repeated search or report does not inflate a
   * listing.
   */
  record(
    caller: Pick<Caller, 'role' | 'profile'>,
    event: InsightEvent,
    listingIds: readonly number[],
    once = false,
  ): void {
    if (!this.settings.enabled || caller.role !== 'municipal') return;
    const code = caller.profile?.municipalityCode;
    if (!code || listingIds.length === 0) return;
    if (this.buffer.size >= BUFFER_MAX) return;
    const day = japanDate(this.now());
    if (day !== this.seenDay || this.seenCount >= SEEN_MAX) {
      this.seen = new Map();
      this.seenCount = 0;
      this.seenDay = day;
    }
    // Once or not, a listing named twice in one call counts once.
    const marks = once ? this.seenOf(`${caller.profile!.uid}|${event}`) : new Set<number>();
    for (const id of listingIds) {
      if (!Number.isSafeInteger(id) || id <= 0 || marks.has(id)) continue;
      marks.add(id);
      if (once) this.seenCount++;
      const key = `${id}|${day}|${event}|${code}`;
      this.buffer.set(key, (this.buffer.get(key) ?? 0) + 1);
    }
  }

  private seenOf(mark: string): Set<number> {
    let marks = this.seen.get(mark);
    if (!marks) this.seen.set(mark, (marks = new Set()));
    return marks;
  }

  start(): void {
    if (this.timer || !this.settings.enabled) return;
    this.timer = setInterval(() => void this.flush(), this.settings.flushSeconds * 1000);
    this.timer.unref();
  }

  /** Writes what is buffered now; concurrent calls share one write. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (this.buffer.size === 0) return Promise.resolve();
    const taken = this.buffer;
    this.buffer = new Map();
    this.flushing = this.write(taken)
      .catch((error: unknown) => {
        // Put the counts back for the next turn (merged with what arrived meanwhile).
        for (const [key, count] of taken) {
          if (this.buffer.size >= BUFFER_MAX && !this.buffer.has(key)) break;
          this.buffer.set(key, (this.buffer.get(key) ?? 0) + count);
        }
        this.settings.onError?.(error);
      })
      .finally(() => {
        this.flushing = null;
      });
    return this.flushing;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flushing;
    await this.flush();
  }

  private async write(cells: Map<string, number>): Promise<void> {
    const all = [...cells].map(([key, count]) => {
      const [listingId, day, event, code] = key.split('|') as [string, string, string, string];
      return [Number(listingId), day, event, code, count] as const;
    });
    // Browsers name listings: only published ones are kept, so made-up ids cannot fill the table.
    const ids = [...new Set(all.map((row) => row[0]))];
    const published = new Set<number>();
    for (let start = 0; start < ids.length; start += 500) {
      const slice = ids.slice(start, start + 500);
      const found = (await this.dataSource.query(
        `SELECT id FROM solutions WHERE status = 'published' AND id IN (${slice.map(() => '?').join(', ')})`,
        slice,
      )) as { id: number | string }[];
      for (const row of found) published.add(Number(row.id));
      await turn();
    }
    const rows = all.filter((row) => published.has(row[0]));
    const mysql = databaseKind(this.dataSource) === 'mysql';
    const conflict = mysql
      ? 'ON DUPLICATE KEY UPDATE count = count + VALUES(count)'
      : 'ON CONFLICT (listing_id, day, event, municipality_code) DO UPDATE SET count = count + excluded.count';
    for (let start = 0; start < rows.length; start += BATCH) {
      const slice = rows.slice(start, start + BATCH);
      await this.dataSource.query(
        `INSERT INTO listing_insights (listing_id, day, event, municipality_code, count) VALUES ${slice
          .map(() => '(?, ?, ?, ?, ?)')
          .join(', ')} ${conflict}`,
        slice.flat(),
      );
      await turn();
    }
  }
}
