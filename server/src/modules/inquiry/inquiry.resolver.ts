import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { likeOf, pageOf } from '../operator/paging';
import { InquiryInput } from './inquiry.inputs';
import { InquiryPage, InquiryReceipt, InquiryView } from './inquiry.types';

@Resolver()
export class InquiryResolver {
  @Access('public')
  @Mutation(() => InquiryReceipt, {
    description: '運営事務局へのお問い合わせ（アカウントごと・IPごとに回数制限あり）',
  })
  submitInquiry(
    @Arg('input', () => InquiryInput) input: InquiryInput,
    @Ctx() context: Context,
  ): Promise<InquiryReceipt> {
    return context.services.inquiries.submit(context, input);
  }

  @Access('operator')
  @Sensitive()
  @Query(() => InquiryPage, { description: '受け付けたお問い合わせ（対応状況・文字で絞り込み、新しい順。運営者のみ）' })
  inquiries(
    @Arg('status', () => String, { nullable: true, description: 'open・in_progress・done' }) status: string | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() context: Context,
  ): Promise<InquiryPage> {
    return context.services.inquiryHandling.list(
      context,
      { status: status || null, like: likeOf(search) },
      pageOf(offset, limit),
    );
  }

  @Access('operator')
  @Mutation(() => InquiryView, { description: 'お問い合わせの対応状況を変える（運営者のみ）' })
  setInquiryStatus(
    @Arg('uid', () => ID) uid: string,
    @Arg('status', () => String) status: string,
    @Arg('note', () => String, { nullable: true, description: '変更の理由（監査ログに残る）' }) note: string | null,
    @Ctx() context: Context,
  ): Promise<InquiryView> {
    return context.services.inquiryHandling.setStatus(context, uid, status, note);
  }

  @Access('operator')
  @Mutation(() => InquiryView, { description: 'お問い合わせに返信する（メールで送信。運営者のみ）' })
  replyToInquiry(
    @Arg('uid', () => ID) uid: string,
    @Arg('body', () => String) body: string,
    @Arg('done', () => Boolean, { nullable: true, description: 'true で返信とともに完了にする' }) done: boolean | null,
    @Ctx() context: Context,
  ): Promise<InquiryView> {
    return context.services.inquiryHandling.reply(context, uid, body, done === true);
  }
}
