import { Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'メールの種類ごとの設定', simpleResolvers: true })
export class NotificationKindSetting {
  @Field(() => String, { description: '種類（record・shortlist・grant-deadline・document-update）' })
  kind!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String, { description: '何のためのメールか' })
  description!: string;

  @Field(() => String, { description: '頻度（immediate・daily・weekly・never）' })
  frequency!: string;

  @Field(() => [String], { description: '選べる頻度' })
  frequencies!: string[];
}

@ObjectType({ description: 'フォロー中の掲載・共有リスト', simpleResolvers: true })
export class FollowedTopic {
  @Field(() => String, { description: 'grants・solutions・cases・shortlists' })
  topic!: string;

  @Field(() => ID)
  topicId!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Boolean, { description: '掲載中（または見られるリスト）か' })
  available!: boolean;
}

@ObjectType({ description: '通知メールの配信先アドレス', simpleResolvers: true })
export class DeliveryAddressView {
  @Field(() => String)
  address!: string;

  @Field(() => String, { description: 'primary（ログインのアドレス）・second（追加の配信先）' })
  role!: string;

  @Field(() => Boolean)
  verified!: boolean;

  @Field(() => Date, { nullable: true, description: 'メールサーバーに拒否されて配信を止めた日時' })
  pausedAt!: Date | null;

  @Field(() => String, { nullable: true, description: '止めた理由（メールサーバーの応答）' })
  pauseReason!: string | null;
}

@ObjectType({ description: 'メールの設定（本人だけが見る）', simpleResolvers: true })
export class NotificationSettings {
  @Field(() => [NotificationKindSetting])
  kinds!: NotificationKindSetting[];

  @Field(() => [String], { description: '設定によらず必ず送るメール' })
  alwaysSent!: string[];

  @Field(() => [FollowedTopic])
  follows!: FollowedTopic[];

  @Field(() => [DeliveryAddressView])
  addresses!: DeliveryAddressView[];
}

@InputType({ description: 'フォローする（またはやめる）対象' })
export class FollowInput {
  @Field(() => String, { description: 'grants・solutions・cases・shortlists' })
  topic!: string;

  @Field(() => ID)
  topicId!: string;
}

@ObjectType({ description: 'フォローの結果と、これから届くメールの説明', simpleResolvers: true })
export class FollowResult {
  @Field(() => Boolean)
  following!: boolean;

  @Field(() => String)
  message!: string;
}

@ObjectType({ description: '通知メールの停止の結果', simpleResolvers: true })
export class NotificationStopResult {
  @Field(() => String)
  kind!: string;

  @Field(() => String)
  message!: string;
}
