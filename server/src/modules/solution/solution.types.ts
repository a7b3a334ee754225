import { Field, ID, Int, ObjectType } from 'type-graphql';
import { CategoryRef, SearchResult, Snippet } from '../search/search.types';

/** A solution as a result list shows it. */
@ObjectType({ description: 'ソリューション（一覧用）', simpleResolvers: true })
export class SolutionSummary {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  uid!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: '説明文の冒頭' })
  excerpt!: string;

  @Field(() => ID)
  companyId!: number;

  @Field(() => String)
  companyName!: string;

  @Field(() => [CategoryRef])
  categories!: CategoryRef[];

  @Field(() => [String], { description: '対象地域の名称' })
  areaNames!: string[];

  @Field(() => Int, { nullable: true })
  fiscalYear!: number | null;

  @Field(() => Date)
  publishedAt!: Date;

  @Field(() => Snippet, { nullable: true, description: 'キーワード検索の結果のみ: 本文の一致箇所' })
  snippet?: Snippet | null;
}

export const SolutionSearchResult = SearchResult('SolutionSearchResult', SolutionSummary);
export type SolutionSearchResult = InstanceType<typeof SolutionSearchResult>;
