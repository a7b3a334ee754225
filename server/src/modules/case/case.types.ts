import { Field, ID, Int, ObjectType } from 'type-graphql';
import { CategoryRef, SearchResult, Snippet } from '../search/search.types';

/** A case study as a result list shows it. */
@ObjectType({ description: '導入事例（一覧用）', simpleResolvers: true })
export class CaseSummary {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  uid!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: '概要の冒頭' })
  excerpt!: string;

  @Field(() => String)
  organizationName!: string;

  @Field(() => String, { nullable: true })
  municipalityName!: string | null;

  @Field(() => Boolean, { description: 'ソリューションの事例として登録済みか（掲載企業が事例を選ぶときの目安）' })
  hasSolution!: boolean;

  @Field(() => [CategoryRef])
  categories!: CategoryRef[];

  @Field(() => [String])
  areaNames!: string[];

  @Field(() => Int)
  fiscalYear!: number;

  @Field(() => Date)
  publishedAt!: Date;

  @Field(() => Snippet, { nullable: true, description: 'キーワード検索の結果のみ: 本文の一致箇所' })
  snippet?: Snippet | null;
}

export const CaseSearchResult = SearchResult('CaseSearchResult', CaseSummary);
export type CaseSearchResult = InstanceType<typeof CaseSearchResult>;
