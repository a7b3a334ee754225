import { Arg, Args, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { Access, FromReadModel } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { AnswerWeight, SEARCH_WEIGHT } from '../../graphql/answer-size';
import { RateLimit } from '../../rate-limit';
import { LIST_PAGE_MAX, ListPageArgs, SearchInput } from '../search/search.types';
import { Case } from './case.entity';
import { CaseSearchResult, CaseSummary } from './case.types';

@Resolver()
export class CaseResolver {
  @Access('public')
  @RateLimit('search')
  @FromReadModel()
  @AnswerWeight(SEARCH_WEIGHT)
  @Query(() => CaseSearchResult, { description: '導入事例の検索（20件ずつ、新しい順）' })
  async searchCases(
    @Arg('criteria', () => SearchInput, { nullable: true }) criteria: SearchInput | null,
    @Ctx() context: Context,
  ): Promise<CaseSearchResult> {
    await context.services.search.prepare('cases', criteria ?? {});
    return context.services.search.search('cases', criteria ?? {});
  }

  @Access('trial', 'municipal', 'operator')
  @Query(() => Case, { name: 'case', description: '導入事例の詳細' })
  caseDetail(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<Case> {
    return context.services.cases.detail(context, id);
  }

  @Access('public')
  @RateLimit('search')
  @Query(() => [CaseSummary], { description: '掲載中の導入事例（新しい順、limit 件ずつ）' })
  async allCases(
    @Args(() => ListPageArgs) { limit, after }: ListPageArgs,
    @Ctx() context: Context,
  ): Promise<CaseSummary[]> {
    return context.services.search.page('cases', limit ?? LIST_PAGE_MAX, after ?? null);
  }

  @Access('public')
  @FromReadModel()
  @Query(() => Int, { description: '掲載中の導入事例の件数' })
  async caseCount(@Ctx() context: Context): Promise<number> {
    return context.services.search.count('cases');
  }
}
