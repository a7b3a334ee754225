import type { Section } from '@portal/shared';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Query, Resolver } from 'type-graphql';
import { textAccessOf } from '../../auth/text-access';
import { Access, FromReadModel, accessOf, isAllowed } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { appError } from '../../lib/app-error';
import { RateLimit } from '../../rate-limit';
import { SectionEnum } from '../category/category.resolver';
import { Suggestion } from '../search/search.types';

/** The search whose access rule a section's suggestions share. */
const SEARCH_FIELD: Record<Section, string> = {
  solutions: 'searchSolutions',
  grants: 'searchGrants',
  cases: 'searchCases',
};

@Resolver()
export class SuggestionResolver {
  /**
   * Public as a field, then held to the rule of the section's own search (read from the schema,
   * so the two cannot drift): solutions' suggestions need a signed-in caller as their search does.
   * Counted as the caller's search counts (the text their role may read). @FromReadModel: the
   * result cache keys every answer on the caller's role, so a cached answer only ever serves the
   * role that passed this check.
   */
  @Access('public')
  @RateLimit('search')
  @FromReadModel()
  @Query(() => [Suggestion], {
    description: '入力候補（最大8件、読みでも一致。件数はその語で検索したときの件数、多い順）',
  })
  async suggest(
    @Arg('section', () => SectionEnum) section: Section,
    @Arg('prefix', () => String) prefix: string,
    @Ctx() context: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Suggestion[]> {
    const rule = accessOf(info.schema.getQueryType()!, SEARCH_FIELD[section]);
    if (!rule || !isAllowed(rule, context.role)) {
      throw appError(context.role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
    return context.services.search.suggest(section, prefix, textAccessOf(context.role));
  }
}
