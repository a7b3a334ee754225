import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { RateLimit } from '../../rate-limit';
import { DocumentRequest } from '../document-request/document-request.entity';
import { Company } from './company.entity';
import { CompanyRegistrationInput } from './company.inputs';

@Resolver()
export class CompanyResolver {
  @Access('signedIn')
  @RateLimit('registration')
  @Mutation(() => Company, {
    description: '掲載企業の登録（com-register）。登録者はメール確認後にこの企業のユーザーになる',
  })
  registerCompany(
    @Arg('input', () => CompanyRegistrationInput) input: CompanyRegistrationInput,
    @Ctx() context: Context,
  ): Promise<Company> {
    return context.services.companies.register(context, input);
  }

  @Access('vendor')
  @Query(() => Company, { nullable: true, description: '自社（掲載企業）' })
  myCompany(@Ctx() context: Context): Promise<Company | null> {
    return context.services.companies.mine(context);
  }

  @Access('operator')
  @Query(() => [Company], { description: '承認待ちの掲載企業（運営者のみ）' })
  pendingCompanies(@Ctx() context: Context): Promise<Company[]> {
    return context.services.companies.pending();
  }

  @Access('operator')
  @Mutation(() => Company, { description: '掲載企業を承認する（運営者のみ）' })
  approveCompany(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<Company> {
    return context.services.companies.approve(context, id);
  }

  @Access('vendor')
  @Sensitive()
  @Query(() => [DocumentRequest], { description: '自社のソリューションに届いた資料請求・お問い合わせ（新しい順）' })
  receivedDocumentRequests(@Ctx() context: Context): Promise<DocumentRequest[]> {
    return context.services.companies.receivedRequests(context);
  }
}
