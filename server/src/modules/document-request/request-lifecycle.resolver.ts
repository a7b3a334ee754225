import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { DocumentRequest, DocumentRequestItem } from './document-request.entity';

@Resolver()
export class RequestLifecycleResolver {
  @Access('vendor')
  @Mutation(() => DocumentRequest, {
    description: '届いた資料請求を開く（掲載企業。初めて開いた日時を記録する。自社宛てのみ）',
  })
  openReceivedDocumentRequest(@Arg('uid', () => ID) uid: string, @Ctx() context: Context): Promise<DocumentRequest> {
    return context.services.requestLifecycle.open(context, uid);
  }

  @Access('vendor')
  @Mutation(() => DocumentRequestItem, {
    description: '資料請求の対象1件の対応状況を変更する（受付 → 対応中 → 回答済／辞退。自社宛てのみ）',
  })
  setRequestItemStatus(
    @Arg('itemId', () => ID) itemId: string,
    @Arg('status', () => String, { description: 'received / in_progress / answered / declined' }) status: string,
    @Ctx() context: Context,
  ): Promise<DocumentRequestItem> {
    return context.services.requestLifecycle.setStatus(context, itemId, status);
  }

  @Access('operator')
  @Sensitive()
  @Query(() => [DocumentRequest], {
    description: '掲載企業が3営業日を過ぎても開いていない資料請求（運営者のみ、古い順）',
  })
  overdueRequests(@Ctx() context: Context): Promise<DocumentRequest[]> {
    return context.services.requestLifecycle.overdue(context);
  }
}
