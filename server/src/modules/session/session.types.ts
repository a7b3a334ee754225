/** A member's signed-in devices, as their account page lists them. */
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'ログイン中の端末', simpleResolvers: true })
export class SignedInDevice {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'ブラウザーの識別文字列（User-Agent）' }) userAgent!: string;
  @Field(() => Date, { description: 'ログインした日時' }) signedInAt!: Date;
  @Field(() => Date, { description: '最後に使われた日時' }) lastSeenAt!: Date;
  @Field(() => Boolean, { description: 'この端末' }) current!: boolean;
}
