/**
 * The demo vendor's listing insights (docs/insights.md): four weeks of what municipal staff of
 * many regions and sizes did with its listings, so its insights page opens on figures, with
 * 「5未満」 where few municipalities acted. Only the events browsers report are seeded; requests,
 * bookmarks and downloads are counted where they happen. Seeded once, when the company has none.
 */
import { japanDate } from '@portal/shared';
import type { DataSource } from 'typeorm';
import { ListingInsight } from '../modules/insights/listing-insight.entity';
import { Random } from './corpus/random';

const DAYS = 28;
const DAY_MS = 86_400_000;
/** Municipalities the demo's staff come from: enough for every region and size band to pass five. */
const AUDIENCE = 80;

interface Activity {
  event: ListingInsight['event'];
  /** Municipalities acting on one listing on one day, and what each of them did at most. */
  municipalities: [number, number];
  times: number;
}

// Each event reaches fewer municipalities than the one before, as a search leads to a detail view.
const ACTIVITY: Activity[] = [
  { event: 'impression', municipalities: [6, 16], times: 5 },
  { event: 'view', municipalities: [2, 6], times: 2 },
  { event: 'basket', municipalities: [0, 2], times: 1 },
  { event: 'compare', municipalities: [0, 1], times: 1 },
];

/** The company the demo vendor account belongs to (demo-accounts.ts: the first company). */
async function demoListings(dataSource: DataSource): Promise<number[]> {
  const rows = (await dataSource.query(
    `SELECT s.id FROM solutions s
      WHERE s.status = 'published' AND s.company_id = (SELECT MIN(id) FROM companies) ORDER BY s.id`,
  )) as { id: number | string }[];
  return rows.map((row) => Number(row.id));
}

/** Returns how many rows it wrote (0 when the company has counts already). */
export async function seedDemoInsights(dataSource: DataSource, now = new Date()): Promise<number> {
  const listings = await demoListings(dataSource);
  if (listings.length === 0) return 0;
  const repository = dataSource.getRepository(ListingInsight);
  const existing = await repository
    .createQueryBuilder('li')
    .where('li.listing_id IN (:...listings)', { listings })
    .getCount();
  if (existing > 0) return 0;
  const codes = ((await dataSource.query('SELECT code FROM municipalities ORDER BY code')) as { code: string }[]).map(
    (row) => row.code,
  );
  const random = new Random(57);
  const audience = random.sample(codes, AUDIENCE);
  const rows: ListingInsight[] = [];
  for (let back = DAYS; back >= 1; back--) {
    const day = japanDate(new Date(now.getTime() - back * DAY_MS));
    for (const listingId of listings) {
      let reached = audience;
      for (const activity of ACTIVITY) {
        reached = random.sample(reached, random.int(...activity.municipalities));
        for (const code of reached) {
          rows.push(
            repository.create({
              listingId,
              day,
              event: activity.event,
              municipalityCode: code,
              count: random.int(1, activity.times),
            }),
          );
        }
      }
    }
  }
  for (let start = 0; start < rows.length; start += 200) await repository.insert(rows.slice(start, start + 200));
  return rows.length;
}
