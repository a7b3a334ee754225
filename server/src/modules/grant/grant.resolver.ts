import { Arg, Args, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { DETAIL_READERS, textAccessOf } from '../../auth/text-access';
import { Access, FromReadModel } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { AnswerWeight, SEARCH_WEIGHT } from '../../graphql/answer-size';
import { RateLimit } from '../../rate-limit';
import { LIST_PAGE_MAX, ListPageArgs, SearchInput } from '../search/search.types';
import { Grant } from './grant.entity';
import { GrantSearchResult, GrantSummary } from './grant.types';

@Resolver()
export class GrantResolver {
  @Access('public')
  @RateLimit('search')
  @FromReadModel()
  @AnswerWeight(SEARCH_WEIGHT)
  @Query(() => GrantSearchResult, {
    description: '補助金・交付金の検索（20件ずつ。キーワードなしは受付中を優先、締切が近い順）',
  })
  async searchGrants(
    @Arg('criteria', () => SearchInput, { nullable: true }) criteria: SearchInput | null,
    @Ctx() context: Context,
  ): Promise<GrantSearchResult> {
    // The caller's role decides the text searched; the result cache keys on it (read/answer-cache.ts).
    return context.services.grants.searchGrants(criteria ?? {}, textAccessOf(context.role));
  }

  @Access(...DETAIL_READERS)
  @Query(() => Grant, { description: '補助金・交付金の詳細' })
  grant(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<Grant> {
    return context.services.grants.detail(context, id);
  }

  @Access('public')
  @RateLimit('search')
  @Query(() => [GrantSummary], { description: '掲載中の補助金・交付金（新しい順、limit 件ずつ）' })
  async allGrants(
    @Args(() => ListPageArgs) { limit, after }: ListPageArgs,
    @Arg('updatedSince', () => Date, {
      nullable: true,
      description: 'この日時以降に更新されたものだけ（差分の取得。ID の新しい順）',
    })
    updatedSince: Date | null,
    @Ctx() context: Context,
  ): Promise<GrantSummary[]> {
    if (updatedSince)
      return context.services.updatedRecords.grants(updatedSince, limit ?? LIST_PAGE_MAX, after ?? null);
    return context.services.grants.page(limit ?? LIST_PAGE_MAX, after ?? null);
  }

  @Access('public')
  @FromReadModel()
  @Query(() => Int, { description: '掲載中の補助金・交付金の件数' })
  async grantCount(@Ctx() context: Context): Promise<number> {
    return context.services.search.count('grants');
  }
}
