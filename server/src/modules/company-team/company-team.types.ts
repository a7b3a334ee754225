/** What the company's users screen, the invitation page and the received-requests screen read. */
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: '掲載企業のユーザー', simpleResolvers: true })
export class CompanyMember {
  @Field(() => ID) uid!: string;
  @Field(() => String, { description: '氏名' }) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'admin（管理者）・staff（担当者）' }) role!: string;
  @Field(() => Boolean, { description: 'ログイン中の本人' }) isSelf!: boolean;
}

@ObjectType({ description: '送信済みで未使用の、掲載企業への招待', simpleResolvers: true })
export class CompanyInvitationView {
  @Field(() => ID) id!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: '参加後の役割：admin・staff' }) role!: string;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: '自社のユーザーと送信済みの招待', simpleResolvers: true })
export class CompanyTeam {
  @Field(() => String) companyName!: string;
  @Field(() => Boolean, { description: 'ログイン中の本人が管理者である' }) isAdministrator!: boolean;
  @Field(() => [CompanyMember]) members!: CompanyMember[];
  @Field(() => [CompanyInvitationView], { description: '管理者にだけ返す（担当者には空）' })
  invitations!: CompanyInvitationView[];
}

@ObjectType({ description: '掲載企業への招待の内容（招待を受ける画面用）', simpleResolvers: true })
export class CompanyInvitationPreview {
  @Field(() => String) companyName!: string;
  @Field(() => String, { description: '招待されたメールアドレス' }) email!: string;
  @Field(() => String, { description: '参加後の役割：admin・staff' }) role!: string;
  @Field(() => String, { description: 'open・accepted・expired・revoked' }) state!: string;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => Boolean, { description: 'ログイン中のメールアドレスが招待先と一致し、確認済みである' })
  addressMatches!: boolean;
}

@ObjectType({ description: '届いた資料請求の社内メモ（自社のユーザーだけが読める）', simpleResolvers: true })
export class RequestNote {
  @Field(() => ID) id!: string;
  @Field(() => String) body!: string;
  @Field(() => String, { description: '書いたユーザーの氏名' }) authorName!: string;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: '届いた資料請求の社内での担当と社内メモ', simpleResolvers: true })
export class ReceivedRequestHandling {
  @Field(() => ID, { description: '資料請求の uid' }) uid!: string;
  @Field(() => ID, { nullable: true, description: '担当者の uid' }) assigneeUid!: string | null;
  @Field(() => String, { nullable: true, description: '担当者の氏名' }) assigneeName!: string | null;
  @Field(() => [RequestNote]) notes!: RequestNote[];
}
