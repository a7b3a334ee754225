/** What the operator console reads: members awaiting approval, accounts with their state, the counts of pending work. */
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: '自治体職員としての承認を待つ会員（運営者の画面用）', simpleResolvers: true })
export class AwaitingMember {
  @Field(() => ID) uid!: string;
  @Field(() => String, { description: '氏名' }) name!: string;
  @Field(() => String, { description: '氏名（カナ）' }) nameKana!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'メールアドレスのドメイン' }) emailDomain!: string;
  @Field(() => Boolean, { description: '認証基盤でメールアドレスが確認済みか' }) emailVerified!: boolean;
  @Field(() => String, { description: '申告された自治体名・所属組織名' }) organization!: string;
  @Field(() => String) division!: string;
  @Field(() => String) position!: string;
  @Field(() => String) telephone!: string;
  @Field(() => Date) registeredAt!: Date;
}

@ObjectType({ description: '承認待ち会員の一覧の1ページ', simpleResolvers: true })
export class AwaitingMemberPage {
  @Field(() => Int) total!: number;
  @Field(() => [AwaitingMember]) items!: AwaitingMember[];
}

@ObjectType({ description: '利用者のアカウントと会員情報（運営者の画面用）', simpleResolvers: true })
export class ConsoleUser {
  @Field(() => ID) uid!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => Boolean) emailVerified!: boolean;
  @Field(() => Boolean, { description: '認証基盤で利用停止中か' }) disabled!: boolean;
  @Field(() => String, { description: 'サーバーが導く役割（member・trial・municipal・vendor・operator）' })
  role!: string;
  @Field(() => String, { nullable: true, description: '自治体職員の承認状態' }) municipalStatus!: string | null;
  @Field(() => String, { nullable: true, description: '氏名（会員情報がなければ null）' }) name!: string | null;
  @Field(() => String, { nullable: true }) organization!: string | null;
  @Field(() => ID, { nullable: true }) companyId!: number | null;
  @Field(() => Date, { nullable: true }) lastSignInAt!: Date | null;
}

@ObjectType({ description: '運営者メニューに示す、対応を待つものの件数', simpleResolvers: true })
export class ConsoleCounts {
  @Field(() => Int, { description: '自治体職員としての承認を待つ会員' }) membersAwaitingApproval!: number;
  @Field(() => Int, { description: '所属自治体が確認されていない自治体職員' }) membersAwaitingMunicipality!: number;
  @Field(() => Int, { description: '承認を待つ掲載企業' }) companiesAwaitingApproval!: number;
  @Field(() => Int, { description: '審査を待つソリューション（新規掲載と公開中の変更）' })
  listingsAwaitingReview!: number;
  @Field(() => Int, { description: '審査を待つ導入事例の投稿（新規と再申請）' })
  caseProposalsAwaitingReview!: number;
  @Field(() => Int, { description: '未対応のお問い合わせ' }) openInquiries!: number;
  @Field(() => Int, { description: '対応中のお問い合わせ' }) inquiriesInProgress!: number;
  @Field(() => Int, { description: '期限を過ぎても掲載企業が開いていない資料請求' }) overdueRequests!: number;
}
