import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { RateLimit } from '../../rate-limit';
import { DocumentRequest } from './document-request.entity';
import { DocumentRequestInput } from './document-request.inputs';
import { RequestedDocument } from './document-request.types';

@Resolver()
export class DocumentRequestResolver {
  // Trial accounts reach the service, which answers TRIAL_ACCOUNT rather than a bare FORBIDDEN.
  @Access('municipal', 'trial')
  @RateLimit('request')
  @Mutation(() => [DocumentRequest], {
    description: '資料請求・お問い合わせの送信。掲載企業ごとに1件の請求を作り、同じキーの再送は最初の請求を返す',
  })
  submitDocumentRequest(
    @Arg('input', () => DocumentRequestInput) input: DocumentRequestInput,
    @Ctx() context: Context,
  ): Promise<DocumentRequest[]> {
    return context.services.documentRequests.submit(context, input);
  }

  @Access('municipal', 'operator')
  @Sensitive()
  @Query(() => [DocumentRequest], { description: '本人の資料請求（新しい順）。uids で絞り込める' })
  myDocumentRequests(
    @Arg('uids', () => [ID], { nullable: true }) uids: string[] | null,
    @Ctx() context: Context,
  ): Promise<DocumentRequest[]> {
    return context.services.documentRequests.mine(context, uids);
  }

  @Access('municipal', 'operator')
  @Sensitive()
  @Query(() => DocumentRequest, { description: '資料請求の詳細（本人。運営者は全件）' })
  documentRequest(@Arg('uid', () => ID) uid: string, @Ctx() context: Context): Promise<DocumentRequest> {
    return context.services.documentRequests.get(context, uid);
  }

  @Access('municipal', 'operator')
  @Sensitive()
  @Query(() => [RequestedDocument], {
    description: '請求したソリューションの資料（新しい請求順、ソリューションごとに1件）',
  })
  requestedDocuments(@Ctx() context: Context): Promise<RequestedDocument[]> {
    return context.services.documentRequests.documents(context);
  }
}
