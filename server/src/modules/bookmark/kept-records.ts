/**
 * What a kept record (a bookmark, a shortlist entry) shows: the section's own summary, read from
 * the search read model through the `ids` criterion, so a kept record looks exactly like a result
 * and an unpublished one simply has none. A grant's status and days left are not stored in the
 * read model: they are added here by the grant service, as on the grant list.
 */
import { type Section } from '@portal/shared';
import { Field, ID, ObjectType } from 'type-graphql';
import { SectionEnum } from '../category/section.enum';
import { CaseSummary } from '../case/case.types';
import type { GrantService } from '../grant/grant.service';
import { GrantSummary, type StoredGrantSummary } from '../grant/grant.types';
import type { PortalSearch, SummaryOf } from '../sections';
import { SolutionSummary } from '../solution/solution.types';

/** The fields every kept record carries; Bookmark and ShortlistEntry extend it. */
@ObjectType({ description: 'お気に入り・共有リストの対象の記録', simpleResolvers: true })
export class KeptRecord {
  @Field(() => SectionEnum)
  section!: Section;

  @Field(() => ID)
  recordId!: number;

  @Field(() => Boolean, { description: '掲載中か（掲載が終わった記録は概要なし）' })
  available!: boolean;

  @Field(() => SolutionSummary, { nullable: true })
  solution!: SolutionSummary | null;

  @Field(() => GrantSummary, { nullable: true })
  grant!: GrantSummary | null;

  // Named as in the schema: with simpleResolvers the field is read by its schema name.
  @Field(() => CaseSummary, { nullable: true })
  case!: CaseSummary | null;
}

/** What a kept grant needs of the grant service: the status as of now, computed as on the list. */
export type GrantStates = Pick<GrantService, 'withStates'>;

type AnySummary = SummaryOf[Section];

/** The read model answers 20 per page; the ids are asked for in chunks of that size. */
const CHUNK = 20;

export async function summariesOf(
  search: PortalSearch,
  section: Section,
  ids: readonly number[],
): Promise<Map<number, AnySummary>> {
  const found = new Map<number, AnySummary>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const chunk = unique.slice(start, start + CHUNK).map(String);
    const result = await search.search(section, { ids: chunk, sort: 'newest' });
    for (const item of result.items as AnySummary[]) found.set(Number(item.id), item);
  }
  return found;
}

export async function isPublished(search: PortalSearch, section: Section, id: number): Promise<boolean> {
  return (await summariesOf(search, section, [id])).has(id);
}

/** The record fields of a kept row, its summary filled from `summaries` (by section). */
export function keptRecord(
  row: { section: Section; recordId: number },
  summaries: Record<Section, Map<number, AnySummary>>,
): KeptRecord {
  const summary = summaries[row.section].get(row.recordId) ?? null;
  return {
    section: row.section,
    recordId: row.recordId,
    available: summary !== null,
    solution: row.section === 'solutions' ? (summary as SolutionSummary | null) : null,
    grant: row.section === 'grants' ? (summary as GrantSummary | null) : null,
    case: row.section === 'cases' ? (summary as CaseSummary | null) : null,
  };
}

export async function summariesFor(
  search: PortalSearch,
  grantStates: GrantStates,
  rows: readonly { section: Section; recordId: number }[],
): Promise<Record<Section, Map<number, AnySummary>>> {
  const idsOf = (section: Section) => rows.filter((r) => r.section === section).map((r) => r.recordId);
  const [solutions, storedGrants, cases] = await Promise.all([
    summariesOf(search, 'solutions', idsOf('solutions')),
    summariesOf(search, 'grants', idsOf('grants')),
    summariesOf(search, 'cases', idsOf('cases')),
  ]);
  // The search answers copies, so adding the status changes nothing another request reads.
  const withStates = grantStates.withStates([...storedGrants.values()] as StoredGrantSummary[]);
  const grants = new Map<number, AnySummary>(withStates.map((grant) => [grant.id, grant]));
  return { solutions, grants, cases };
}
