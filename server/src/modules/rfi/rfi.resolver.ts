import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { RateLimit } from '../../rate-limit';
import { RfiAnswerSubmission, RfiCloseInput, RfiInput } from './rfi.inputs';
import { RfiComparisonView, RfiView, ShortlistRfiView, VendorRfiView } from './rfi.types';

@Resolver()
export class RfiResolver {
  @Access('municipal')
  @Sensitive()
  @Query(() => [RfiView], { description: '情報提供依頼・見積依頼の一覧（自分と同じ自治体の職員のもの）' })
  rfis(@Ctx() context: Context): Promise<RfiView[]> {
    return context.services.rfis.list(context);
  }

  @Access('municipal')
  @Sensitive()
  @Query(() => RfiView, { description: '情報提供依頼・見積依頼（作成者と同じ自治体の職員）。提出済みの回答を含む' })
  rfi(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<RfiView> {
    return context.services.rfis.get(context, id);
  }

  @Access('municipal')
  @Sensitive()
  @Query(() => RfiComparisonView, { description: '回答の比較表。価格は税込・years 年間で年額換算（既定 5年）' })
  rfiComparison(
    @Arg('id', () => ID) id: string,
    @Arg('years', () => Int, { nullable: true }) years: number | null,
    @Ctx() context: Context,
  ): Promise<RfiComparisonView> {
    return context.services.rfiDocuments.comparison(context, id, years);
  }

  @Access('municipal')
  @Sensitive()
  @Query(() => [ShortlistRfiView], {
    description: '所属自治体の共有リストから作成された情報提供依頼・見積依頼（更新の新しい順、100件まで）',
  })
  shortlistRfis(
    @Arg('shortlistId', () => ID) shortlistId: string,
    @Ctx() context: Context,
  ): Promise<ShortlistRfiView[]> {
    return context.services.rfiShortlists.list(context, shortlistId);
  }

  // Trial accounts reach the service, which answers TRIAL_ACCOUNT rather than a bare FORBIDDEN.
  @Access('municipal', 'trial')
  @RateLimit('request')
  @Mutation(() => RfiView, {
    description: '情報提供依頼・見積依頼の下書きを作る（依頼先はソリューションの掲載企業 2〜5社）',
  })
  createRfi(@Arg('input', () => RfiInput) input: RfiInput, @Ctx() context: Context): Promise<RfiView> {
    return context.services.rfis.create(context, input);
  }

  @Access('municipal', 'trial')
  @Mutation(() => RfiView, { description: '下書きの更新（作成者のみ）' })
  updateRfi(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => RfiInput) input: RfiInput,
    @Ctx() context: Context,
  ): Promise<RfiView> {
    return context.services.rfis.update(context, id, input);
  }

  @Access('municipal', 'trial')
  @RateLimit('request')
  @Mutation(() => RfiView, { description: '下書きを依頼先に送信する（各社にメール）' })
  sendRfi(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<RfiView> {
    return context.services.rfis.send(context, id);
  }

  @Access('municipal')
  @Mutation(() => RfiView, { description: '依頼先1社に期限後の回答を認める（回答は「期限後」と記録される）' })
  allowLateRfiAnswer(
    @Arg('id', () => ID) id: string,
    @Arg('invitationId', () => ID) invitationId: string,
    @Ctx() context: Context,
  ): Promise<RfiView> {
    return context.services.rfis.allowLate(context, id, invitationId);
  }

  @Access('municipal')
  @Mutation(() => RfiView, { description: '質疑に回答する（依頼先すべてに、質問者名を伏せて届く）' })
  answerRfiClarification(
    @Arg('id', () => ID) id: string,
    @Arg('clarificationId', () => ID) clarificationId: string,
    @Arg('answer', () => String) answer: string,
    @Ctx() context: Context,
  ): Promise<RfiView> {
    return context.services.rfis.answerClarification(context, id, clarificationId, answer);
  }

  @Access('municipal')
  @Mutation(() => RfiView, { description: '依頼を終了する（採用・見送り）。以後は読み取り専用' })
  closeRfi(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => RfiCloseInput) input: RfiCloseInput,
    @Ctx() context: Context,
  ): Promise<RfiView> {
    return context.services.rfis.close(context, id, input);
  }

  @Access('vendor')
  @Sensitive()
  @Query(() => [VendorRfiView], { description: '自社に届いた情報提供依頼・見積依頼' })
  receivedRfis(@Ctx() context: Context): Promise<VendorRfiView[]> {
    return context.services.rfiVendors.received(context);
  }

  @Access('vendor')
  @Sensitive()
  @Query(() => VendorRfiView, { description: '自社に届いた依頼1件と自社の回答（初めて開いた日時を記録する）' })
  receivedRfi(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<VendorRfiView> {
    return context.services.rfiVendors.get(context, id);
  }

  @Access('vendor')
  @RateLimit('request')
  @Mutation(() => VendorRfiView, { description: '回答の一時保存・提出（自社の回答のみ）' })
  saveRfiAnswer(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => RfiAnswerSubmission) input: RfiAnswerSubmission,
    @Ctx() context: Context,
  ): Promise<VendorRfiView> {
    return context.services.rfiVendors.saveAnswer(context, id, input);
  }

  @Access('vendor')
  @RateLimit('request')
  @Mutation(() => VendorRfiView, { description: '依頼元に質問する（回答は依頼先すべてに質問者名を伏せて公開される）' })
  askRfiClarification(
    @Arg('id', () => ID) id: string,
    @Arg('question', () => String) question: string,
    @Ctx() context: Context,
  ): Promise<VendorRfiView> {
    return context.services.rfiVendors.ask(context, id, question);
  }
}
