import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { Access, FromReadModel } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { RateLimit } from '../../rate-limit';
import { SearchInput } from '../search/search.types';
import { Solution } from './solution.entity';
import { SolutionSearchResult, SolutionSummary } from './solution.types';

@Resolver()
export class SolutionResolver {
  @Access('signedIn')
  @RateLimit('search')
  @FromReadModel()
  @Query(() => SolutionSearchResult, { description: 'ソリューション検索（20件ずつ、新しい順）' })
  searchSolutions(
    @Arg('criteria', () => SearchInput, { nullable: true }) criteria: SearchInput | null,
    @Ctx() context: Context,
  ): SolutionSearchResult {
    return context.services.search.search('solutions', criteria ?? {});
  }

  @Access('trial', 'municipal', 'vendor', 'operator')
  @Query(() => Solution, { description: 'ソリューション詳細' })
  solution(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<Solution> {
    return context.services.solutions.detail(context, id);
  }

  @Access('signedIn')
  @RateLimit('search')
  @Query(() => [SolutionSummary], { description: '掲載中のソリューションすべて' })
  allSolutions(@Ctx() context: Context): SolutionSummary[] {
    return context.services.search.all('solutions');
  }

  @Access('public')
  @FromReadModel()
  @Query(() => Int, { description: '掲載中のソリューションの件数' })
  solutionCount(@Ctx() context: Context): number {
    return context.services.search.count('solutions');
  }
}
