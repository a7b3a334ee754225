import { Arg, Args, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
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
  @Query(() => GrantSearchResult, { description: '補助金・交付金の検索（20件ずつ、新しい順）' })
  searchGrants(
    @Arg('criteria', () => SearchInput, { nullable: true }) criteria: SearchInput | null,
    @Ctx() context: Context,
  ): Promise<GrantSearchResult> {
    return context.services.grants.searchGrants(criteria ?? {});
  }

  @Access('trial', 'municipal', 'operator')
  @Query(() => Grant, { description: '補助金・交付金の詳細' })
  grant(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<Grant> {
    return context.services.grants.detail(context, id);
  }

  @Access('public')
  @RateLimit('search')
  @Query(() => [GrantSummary], { description: '掲載中の補助金・交付金（新しい順、limit 件ずつ）' })
  allGrants(@Args(() => ListPageArgs) { limit, after }: ListPageArgs, @Ctx() context: Context): GrantSummary[] {
    return context.services.grants.page(limit ?? LIST_PAGE_MAX, after ?? null);
  }

  @Access('public')
  @FromReadModel()
  @Query(() => Int, { description: '掲載中の補助金・交付金の件数' })
  grantCount(@Ctx() context: Context): number {
    return context.services.search.count('grants');
  }
}
