import { Arg, Args, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { DETAIL_READERS, textAccessOf } from '../../auth/text-access';
import { Access, FromReadModel } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { AnswerWeight, SEARCH_WEIGHT } from '../../graphql/answer-size';
import { RateLimit } from '../../rate-limit';
import { LIST_PAGE_MAX, ListPageArgs, SearchInput } from '../search/search.types';
import { Solution } from './solution.entity';
import { SolutionSearchResult, SolutionSummary } from './solution.types';

@Resolver()
export class SolutionResolver {
  @Access('signedIn')
  @RateLimit('search')
  @FromReadModel()
  @AnswerWeight(SEARCH_WEIGHT)
  @Query(() => SolutionSearchResult, { description: 'ソリューション検索（20件ずつ、新しい順）' })
  async searchSolutions(
    @Arg('criteria', () => SearchInput, { nullable: true }) criteria: SearchInput | null,
    @Ctx() context: Context,
  ): Promise<SolutionSearchResult> {
    // The caller's role decides the text searched; 「自分の自治体と同規模」 their municipality's
    // size. The result cache keys on both (read/answer-cache.ts).
    const sizes = criteria?.sameSize ? await context.services.municipalitySizes.classesOf(context) : null;
    return context.services.search.find('solutions', criteria ?? {}, sizes, textAccessOf(context.role));
  }

  // A vendor reads its own listings' detail (the service checks which). Answered to municipal
  // staff, it is a view of the listing (docs/insights.md).
  @Access(...DETAIL_READERS, 'vendor')
  @Query(() => Solution, { description: 'ソリューション詳細' })
  async solution(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<Solution> {
    const solution = await context.services.solutions.detail(context, id);
    context.services.insights.served(context, 'view', [solution.id]);
    return solution;
  }

  @Access('signedIn')
  @RateLimit('search')
  @Query(() => [SolutionSummary], { description: '掲載中のソリューション（新しい順、limit 件ずつ）' })
  async allSolutions(
    @Args(() => ListPageArgs) { limit, after }: ListPageArgs,
    @Ctx() context: Context,
  ): Promise<SolutionSummary[]> {
    return context.services.search.page('solutions', limit ?? LIST_PAGE_MAX, after ?? null);
  }

  @Access('public')
  @FromReadModel()
  @Query(() => Int, { description: '掲載中のソリューションの件数' })
  async solutionCount(@Ctx() context: Context): Promise<number> {
    return context.services.search.count('solutions');
  }
}
