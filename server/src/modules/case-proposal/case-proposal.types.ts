/** Vendors' case proposals in GraphQL: the states, what the screens read, and the vendor's input. */
import {
  CASE_PROPOSAL_STATUS_LABELS,
  CASE_PROPOSAL_STATUSES,
  type CaseProposalStatus,
} from '@portal/shared/cases/proposal';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { CaseImageInput, CaseImageValue, CaseKpiValue, CaseKpiValueInput, RecordRef } from '../case/case-editor.types';

export const CaseProposalStatusEnum = Object.fromEntries(CASE_PROPOSAL_STATUSES.map((s) => [s, s])) as {
  [K in CaseProposalStatus]: K;
};
registerEnumType(CaseProposalStatusEnum, {
  name: 'CaseProposalStatus',
  description: '導入事例の投稿の状態',
  valuesConfig: Object.fromEntries(
    CASE_PROPOSAL_STATUSES.map((s) => [s, { description: CASE_PROPOSAL_STATUS_LABELS[s] }]),
  ),
});

@ObjectType({ description: '投稿された導入事例の内容（フォームの値と、ID が指す名前）', simpleResolvers: true })
export class CaseProposalValuesView {
  @Field(() => String) title!: string;
  @Field(() => String) summary!: string;
  @Field(() => String, { description: '自治体コード（6桁、未選択なら空）' }) municipalityCode!: string;
  @Field(() => String, { description: '自治体名（自治体を選ぶ欄の表記。同名があれば都道府県名付き）' })
  municipality!: string;
  @Field(() => String) organizationName!: string;
  @Field(() => [String]) categoryIds!: string[];
  @Field(() => String) fiscalYear!: string;
  @Field(() => String, { description: '導入したソリューション（自社の掲載中のもの）の ID' }) solutionId!: string;
  @Field(() => String, { nullable: true }) solutionTitle!: string | null;
  @Field(() => String) background!: string;
  @Field(() => String) approach!: string;
  @Field(() => String) outcome!: string;
  @Field(() => String) initialCost!: string;
  @Field(() => String) annualCost!: string;
  @Field(() => String) subsidyAmount!: string;
  @Field(() => String) periodMonths!: string;
  @Field(() => [CaseKpiValue]) kpis!: CaseKpiValue[];
  @Field(() => [RecordRef], { description: '活用した補助金（ID と名前）' }) grants!: RecordRef[];
  @Field(() => [CaseImageValue]) images!: CaseImageValue[];
}

@ObjectType('CaseProposal', { description: '掲載企業が投稿した導入事例（審査を経て公開）', simpleResolvers: true })
export class CaseProposalView {
  @Field(() => ID) id!: number;
  @Field(() => CaseProposalStatusEnum) status!: CaseProposalStatus;
  @Field(() => CaseProposalValuesView) values!: CaseProposalValuesView;
  @Field(() => CaseProposalValuesView, {
    nullable: true,
    description: '差し戻した版（再申請ではこれと比べて変更を示す）',
  })
  returnedValues!: CaseProposalValuesView | null;
  @Field(() => Boolean, { description: '掲載について自治体の了承を得ています' }) consent!: boolean;
  @Field(() => String, { nullable: true, description: '差し戻しの理由' }) reviewComment!: string | null;
  @Field(() => ID, { nullable: true, description: '公開された導入事例の ID' }) caseId!: number | null;
  @Field(() => String) companyName!: string;
  @Field(() => Date, { nullable: true, description: '最後に審査へ送った日時' }) submittedAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@InputType({ description: '導入事例の投稿内容（下書きはタイトルのみ必須）' })
export class CaseProposalInput {
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) summary?: string | null;
  @Field(() => String, {
    nullable: true,
    description: '自治体（municipalities で選んだ名称、または6桁の自治体コード）',
  })
  municipality?: string | null;
  @Field(() => String, { nullable: true, description: '実施主体名（例: 〇〇市 総務部）' })
  organizationName?: string | null;
  @Field(() => [String], { nullable: true }) categoryIds?: string[] | null;
  @Field(() => String, { nullable: true }) fiscalYear?: string | null;
  @Field(() => String, { nullable: true, description: '導入したソリューション（自社の掲載中のもの）の ID' })
  solutionId?: string | null;
  @Field(() => String, { nullable: true }) background?: string | null;
  @Field(() => String, { nullable: true }) approach?: string | null;
  @Field(() => String, { nullable: true }) outcome?: string | null;
  @Field(() => String, { nullable: true }) initialCost?: string | null;
  @Field(() => String, { nullable: true }) annualCost?: string | null;
  @Field(() => String, { nullable: true }) subsidyAmount?: string | null;
  @Field(() => String, { nullable: true }) periodMonths?: string | null;
  @Field(() => [CaseKpiValueInput], { nullable: true }) kpis?: CaseKpiValueInput[] | null;
  @Field(() => [ID], { nullable: true, description: '活用した補助金（公開中）の ID' }) grantIds?: string[] | null;
  @Field(() => [CaseImageInput], { nullable: true }) images?: CaseImageInput[] | null;
  @Field(() => Boolean, { nullable: true, description: '掲載について自治体の了承を得ています（申請には必須）' })
  consent?: boolean | null;
}
