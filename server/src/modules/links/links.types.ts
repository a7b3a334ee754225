/** The GraphQL shapes of the links. */
import { Field, ID, ObjectType } from 'type-graphql';
import { GrantSummary } from '../grant/grant.types';
import type { ListingLinks } from '../solution/solution.entity';
import type { PortalSearch } from '../sections';

@ObjectType({
  description: '活用できる補助金・交付金（掲載企業が登録し、運営者が承認したもの）',
  simpleResolvers: true,
})
export class EligibleGrant {
  @Field(() => String, { description: '当てはまる対象経費（掲載企業のメモ）' })
  note!: string;

  @Field(() => GrantSummary)
  grant!: GrantSummary;
}

@ObjectType({ description: '掲載情報に登録した補助金・交付金', simpleResolvers: true })
export class ListingGrantLink {
  @Field(() => ID)
  grantId!: number;

  @Field(() => String, { description: '対象経費のメモ' })
  note!: string;

  @Field(() => String, { nullable: true, description: '補助金・交付金の名称（掲載中のもののみ）' })
  title!: string | null;
}

@ObjectType({ description: '掲載情報に登録した導入事例', simpleResolvers: true })
export class ListingCaseLink {
  @Field(() => ID)
  caseId!: number;

  @Field(() => String, { nullable: true, description: '導入事例の名称（掲載中のもののみ）' })
  title!: string | null;
}

@ObjectType({ description: 'ソリューションの関連情報（補助金・導入事例）', simpleResolvers: true })
export class ListingLinksView {
  @Field(() => [ListingGrantLink])
  grants!: ListingGrantLink[];

  @Field(() => [ListingCaseLink])
  cases!: ListingCaseLink[];
}

/** Titles of linked records, read from the search index: a record no longer published has none. */
export interface LinkTitles {
  grant(id: number): string | null;
  case(id: number): string | null;
}

export function linkTitlesOf(search: PortalSearch): LinkTitles {
  return {
    grant: (id) => search.summaries('grants', [id])[0]?.title ?? null,
    case: (id) => search.summaries('cases', [id])[0]?.title ?? null,
  };
}

export function linksView(links: ListingLinks, titles: LinkTitles): ListingLinksView {
  return {
    grants: links.grants.map((g) => ({ ...g, title: titles.grant(g.grantId) })),
    cases: links.caseIds.map((caseId) => ({ caseId, title: titles.case(caseId) })),
  };
}
