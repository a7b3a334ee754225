import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: '資料請求・お問い合わせの対象1件' })
export class DocumentRequestItemInput {
  @Field(() => ID, { description: 'ソリューションID' })
  solutionId!: string;

  @Field(() => [String], { description: 'お問い合わせの種別コード（"0" 資料請求 … "3" その他）' })
  inquiryTypes!: string[];

  @Field(() => [String], { description: 'ご希望の連絡方法コード（"0" 電話、"1" メール、"2" Web会議）' })
  contactMeans!: string[];

  @Field(() => String, { description: 'お問い合わせ内容（自由記入）' })
  contents!: string;
}

@InputType({ description: '資料請求・お問い合わせの送信（掲載企業ごとに1件の請求になる）' })
export class DocumentRequestInput {
  @Field(() => String, { description: '送信ごとのキー。同じキーの再送は最初の請求を返し、新たに作らない' })
  idempotencyKey!: string;

  @Field(() => [DocumentRequestItemInput])
  items!: DocumentRequestItemInput[];

  @Field(() => Boolean, {
    nullable: true,
    description:
      '同じ内容を少し前に送信していても送る（確認済み）。省略時、10分以内の同じ内容の送信は RECENTLY_SENT で確認を求める',
  })
  confirmResend?: boolean | null;
}
