/** What the screens read of a request: the municipality's view, the vendor's view, the comparison. */
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('RfiQuestion', {
  description: '質問（種類: text 自由記述、yesno、choice 選択肢、number 数値、price 価格表）',
  simpleResolvers: true,
})
export class RfiQuestionView {
  @Field(() => ID) id!: string;
  @Field(() => String) kind!: string;
  @Field(() => String) label!: string;
  @Field(() => [String], { nullable: true }) choices!: string[] | null;
  @Field(() => String, { nullable: true }) unit!: string | null;
}

@ObjectType('RfiPrice', {
  description: '価格表の回答（初期費用、年額、単価 × 数量（年額）、税込か）',
  simpleResolvers: true,
})
export class RfiPriceView {
  @Field(() => Float) initial!: number;
  @Field(() => Float) annual!: number;
  @Field(() => Float) unitPrice!: number;
  @Field(() => Float) quantity!: number;
  @Field(() => Boolean) taxIncluded!: boolean;
}

@ObjectType('RfiAnswer', { description: '質問1つへの回答', simpleResolvers: true })
export class RfiAnswerView {
  @Field(() => ID) questionId!: string;
  @Field(() => String, { nullable: true }) text!: string | null;
  @Field(() => Boolean, { nullable: true }) yes!: boolean | null;
  @Field(() => String, { nullable: true }) choice!: string | null;
  @Field(() => Float, { nullable: true }) number!: number | null;
  @Field(() => RfiPriceView, { nullable: true }) price!: RfiPriceView | null;
}

@ObjectType('RfiClarification', { description: '質疑（質問した事業者名は示さない）', simpleResolvers: true })
export class RfiClarificationView {
  @Field(() => ID) id!: string;
  @Field(() => String) question!: string;
  @Field(() => String, { nullable: true }) answer!: string | null;
  @Field(() => Date) askedAt!: Date;
  @Field(() => Date, { nullable: true }) answeredAt!: Date | null;
  @Field(() => Boolean, { description: '自社が質問したもの（掲載企業の画面のみ true になりうる）' })
  askedByYou!: boolean;
}

@ObjectType('RfiInvitation', { description: '依頼先1社とその回答', simpleResolvers: true })
export class RfiInvitationView {
  @Field(() => ID) id!: string;
  @Field(() => String) companyName!: string;
  @Field(() => [ID], { description: '依頼のもとになったこの事業者のソリューション' }) solutionIds!: string[];
  @Field(() => Date, { nullable: true, description: '事業者が初めて開いた日時' }) openedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: '回答の提出日時（未提出なら null）' }) submittedAt!: Date | null;
  @Field(() => Boolean, { description: '期限後に提出された' }) late!: boolean;
  @Field(() => Boolean, { description: '期限後の回答を認めた' }) lateAllowed!: boolean;
  @Field(() => [RfiAnswerView]) answers!: RfiAnswerView[];
  @Field(() => String, { nullable: true }) quoteName!: string | null;
  @Field(() => String, {
    nullable: true,
    description: '見積書PDFのダウンロードパス（Authorization ヘッダー付きで GET）',
  })
  quotePath!: string | null;
}

@ObjectType('Rfi', { description: '情報提供依頼・見積依頼（自治体の画面）', simpleResolvers: true })
export class RfiView {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'rfi 情報提供依頼、rfq 見積依頼' }) kind!: string;
  @Field(() => String) title!: string;
  @Field(() => String) background!: string;
  @Field(() => String, { description: '作成元（basket 資料請求リスト、shortlist 共有リスト、comparison 比較表）' })
  origin!: string;
  @Field(() => ID, { nullable: true, description: '作成元の共有リスト（共有リストから作成したとき）' })
  shortlistId!: string | null;
  @Field(() => String, { nullable: true }) specName!: string | null;
  @Field(() => String, { nullable: true }) specPath!: string | null;
  @Field(() => Date) deadline!: Date;
  @Field(() => [RfiQuestionView]) questions!: RfiQuestionView[];
  @Field(() => String, { description: 'draft 下書き、sent 回答受付中、closed 終了（読み取り専用）' }) status!: string;
  @Field(() => Date, { nullable: true }) sentAt!: Date | null;
  @Field(() => String) organization!: string;
  @Field(() => String) contactName!: string;
  @Field(() => Boolean, { description: '自分が作成した依頼（操作できる）' }) mine!: boolean;
  @Field(() => [RfiInvitationView]) invitations!: RfiInvitationView[];
  @Field(() => [RfiClarificationView]) clarifications!: RfiClarificationView[];
  @Field(() => String, { nullable: true, description: 'adopted 採用、declined 見送り' }) outcome!: string | null;
  @Field(() => String, { nullable: true }) outcomeCompanyName!: string | null;
  @Field(() => ID, { nullable: true, description: '採用した事業者の依頼先ID' }) outcomeInvitationId!: string | null;
  @Field(() => Float, { nullable: true }) outcomeAmount!: number | null;
  @Field(() => String, { nullable: true }) outcomeReason!: string | null;
  @Field(() => Date, { nullable: true }) closedAt!: Date | null;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType('ShortlistRfi', {
  description: '共有リストから作成した情報提供依頼・見積依頼（同じ自治体の職員が閲覧できる）',
  simpleResolvers: true,
})
export class ShortlistRfiView {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'rfi 情報提供依頼、rfq 見積依頼' }) kind!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { description: 'draft 下書き、sent 回答受付中、closed 終了' }) status!: string;
  @Field(() => String, { nullable: true, description: 'adopted 採用、declined 見送り' }) outcome!: string | null;
  @Field(() => Date) deadline!: Date;
  @Field(() => Date, { nullable: true }) sentAt!: Date | null;
  @Field(() => String, { description: '作成した職員' }) contactName!: string;
  @Field(() => Boolean, { description: '自分が作成した依頼' }) mine!: boolean;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType('RfiCaseStart', {
  description: '採用された事業者に示す、導入事例の投稿の下書きのもと（運営事務局の審査を経て公開）',
  simpleResolvers: true,
})
export class RfiCaseStartView {
  @Field(() => ID, { description: '依頼のもとになった自社のソリューション' }) solutionId!: string;
  @Field(() => String, { description: '導入した自治体（自治体名、確認済みの自治体がなければ空）' })
  municipality!: string;
  @Field(() => String, { description: '実施主体名（依頼元の自治体名と部署）' }) organizationName!: string;
  @Field(() => Float, { nullable: true, description: '採用金額（円、税込）' }) amount!: number | null;
}

@ObjectType('VendorRfi', {
  description: '届いた情報提供依頼・見積依頼（掲載企業の画面。自社の回答のみ）',
  simpleResolvers: true,
})
export class VendorRfiView {
  @Field(() => ID) id!: string;
  @Field(() => String) kind!: string;
  @Field(() => String) title!: string;
  @Field(() => String) background!: string;
  @Field(() => String, { nullable: true }) specName!: string | null;
  @Field(() => String, { nullable: true }) specPath!: string | null;
  @Field(() => Date) deadline!: Date;
  @Field(() => [RfiQuestionView]) questions!: RfiQuestionView[];
  @Field(() => String) status!: string;
  @Field(() => Date, { nullable: true }) sentAt!: Date | null;
  @Field(() => String) organization!: string;
  @Field(() => String) contactName!: string;
  @Field(() => [RfiClarificationView], { description: '回答済みの質疑と、自社の未回答の質問' })
  clarifications!: RfiClarificationView[];
  @Field(() => RfiInvitationView, { description: '自社の回答' }) myAnswer!: RfiInvitationView;
  @Field(() => Boolean, { description: 'いま回答を提出・修正できる' }) canAnswer!: boolean;
  @Field(() => String, { nullable: true, description: '回答できない理由' }) answerBlockedReason!: string | null;
  @Field(() => RfiCaseStartView, {
    nullable: true,
    description: '自社が採用されて終了したとき: 導入事例として投稿するための内容（ほかの事業者には null）',
  })
  caseStart!: RfiCaseStartView | null;
}

@ObjectType('RfiComparisonColumn', { simpleResolvers: true })
export class RfiComparisonColumn {
  @Field(() => ID) invitationId!: string;
  @Field(() => String) companyName!: string;
  @Field(() => Date, { nullable: true }) submittedAt!: Date | null;
  @Field(() => Boolean) late!: boolean;
}

@ObjectType('RfiComparisonRow', { simpleResolvers: true })
export class RfiComparisonRow {
  @Field(() => String, { description: 'question（質問）、perYear（年額換算）、total（期間合計）' }) role!: string;
  @Field(() => String) label!: string;
  @Field(() => [String], { description: '依頼先ごとの表示（未回答は「未回答」）' }) cells!: string[];
  @Field(() => [Float], { nullable: 'items', description: '価格の行: 依頼先ごとの金額（円、税込）' }) amounts!: (
    number | null
  )[];
  @Field(() => Boolean, { description: '回答のあった依頼先どうしで内容が異なる' }) differs!: boolean;
  @Field(() => [Boolean], { description: '価格の行: 最安の依頼先' }) lowest!: boolean[];
}

@ObjectType('RfiComparison', { description: '回答の比較表（価格は税込・年額換算にそろえる）', simpleResolvers: true })
export class RfiComparisonView {
  @Field(() => ID) rfiId!: string;
  @Field(() => Int, { description: '年額換算の期間（年）' }) years!: number;
  @Field(() => [RfiComparisonColumn]) columns!: RfiComparisonColumn[];
  @Field(() => [RfiComparisonRow]) rows!: RfiComparisonRow[];
  @Field(() => Int) asked!: number;
  @Field(() => Int) answered!: number;
  @Field(() => String, { description: '随意契約理由書に使える一文' }) reasonSentence!: string;
}
