import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DETAIL_READERS, textAccessOf } from '../../auth/text-access';
import { Access, FromReadModel } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { AnswerWeight, SEARCH_WEIGHT } from '../../graphql/answer-size';
import { RateLimit } from '../../rate-limit';
import { LIST_PAGE_MAX, ListPageArgs, SearchInput } from '../search/search.types';
import { Case } from './case.entity';
import { CaseFiguresInput } from './case-figures.types';
import { CaseSearchResult, CaseSummary } from './case.types';
import { SimilarCases } from './similar-cases.types';

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
    // The caller's role decides the text searched; 「自分の自治体と同規模」 their municipality's
    // size. The result cache keys on both (read/answer-cache.ts).
    const sizes = criteria?.sameSize ? await context.services.municipalitySizes.classesOf(context) : null;
    return context.services.search.find('cases', criteria ?? {}, sizes, textAccessOf(context.role));
  }

  @Access(...DETAIL_READERS)
  @Query(() => Case, { name: 'case', description: '導入事例の詳細' })
  caseDetail(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<Case> {
    return context.services.cases.detail(context, id);
  }

  @Access('public')
  @RateLimit('search')
  @Query(() => [CaseSummary], { description: '掲載中の導入事例（新しい順、limit 件ずつ）' })
  async allCases(
    @Args(() => ListPageArgs) { limit, after }: ListPageArgs,
    @Arg('updatedSince', () => Date, {
      nullable: true,
      description: 'この日時以降に更新されたものだけ（差分の取得。ID の新しい順）',
    })
    updatedSince: Date | null,
    @Ctx() context: Context,
  ): Promise<CaseSummary[]> {
    if (updatedSince) return context.services.updatedRecords.cases(updatedSince, limit ?? LIST_PAGE_MAX, after ?? null);
    return context.services.search.page('cases', limit ?? LIST_PAGE_MAX, after ?? null);
  }

  @Access('public')
  @FromReadModel()
  @Query(() => Int, { description: '掲載中の導入事例の件数' })
  async caseCount(@Ctx() context: Context): Promise<number> {
    return context.services.search.count('cases');
  }

  @Access('signedIn')
  @RateLimit('search')
  @Query(() => SimilarCases, {
    description:
      '同規模の自治体の事例（所属自治体と区分・人口規模・地域が近い順）。所属自治体が確認できないときは message のみ',
  })
  similarCases(
    @Arg('limit', () => Int, { nullable: true, description: '件数（1〜20、既定 6）' }) limit: number | null,
    @Ctx() context: Context,
  ): Promise<SimilarCases> {
    return context.services.similarCases.similar(context, limit);
  }

  @Access('operator')
  @Mutation(() => Case, { description: '導入事例の費用と効果を記録する（運営者のみ。空欄は未公表）' })
  updateCaseFigures(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CaseFiguresInput) input: CaseFiguresInput,
    @Ctx() context: Context,
  ): Promise<Case> {
    return context.services.cases.updateFigures(context, id, input);
  }
}
