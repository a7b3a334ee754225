/** What the 自治体管理者's screens, the member's own page and the operator console read. */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Municipality } from '../municipality/municipality.entity';

@ObjectType({ description: '自治体管理者についての本人の状況', simpleResolvers: true })
export class MyMunicipalAdministration {
  @Field(() => Municipality, { nullable: true, description: '確認済みの所属自治体（なければ null）' })
  municipality!: Municipality | null;
  @Field(() => Boolean, { description: 'この自治体の管理者である' }) isAdministrator!: boolean;
  @Field(() => Boolean, { description: '管理者になることを運営者に申請中' }) requested!: boolean;
  @Field(() => Boolean, { description: 'この自治体にすでに管理者がいる' }) hasAdministrator!: boolean;
}

@ObjectType({ description: '自治体の職員（自治体管理者の画面用）', simpleResolvers: true })
export class MunicipalMember {
  @Field(() => ID) uid!: string;
  @Field(() => String, { description: '氏名' }) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: '部署名' }) division!: string;
  @Field(() => String, { description: '役職' }) position!: string;
  @Field(() => Boolean, { description: '自治体管理者' }) isAdministrator!: boolean;
  @Field(() => Date, { nullable: true, description: '最終ログイン日時' }) lastSignInAt!: Date | null;
}

@ObjectType({ description: '送信済みで未使用の招待', simpleResolvers: true })
export class MunicipalInvitationView {
  @Field(() => ID) id!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: '部署名' }) division!: string;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: '自治体の職員と送信済みの招待', simpleResolvers: true })
export class MunicipalStaff {
  @Field(() => Municipality) municipality!: Municipality;
  @Field(() => [MunicipalMember]) members!: MunicipalMember[];
  @Field(() => [MunicipalInvitationView]) invitations!: MunicipalInvitationView[];
}

@ObjectType({ description: '招待の内容（招待を受ける画面用）', simpleResolvers: true })
export class MunicipalInvitationPreview {
  @Field(() => Municipality) municipality!: Municipality;
  @Field(() => String, { description: '招待されたメールアドレス' }) email!: string;
  @Field(() => String, { description: '部署名' }) division!: string;
  @Field(() => String, { description: 'open・accepted・expired・revoked' }) state!: string;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => Boolean, { description: 'ログイン中のメールアドレスが招待先と一致し、確認済みである' })
  addressMatches!: boolean;
}

@ObjectType({ description: '引き継いだ件数（異動・退職の引き継ぎ）', simpleResolvers: true })
export class MunicipalHandOver {
  @Field(() => Int, { description: '共有リスト' }) shortlists!: number;
  @Field(() => Int, { description: '保存した検索条件' }) savedSearches!: number;
  @Field(() => Int, { description: '対応中の資料請求・お問い合わせ' }) documentRequests!: number;
  @Field(() => Int, { description: '回答待ちの運営者へのお問い合わせ' }) inquiries!: number;
}

@ObjectType({ description: '自治体管理者になる申請（運営者の画面用）', simpleResolvers: true })
export class MunicipalAdministratorRequest {
  @Field(() => Municipality) municipality!: Municipality;
  @Field(() => ID) uid!: string;
  @Field(() => String, { description: '氏名' }) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: '部署名' }) division!: string;
  @Field(() => Date) requestedAt!: Date;
}
