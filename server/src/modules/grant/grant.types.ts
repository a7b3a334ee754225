import { Field, ID, Int, ObjectType } from 'type-graphql';
import { CategoryRef, SearchResult, Snippet } from '../search/search.types';

/** A grant as a result list shows it. */
@ObjectType({ description: '補助金・交付金（一覧用）' })
export class GrantSummary {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  uid!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: '概要の冒頭' })
  excerpt!: string;

  @Field(() => String)
  issuer!: string;

  @Field(() => [CategoryRef])
  categories!: CategoryRef[];

  @Field(() => [String])
  areaNames!: string[];

  @Field(() => Int)
  fiscalYear!: number;

  @Field(() => String, { nullable: true, description: '公募締切日 (YYYY-MM-DD)' })
  applicationEnd!: string | null;

  @Field(() => Date)
  publishedAt!: Date;

  @Field(() => Snippet, { nullable: true, description: 'キーワード検索の結果のみ: 本文の一致箇所' })
  snippet?: Snippet | null;
}

export const GrantSearchResult = SearchResult('GrantSearchResult', GrantSummary);
export type GrantSearchResult = InstanceType<typeof GrantSearchResult>;
