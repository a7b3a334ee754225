import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'お問い合わせの受付' })
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
