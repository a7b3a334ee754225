import { SECTIONS, type Section } from '@portal/shared';
import { Arg, Ctx, Query, Resolver, registerEnumType } from 'type-graphql';
import { Access, FromReadModel } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { CategoryCount } from './category.entity';

export const SectionEnum = Object.fromEntries(SECTIONS.map((s) => [s, s])) as { [K in Section]: K };
registerEnumType(SectionEnum, { name: 'Section', description: '検索の区分' });

@Resolver()
export class CategoryResolver {
  @Access('public')
  @FromReadModel()
  @Query(() => [CategoryCount], { description: '12カテゴリと掲載件数' })
  categories(
    @Arg('section', () => SectionEnum, { defaultValue: 'solutions' }) section: Section,
    @Ctx() context: Context,
  ): CategoryCount[] {
    return context.services.search.categoryCounts(section);
  }
}
