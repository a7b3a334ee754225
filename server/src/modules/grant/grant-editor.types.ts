/** The operator's grant editor in GraphQL: the form's values, the list rows and the input. */
import type { PublicationState } from '@portal/shared/editorial/publication';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PublicationStateEnum } from '../editorial/editorial.types';
import { ListingFileInput } from '../listing/listing.inputs';
import { ListingFile } from '../listing/listing.types';
import type { Grant } from './grant.entity';

@ObjectType({ description: '添付資料（編集用）', simpleResolvers: true })
export class GrantAttachmentValue {
  @Field(() => String, { description: 'guideline: 公募要領、other: その他の資料' })
  kind!: string;

  @Field(() => String)
  title!: string;

  @Field(() => ListingFile)
  file!: ListingFile;
}

@ObjectType({ description: '補助金・交付金の編集内容（フォームの値）', simpleResolvers: true })
export class GrantFormValues {
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String) issuer!: string;
  @Field(() => String) organization!: string;
  @Field(() => String) ministry!: string;
  @Field(() => [String]) applicantKinds!: string[];
  @Field(() => [String]) targetBodies!: string[];
  @Field(() => [String]) targetCityKinds!: string[];
  @Field(() => [String]) categoryIds!: string[];
  @Field(() => [String]) areaIds!: string[];
  @Field(() => String) fiscalYear!: string;
  @Field(() => String) budgetKind!: string;
  @Field(() => String) subsidyRateText!: string;
  @Field(() => String) amountText!: string;
  @Field(() => String, { description: '上限額（円）' }) amountMax!: string;
  @Field(() => String) eligibleCosts!: string;
  @Field(() => String) targetText!: string;
  @Field(() => String) applicationStart!: string;
  @Field(() => String) applicationStartTime!: string;
  @Field(() => String) applicationEnd!: string;
  @Field(() => String) applicationEndTime!: string;
  @Field(() => String) url!: string;
  @Field(() => String) guidelineUrl!: string;
  @Field(() => String) contact!: string;
  @Field(() => [GrantAttachmentValue]) attachments!: GrantAttachmentValue[];
}

@ObjectType({ description: '運営者が編集する補助金・交付金', simpleResolvers: true })
export class EditorialGrant {
  @Field(() => ID) id!: number;
  @Field(() => PublicationStateEnum) status!: PublicationState;
  @Field(() => Date, { description: '公開日時（公開予約中は予約日時）' }) publishedAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => String, { nullable: true, description: '公開停止の理由' }) withdrawnReason!: string | null;
  @Field(() => String, { description: '出典（portal・jgrants・csv）' }) source!: string;
  @Field(() => String, { nullable: true }) sourceId!: string | null;
  @Field(() => String, { nullable: true }) sourceUrl!: string | null;
  @Field(() => GrantFormValues) values!: GrantFormValues;
}

@ObjectType({ description: '補助金・交付金の一覧の行（運営者用）', simpleResolvers: true })
export class EditorialGrantRow {
  @Field(() => ID) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String) issuer!: string;
  @Field(() => PublicationStateEnum) status!: PublicationState;
  @Field(() => Date) publishedAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => String, { nullable: true }) applicationEnd!: string | null;
  @Field(() => String) source!: string;
}

@ObjectType({ description: '補助金・交付金の一覧（運営者用）', simpleResolvers: true })
export class EditorialGrantPage {
  @Field(() => [EditorialGrantRow]) items!: EditorialGrantRow[];
  @Field(() => Int) total!: number;
}

@InputType({ description: '添付資料（PDF）' })
export class GrantAttachmentInput {
  @Field(() => String, { description: 'guideline: 公募要領、other: その他の資料' })
  kind!: string;

  @Field(() => String)
  title!: string;

  @Field(() => ListingFileInput, { description: 'アップロード済みのPDF（purpose=document）' })
  file!: ListingFileInput;
}

@InputType({ description: '補助金・交付金の編集内容（空欄は未記載。下書きはタイトルのみ必須）' })
export class GrantInput {
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) issuer?: string | null;
  @Field(() => String, { nullable: true }) organization?: string | null;
  @Field(() => String, { nullable: true }) ministry?: string | null;
  @Field(() => [String], { nullable: true }) applicantKinds?: string[] | null;
  @Field(() => [String], { nullable: true }) targetBodies?: string[] | null;
  @Field(() => [String], { nullable: true }) targetCityKinds?: string[] | null;
  @Field(() => [String], { nullable: true }) categoryIds?: string[] | null;
  @Field(() => [String], { nullable: true }) areaIds?: string[] | null;
  @Field(() => String, { nullable: true }) fiscalYear?: string | null;
  @Field(() => String, { nullable: true }) budgetKind?: string | null;
  @Field(() => String, { nullable: true }) subsidyRateText?: string | null;
  @Field(() => String, { nullable: true }) amountText?: string | null;
  @Field(() => String, { nullable: true }) amountMax?: string | null;
  @Field(() => String, { nullable: true }) eligibleCosts?: string | null;
  @Field(() => String, { nullable: true }) targetText?: string | null;
  @Field(() => String, { nullable: true }) applicationStart?: string | null;
  @Field(() => String, { nullable: true }) applicationStartTime?: string | null;
  @Field(() => String, { nullable: true }) applicationEnd?: string | null;
  @Field(() => String, { nullable: true }) applicationEndTime?: string | null;
  @Field(() => String, { nullable: true }) url?: string | null;
  @Field(() => String, { nullable: true }) guidelineUrl?: string | null;
  @Field(() => String, { nullable: true }) contact?: string | null;
  @Field(() => [GrantAttachmentInput], { nullable: true }) attachments?: GrantAttachmentInput[] | null;
}

const text = (value: string | number | null | undefined): string => (value == null ? '' : String(value));

/** The stored grant as the form shows it: text boxes get text, empty fields ''. */
export function formValuesOf(grant: Grant): GrantFormValues {
  return {
    title: grant.title,
    description: grant.description,
    issuer: grant.issuer,
    organization: grant.organization,
    ministry: text(grant.ministry),
    applicantKinds: grant.applicantKinds ?? [],
    targetBodies: grant.targetBodies ?? [],
    targetCityKinds: grant.targetCityKinds ?? [],
    categoryIds: (grant.categories ?? []).map((c) => c.id).sort(),
    areaIds: (grant.areas ?? []).map((a) => a.id).sort(),
    fiscalYear: text(grant.fiscalYear),
    budgetKind: text(grant.budgetKind),
    subsidyRateText: text(grant.subsidyRateText),
    amountText: text(grant.amountText),
    amountMax: text(grant.amountMax),
    eligibleCosts: text(grant.eligibleCosts),
    targetText: text(grant.targetText),
    applicationStart: text(grant.applicationStart),
    applicationStartTime: text(grant.applicationStartTime),
    applicationEnd: text(grant.applicationEnd),
    applicationEndTime: text(grant.applicationEndTime),
    url: text(grant.url),
    guidelineUrl: text(grant.guidelineUrl),
    contact: text(grant.contact),
    attachments: grant.attachments.map((a) => ({
      kind: a.kind,
      title: a.title,
      file: { key: a.storageKey, name: a.fileName, kind: 'pdf', url: a.url },
    })),
  };
}

export function editorialGrant(grant: Grant): EditorialGrant {
  return {
    id: grant.id,
    status: grant.status as PublicationState,
    publishedAt: grant.publishedAt,
    updatedAt: grant.updatedAt,
    withdrawnReason: grant.withdrawnReason,
    source: grant.source,
    sourceId: grant.sourceId,
    sourceUrl: grant.sourceUrl,
    values: formValuesOf(grant),
  };
}

export function editorialGrantRow(grant: Grant): EditorialGrantRow {
  const { id, title, issuer, publishedAt, updatedAt, applicationEnd, source } = grant;
  return {
    id,
    title,
    issuer,
    status: grant.status as PublicationState,
    publishedAt,
    updatedAt,
    applicationEnd,
    source,
  };
}
