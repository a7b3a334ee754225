import { Field, InputType } from 'type-graphql';

@InputType({ description: '運営事務局へのお問い合わせ' })
export class InquiryInput {
  @Field(() => String, { description: 'お名前' })
  name!: string;

  @Field(() => String, { description: '所属団体・会社名' })
  organization!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  telephone!: string;

  @Field(() => String, { description: 'お問い合わせの種別コード（usage, account, request, listing, other）' })
  inquiryType!: string;

  @Field(() => String, { description: 'お問い合わせ内容' })
  body!: string;

  @Field(() => Boolean, { description: 'プライバシーポリシーへの同意' })
  privacyConsent!: boolean;

  @Field(() => String, { description: '送信ごとのキー。同じキーの再送は最初のお問い合わせを返す' })
  idempotencyKey!: string;
}
