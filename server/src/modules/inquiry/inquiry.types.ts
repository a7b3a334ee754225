import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'お問い合わせの受付', simpleResolvers: true })
export class InquiryReceipt {
  @Field(() => ID, { description: '受付番号' })
  uid!: string;

  @Field(() => String)
  inquiryType!: string;

  @Field(() => String, { description: '受付メールの送信先' })
  email!: string;

  @Field(() => Date, { description: '受付日時' })
  createdAt!: Date;
}

@ObjectType({ description: '受け付けたお問い合わせ（運営者の画面用）', simpleResolvers: true })
export class InquiryView {
  @Field(() => ID, { description: '受付番号' }) uid!: string;
  @Field(() => String, { description: 'open（未対応）・in_progress（対応中）・done（完了）' }) status!: string;
  @Field(() => String) inquiryType!: string;
  @Field(() => String) name!: string;
  @Field(() => String) organization!: string;
  @Field(() => String) email!: string;
  @Field(() => String) telephone!: string;
  @Field(() => String) body!: string;
  @Field(() => Boolean, { description: 'ログイン中の会員からのお問い合わせか' }) fromMember!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: '最後に返信した日時' }) repliedAt!: Date | null;
}

@ObjectType({ description: 'お問い合わせの一覧の1ページ', simpleResolvers: true })
export class InquiryPage {
  @Field(() => Int) total!: number;
  @Field(() => [InquiryView]) items!: InquiryView[];
}
