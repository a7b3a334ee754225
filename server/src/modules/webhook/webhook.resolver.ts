import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { CompanyWebhookSecret, CompanyWebhookView, WebhookDeliveryView } from './webhook.types';

/** The vendor's CRM webhook (docs/webhooks.md): its company's 管理者 only, found from the caller's profile. */
@Resolver()
export class WebhookResolver {
  @Access('vendor')
  @Sensitive()
  @Query(() => CompanyWebhookView, { nullable: true, description: '自社の Webhook の設定と送信記録（管理者のみ）' })
  companyWebhook(@Ctx() context: Context): Promise<CompanyWebhookView | null> {
    return context.services.webhooks.view(context);
  }

  @Access('vendor')
  @Sensitive()
  @Mutation(() => CompanyWebhookSecret, {
    description: 'Webhook の送信先（https）を保存し、新しい署名用シークレットを一度だけ返す（管理者のみ）',
  })
  saveCompanyWebhook(@Arg('url', () => String) url: string, @Ctx() context: Context): Promise<CompanyWebhookSecret> {
    return context.services.webhooks.save(context, url);
  }

  @Access('vendor')
  @Mutation(() => Boolean, { description: 'Webhook を削除する（管理者のみ）' })
  deleteCompanyWebhook(@Ctx() context: Context): Promise<boolean> {
    return context.services.webhooks.remove(context);
  }

  @Access('vendor')
  @Mutation(() => WebhookDeliveryView, { description: 'Webhook にテスト送信する（管理者のみ）' })
  sendCompanyWebhookTest(@Ctx() context: Context): Promise<WebhookDeliveryView> {
    return context.services.webhooks.sendTest(context);
  }
}
