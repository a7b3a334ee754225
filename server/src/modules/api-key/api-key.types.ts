/** API keys as their owner and their municipality's administrators see them. */
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'APIキー（値は作成時に一度だけ表示）', simpleResolvers: true })
export class ApiKeyView {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: '名前（用途）' }) name!: string;
  @Field(() => String, { description: 'キーの先頭部分（見分けるため）' }) shown!: string;
  @Field(() => String, { description: '権限の範囲（read: 読み取り専用）' }) scope!: string;
  @Field(() => String, { description: '状態（active: 有効、expired: 期限切れ、revoked: 取り消し済み）' })
  state!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { description: '有効期限' }) expiresAt!: Date;
  @Field(() => Date, { nullable: true, description: '最後に使われた日時（1分単位）' }) lastUsedAt!: Date | null;
  @Field(() => Date, { nullable: true }) revokedAt!: Date | null;
}

@ObjectType({ description: '所属自治体の職員のAPIキー（自治体管理者）', simpleResolvers: true })
export class MunicipalApiKeyView extends ApiKeyView {
  @Field(() => String, { description: '持ち主の氏名' }) ownerName!: string;
  @Field(() => String, { description: '持ち主のメールアドレス' }) ownerEmail!: string;
}

@ObjectType({ description: '作成したAPIキー。secret はこの応答でしか受け取れない', simpleResolvers: true })
export class CreatedApiKey {
  @Field(() => ApiKeyView) key!: ApiKeyView;
  @Field(() => String, { description: 'キーの値（jpk_ で始まる）。再表示できない' }) secret!: string;
}

@InputType({ description: 'APIキーの作成' })
export class ApiKeyInput {
  @Field(() => String, { description: '名前（用途。60文字以内）' }) name!: string;
  @Field(() => Int, { description: '有効日数（1〜365）' }) expiresInDays!: number;
}
