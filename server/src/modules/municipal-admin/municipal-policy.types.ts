/** The rules an administrator sets for their municipality's staff. */
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: '自治体が職員に求めるログインのルール', simpleResolvers: true })
export class MunicipalPolicyView {
  @Field(() => Boolean, { description: '職員全員に二要素認証（認証アプリ）を求める' })
  secondFactorRequired!: boolean;
  @Field(() => Int, { description: '認証アプリを登録していない職員の数' })
  membersWithoutSecondFactor!: number;
  @Field(() => Date, { nullable: true }) updatedAt!: Date | null;
}
