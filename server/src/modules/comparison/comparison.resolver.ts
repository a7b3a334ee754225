import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { SolutionComparison } from './comparison.types';

@Resolver()
export class ComparisonResolver {
  @Access('trial', 'municipal', 'vendor', 'operator')
  @Query(() => SolutionComparison, { description: 'ソリューションの比較表（2〜4件。詳細ページと同じ閲覧条件）' })
  solutionComparison(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: Context): Promise<SolutionComparison> {
    return context.services.comparison.compare(context, ids);
  }
}
