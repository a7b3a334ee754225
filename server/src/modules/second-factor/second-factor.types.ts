/** What the sign-in flow, the enrolment screen and the step-up prompt read. */
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'ログイン中のセッションの二段階認証の状態', simpleResolvers: true })
export class SecondFactorStatus {
  @Field(() => Boolean, { description: 'このアカウントでは確認コードの入力が必要（運営者、または登録済み）' })
  required!: boolean;
  @Field(() => Boolean, { description: '認証アプリが登録済み' }) enrolled!: boolean;
  @Field(() => Boolean, { description: 'このセッションで確認コードを入力済み' }) verified!: boolean;
  @Field(() => Date, { nullable: true, description: 'このセッションで最後に確認した日時' }) verifiedAt!: Date | null;
  @Field(() => Int, { description: '重要な操作の前に再確認を求めるまでの秒数' }) stepUpSeconds!: number;
}

@ObjectType({ description: '認証アプリに登録する鍵', simpleResolvers: true })
export class SecondFactorEnrolmentKey {
  @Field(() => String, { description: '手入力用の鍵（Base32）' }) secret!: string;
  @Field(() => String, { description: 'otpauth:// の URI（QR コードの内容）' }) otpauthUri!: string;
  @Field(() => String, { description: 'QR コード（SVG）' }) qrSvg!: string;
}

@ObjectType({ description: '確認コードの確認結果', simpleResolvers: true })
export class SecondFactorVerification {
  @Field(() => String, {
    nullable: true,
    description:
      '確認済みのセッションでログインし直すための Firebase カスタムトークン（このセッションが確認済みなら null）',
  })
  customToken!: string | null;
  @Field(() => [String], { nullable: true, description: '登録直後にだけ一度表示するリカバリーコード' })
  recoveryCodes!: string[] | null;
}
