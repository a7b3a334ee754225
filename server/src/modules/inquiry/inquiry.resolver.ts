import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { InquiryInput } from './inquiry.inputs';
import { InquiryReceipt } from './inquiry.types';

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
}
