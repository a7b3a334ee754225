import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: '会員情報の7項目' })
export class ProfileFieldsInput {
  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastNameKana!: string;

  @Field(() => String)
  firstNameKana!: string;

  @Field(() => String, { description: '部署名' })
  division!: string;

  @Field(() => String, { description: '役職' })
  position!: string;

  @Field(() => String, { description: '自治体名' })
  organization!: string;
}

@InputType({ description: '自治体職員の会員登録（登録時に送る内容）' })
export class MunicipalRegistrationInput extends ProfileFieldsInput {
  @Field(() => ID, { description: '認証基盤のユーザーID（ログイン中の本人のもの）' })
  uid!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  telephone!: string;
}

@InputType({ description: '会員情報の変更' })
export class ProfileUpdateInput extends ProfileFieldsInput {
  @Field(() => ID, { nullable: true, description: '省略時は本人。運営者のみ他の会員を指定できる' })
  uid?: string | null;
}
