/** Vendors' case proposals (docs/requests-and-listings.md): logic in CaseProposalService. */
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import type { CaseProposal } from './case-proposal.entity';
import { CaseProposalInput, CaseProposalView } from './case-proposal.types';

async function view(context: Context, proposal: CaseProposal): Promise<CaseProposalView> {
  const [answer] = await context.services.caseProposals.views([proposal]);
  return answer!;
}

const SUBMIT = { nullable: true, description: 'true で審査へ送る（省略時は下書き保存）' } as const;

@Resolver()
export class CaseProposalResolver {
  @Access('vendor')
  @Query(() => [CaseProposalView], { description: '自社が投稿した導入事例（更新が新しい順）' })
  async myCaseProposals(@Ctx() context: Context): Promise<CaseProposalView[]> {
    return context.services.caseProposals.views(await context.services.caseProposals.mine(context));
  }

  @Access('vendor', 'operator')
  @Query(() => CaseProposalView, { description: '導入事例の投稿（自社のもの。運営者はすべて）' })
  async caseProposal(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<CaseProposalView> {
    return view(context, await context.services.caseProposals.forEdit(context, id));
  }

  @Access('operator')
  @Query(() => [CaseProposalView], { description: '審査待ちの導入事例の投稿（古い順、運営者のみ）' })
  async caseProposalsForReview(@Ctx() context: Context): Promise<CaseProposalView[]> {
    return context.services.caseProposals.views(await context.services.caseProposals.awaitingReview(context));
  }

  @Access('vendor')
  @Mutation(() => CaseProposalView, { description: '導入事例を投稿する（自社の掲載中のソリューションの事例）' })
  async createCaseProposal(
    @Arg('input', () => CaseProposalInput) input: CaseProposalInput,
    @Arg('submit', () => Boolean, SUBMIT) submit: boolean | null,
    @Ctx() context: Context,
  ): Promise<CaseProposalView> {
    return view(context, await context.services.caseProposals.create(context, input, submit === true));
  }

  @Access('vendor')
  @Mutation(() => CaseProposalView, { description: '下書き・差し戻しの投稿を保存する（submit で審査へ送る）' })
  async updateCaseProposal(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CaseProposalInput) input: CaseProposalInput,
    @Arg('submit', () => Boolean, SUBMIT) submit: boolean | null,
    @Ctx() context: Context,
  ): Promise<CaseProposalView> {
    return view(context, await context.services.caseProposals.update(context, id, input, submit === true));
  }

  @Access('vendor')
  @Mutation(() => CaseProposalView, { description: '公開前の投稿を取り下げる' })
  async withdrawCaseProposal(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<CaseProposalView> {
    return view(context, await context.services.caseProposals.withdraw(context, id));
  }

  @Access('operator')
  @Mutation(() => CaseProposalView, { description: '審査待ちの投稿を導入事例として公開する（運営者のみ）' })
  async publishCaseProposal(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<CaseProposalView> {
    return view(context, await context.services.caseProposals.publish(context, id));
  }

  @Access('operator')
  @Mutation(() => CaseProposalView, { description: '審査待ちの投稿を理由を添えて差し戻す（運営者のみ）' })
  async returnCaseProposal(
    @Arg('id', () => ID) id: string,
    @Arg('comment', () => String) comment: string,
    @Ctx() context: Context,
  ): Promise<CaseProposalView> {
    return view(context, await context.services.caseProposals.returnToVendor(context, id, comment));
  }
}
