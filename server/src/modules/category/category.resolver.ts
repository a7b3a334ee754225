import type { Section } from '@portal/shared';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Access, FromReadModel } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { CategoryCount } from './category.entity';
import { SectionEnum } from './section.enum';

// Types outside the resolvers use it without importing a resolver (and the context with it).
export { SectionEnum } from './section.enum';

@Resolver()
export class CategoryResolver {
  @Access('public')
  @FromReadModel()
  @Query(() => [CategoryCount], { description: '12カテゴリと掲載件数' })
  async categories(
    @Arg('section', () => SectionEnum, { defaultValue: 'solutions' }) section: Section,
    @Ctx() context: Context,
  ): Promise<CategoryCount[]> {
    return context.services.search.categoryCounts(section);
  }
}
