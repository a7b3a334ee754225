/** The CRM webhook as the 管理者's screen reads it (docs/webhooks.md). */
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Webhook の送信記録', simpleResolvers: true })
export class WebhookDeliveryView {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'document_request.received・test' }) event!: string;
  @Field(() => String, { description: 'pending（送信待ち・再送待ち）・delivered・failed' }) status!: string;
  @Field(() => Int, { description: '送信した回数' }) attempts!: number;
  @Field(() => Int, { nullable: true, description: '最後の応答の HTTP ステータス' }) lastStatusCode!: number | null;
  @Field(() => String, { nullable: true, description: '最後の失敗の理由' }) lastError!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: '次に送る日時（送信待ちのとき）' }) nextAttemptAt!: Date | null;
  @Field(() => Date, { nullable: true }) finishedAt!: Date | null;
}

@ObjectType({ description: '自社の Webhook（CRM 連携）の設定と送信記録', simpleResolvers: true })
export class CompanyWebhookView {
  @Field(() => String) url!: string;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => [WebhookDeliveryView], { description: '新しい順に50件まで' }) deliveries!: WebhookDeliveryView[];
}

@ObjectType({ description: '保存した Webhook と署名用シークレット（この応答でだけ表示）', simpleResolvers: true })
export class CompanyWebhookSecret {
  @Field(() => String) url!: string;
  @Field(() => String, { description: '署名用シークレット。再表示できないため、控えてください' }) secret!: string;
}
