/** The operator's case editor in GraphQL: the form's values, the list rows and the input. */
import type { PublicationState } from '@portal/shared/editorial/publication';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PublicationStateEnum } from '../editorial/editorial.types';
import { ListingFileInput } from '../listing/listing.inputs';
import { ListingFile } from '../listing/listing.types';
import { Municipality } from '../municipality/municipality.entity';
import { publicFileUrl } from '../solution/file-urls';
import type { Case } from './case.entity';

@ObjectType({ description: '効果指標（編集用の文字列）', simpleResolvers: true })
export class CaseKpiValue {
  @Field(() => String) label!: string;
  @Field(() => String) before!: string;
  @Field(() => String) after!: string;
  @Field(() => String) unit!: string;
}

@ObjectType({ description: '画像（編集用）', simpleResolvers: true })
export class CaseImageValue {
  @Field(() => ListingFile) file!: ListingFile;
  @Field(() => String, { description: '代替テキスト' }) alt!: string;
}

@ObjectType({ description: '参照先の名前（編集画面の表示用）', simpleResolvers: true })
export class RecordRef {
  @Field(() => ID) id!: number;
  @Field(() => String) title!: string;
}

@ObjectType({ description: '導入事例の編集内容（フォームの値）', simpleResolvers: true })
export class CaseFormValues {
  @Field(() => String) title!: string;
  @Field(() => String) summary!: string;
  @Field(() => String, { description: '自治体コード（6桁）' }) municipalityCode!: string;
  @Field(() => String) organizationName!: string;
  @Field(() => [String]) categoryIds!: string[];
  @Field(() => String) fiscalYear!: string;
  @Field(() => String) solutionId!: string;
  @Field(() => String) solutionName!: string;
  @Field(() => String) vendorName!: string;
  @Field(() => String) background!: string;
  @Field(() => String) approach!: string;
  @Field(() => String) outcome!: string;
  @Field(() => String) initialCost!: string;
  @Field(() => String) annualCost!: string;
  @Field(() => String) subsidyAmount!: string;
  @Field(() => String) periodMonths!: string;
  @Field(() => [CaseKpiValue]) kpis!: CaseKpiValue[];
  @Field(() => [String]) grantIds!: string[];
  @Field(() => [CaseImageValue]) images!: CaseImageValue[];
}

@ObjectType({ description: '運営者が編集する導入事例', simpleResolvers: true })
export class EditorialCase {
  @Field(() => ID) id!: number;
  @Field(() => PublicationStateEnum) status!: PublicationState;
  @Field(() => Date, { description: '公開日時（公開予約中は予約日時）' }) publishedAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => String, { nullable: true }) withdrawnReason!: string | null;
  @Field(() => String) source!: string;
  @Field(() => String, { nullable: true }) sourceId!: string | null;
  @Field(() => Municipality, { nullable: true, description: '自治体（マスタの表示名）' })
  municipality!: Municipality | null;
  @Field(() => [RecordRef], { description: '活用した補助金の名前' }) fundingGrants!: RecordRef[];
  @Field(() => String, { nullable: true, description: '導入したソリューション（掲載中）の名前' }) solutionTitle!:
    string | null;
  @Field(() => CaseFormValues) values!: CaseFormValues;
}

@ObjectType({ description: '導入事例の一覧の行（運営者用）', simpleResolvers: true })
export class EditorialCaseRow {
  @Field(() => ID) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true, description: '自治体名' }) municipalityName!: string | null;
  @Field(() => PublicationStateEnum) status!: PublicationState;
  @Field(() => Date) publishedAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => String) source!: string;
}

@ObjectType({ description: '導入事例の一覧（運営者用）', simpleResolvers: true })
export class EditorialCasePage {
  @Field(() => [EditorialCaseRow]) items!: EditorialCaseRow[];
  @Field(() => Int) total!: number;
}

@InputType({ description: '効果指標（空の行は無視されます）' })
export class CaseKpiValueInput {
  @Field(() => String, { nullable: true }) label?: string | null;
  @Field(() => String, { nullable: true }) before?: string | null;
  @Field(() => String, { nullable: true }) after?: string | null;
  @Field(() => String, { nullable: true }) unit?: string | null;
}

@InputType({ description: '画像（アップロード済み、purpose=image）' })
export class CaseImageInput {
  @Field(() => ListingFileInput) file!: ListingFileInput;
  @Field(() => String, { description: '代替テキスト（画像が示す内容）' }) alt!: string;
}

@InputType({ description: '導入事例の編集内容（下書きはタイトルのみ必須。自治体はマスタのコード）' })
export class CaseInput {
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) summary?: string | null;
  @Field(() => String, { nullable: true, description: '自治体コード（6桁、municipalities で検索）' })
  municipalityCode?: string | null;
  @Field(() => String, { nullable: true }) organizationName?: string | null;
  @Field(() => [String], { nullable: true }) categoryIds?: string[] | null;
  @Field(() => String, { nullable: true }) fiscalYear?: string | null;
  @Field(() => String, { nullable: true, description: '掲載中のソリューションのID' }) solutionId?: string | null;
  @Field(() => String, { nullable: true }) solutionName?: string | null;
  @Field(() => String, { nullable: true }) vendorName?: string | null;
  @Field(() => String, { nullable: true }) background?: string | null;
  @Field(() => String, { nullable: true }) approach?: string | null;
  @Field(() => String, { nullable: true }) outcome?: string | null;
  @Field(() => String, { nullable: true }) initialCost?: string | null;
  @Field(() => String, { nullable: true }) annualCost?: string | null;
  @Field(() => String, { nullable: true }) subsidyAmount?: string | null;
  @Field(() => String, { nullable: true }) periodMonths?: string | null;
  @Field(() => [CaseKpiValueInput], { nullable: true }) kpis?: CaseKpiValueInput[] | null;
  @Field(() => [ID], { nullable: true, description: '活用した補助金（公開中）のID' }) grantIds?: string[] | null;
  @Field(() => [CaseImageInput], { nullable: true }) images?: CaseImageInput[] | null;
}

const text = (value: string | number | null | undefined): string => (value == null ? '' : String(value));

export function formValuesOf(record: Case, grantIds: readonly number[]): CaseFormValues {
  return {
    title: record.title,
    summary: record.summary,
    municipalityCode: text(record.municipalityCode),
    organizationName: record.organizationName,
    categoryIds: (record.categories ?? []).map((c) => c.id).sort(),
    fiscalYear: text(record.fiscalYear),
    solutionId: text(record.solutionId),
    solutionName: text(record.solutionName),
    vendorName: text(record.vendorName),
    background: record.background,
    approach: record.approach,
    outcome: record.outcome,
    initialCost: text(record.initialCost),
    annualCost: text(record.annualCost),
    subsidyAmount: text(record.subsidyAmount),
    periodMonths: text(record.periodMonths),
    kpis: (record.kpis ?? []).map((k) => ({
      label: k.label,
      unit: k.unit,
      before: text(k.before),
      after: text(k.after),
    })),
    grantIds: grantIds.map(String),
    images: (record.imageList ?? []).map((image) => ({
      file: { key: image.key, name: image.name, kind: image.kind, url: publicFileUrl(image.key) },
      alt: image.alt,
    })),
  };
}

export function editorialCase(
  record: Case,
  references: { grants: RecordRef[]; solutionTitle: string | null },
): EditorialCase {
  return {
    id: record.id,
    status: record.status as PublicationState,
    publishedAt: record.publishedAt,
    updatedAt: record.updatedAt,
    withdrawnReason: record.withdrawnReason,
    source: record.source,
    sourceId: record.sourceId,
    municipality: record.municipality,
    fundingGrants: references.grants,
    solutionTitle: references.solutionTitle,
    values: formValuesOf(
      record,
      references.grants.map((g) => g.id).sort((a, b) => a - b),
    ),
  };
}

export function editorialCaseRow(record: Case): EditorialCaseRow {
  const { id, title, publishedAt, updatedAt, source } = record;
  const municipalityName = record.municipality?.name ?? null;
  return { id, title, municipalityName, status: record.status as PublicationState, publishedAt, updatedAt, source };
}
