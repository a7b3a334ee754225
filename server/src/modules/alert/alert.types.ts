import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: '新着メールの停止の結果', simpleResolvers: true })
export class AlertStopResult {
  @Field(() => [String], { description: '止めた検索条件の名前' })
  stopped!: string[];

  @Field(() => String)
  message!: string;
}
