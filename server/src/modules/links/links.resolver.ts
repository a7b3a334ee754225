/**
 * The link fields of the three detail records and the operator's case-grant links.
 * The fields hang off records their root field has already authorized (Query.solution, .grant,
 * .case); what they list is published records only (LinkService).
 */
import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { Access } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { Case } from '../case/case.entity';
import { CaseSummary } from '../case/case.types';
import { Grant } from '../grant/grant.entity';
import { GrantSummary } from '../grant/grant.types';
import { Solution } from '../solution/solution.entity';
import { SolutionSummary } from '../solution/solution.types';
import { EligibleGrant } from './links.types';

@Resolver(() => Solution)
export class SolutionLinksResolver {
  @FieldResolver(() => [EligibleGrant], { description: '活用できる補助金・交付金（受付中のものが先）' })
  eligibleGrants(@Root() solution: Solution, @Ctx() context: Context): Promise<EligibleGrant[]> {
    return context.services.links.eligibleGrants(solution.id);
  }

  @FieldResolver(() => [CaseSummary], { description: 'このソリューションの導入事例（新しい順）' })
  cases(@Root() solution: Solution, @Ctx() context: Context): Promise<CaseSummary[]> {
    return context.services.links.casesOfSolution(solution.id);
  }
}

@Resolver(() => Grant)
export class GrantLinksResolver {
  @FieldResolver(() => [SolutionSummary], { description: 'この補助金で導入できるソリューション' })
  solutions(@Root() grant: Grant, @Ctx() context: Context): Promise<SolutionSummary[]> {
    return context.services.links.solutionsOfGrant(grant.id);
  }

  @FieldResolver(() => [CaseSummary], { description: 'この補助金を活用した事例' })
  cases(@Root() grant: Grant, @Ctx() context: Context): Promise<CaseSummary[]> {
    return context.services.links.casesOfGrant(grant.id);
  }
}

@Resolver(() => Case)
export class CaseLinksResolver {
  @FieldResolver(() => SolutionSummary, { nullable: true, description: '導入したソリューション（掲載中のもの）' })
  solution(@Root() record: Case, @Ctx() context: Context): SolutionSummary | null {
    return context.services.links.solutionOfCase(record);
  }

  @FieldResolver(() => [GrantSummary], { description: '活用した補助金・交付金' })
  grants(@Root() record: Case, @Ctx() context: Context): Promise<GrantSummary[]> {
    return context.services.links.grantsOfCase(record.id);
  }

  @Access('operator')
  @Mutation(() => [GrantSummary], {
    description: '導入事例に活用した補助金・交付金を登録する（一覧を置き換える。運営者のみ）',
  })
  setCaseGrants(
    @Arg('caseId', () => ID) caseId: string,
    @Arg('grantIds', () => [ID]) grantIds: string[],
    @Ctx() context: Context,
  ): Promise<GrantSummary[]> {
    return context.services.links.setCaseGrants(context, caseId, grantIds);
  }
}
