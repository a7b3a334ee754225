import type { GrantStatus } from '@portal/shared';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { GrantApplicationStatus } from './grant-status.types';
import { CategoryRef, SearchResult, Snippet } from '../search/search.types';

/** A grant as a result list shows it. */
@ObjectType({ description: '補助金・交付金（一覧用）', simpleResolvers: true })
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

  @Field(() => String, { nullable: true, description: '公募開始日 (YYYY-MM-DD)' })
  applicationStart!: string | null;

  @Field(() => String, { nullable: true, description: '公募締切日 (YYYY-MM-DD)。なしは通年・随時' })
  applicationEnd!: string | null;

  @Field(() => GrantApplicationStatus, { description: '受付状況（日本時間の今日で判定）' })
  applicationStatus!: GrantStatus;

  @Field(() => Int, { nullable: true, description: '締切までの日数（締切日当日は0）。受付終了・締切なしは null' })
  daysLeft!: number | null;

  @Field(() => String, { nullable: true, description: '補助上限額（原文）' })
  amountText!: string | null;

  @Field(() => Float, { nullable: true, description: '上限額（円）' })
  amountMax!: number | null;

  @Field(() => String, { nullable: true, description: '補助率（原文）' })
  subsidyRateText!: string | null;

  @Field(() => Float, { nullable: true, description: '補助率（0〜1）' })
  subsidyRate!: number | null;

  @Field(() => String, { nullable: true, description: '所管省庁ID' })
  ministry!: string | null;

  @Field(() => Date)
  publishedAt!: Date;

  @Field(() => Snippet, { nullable: true, description: 'キーワード検索の結果のみ: 本文の一致箇所' })
  snippet?: Snippet | null;
}

/** What the read model stores: the status is added per request (GrantService), never stored. */
export type StoredGrantSummary = Omit<GrantSummary, 'applicationStatus' | 'daysLeft' | 'snippet'>;

export const GrantSearchResult = SearchResult('GrantSearchResult', GrantSummary);
export type GrantSearchResult = InstanceType<typeof GrantSearchResult>;
