import { SHORTLIST_STATUSES, type Section, type ShortlistStatus } from '@portal/shared';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { KeptRecord } from '../bookmark/kept-records';
import { SectionEnum } from '../category/section.enum';

export const ShortlistStatusEnum = Object.fromEntries(SHORTLIST_STATUSES.map((s) => [s.id, s.id])) as {
  [K in ShortlistStatus]: K;
};
registerEnumType(ShortlistStatusEnum, {
  name: 'ShortlistStatus',
  description: '共有リストの検討状況',
  valuesConfig: Object.fromEntries(SHORTLIST_STATUSES.map((s) => [s.id, { description: s.label }])),
});

@ObjectType({ description: '共有リストの項目', simpleResolvers: true })
export class ShortlistEntryView extends KeptRecord {
  @Field(() => ID)
  id!: number;

  @Field(() => ShortlistStatusEnum)
  status!: ShortlistStatus;

  @Field(() => String)
  note!: string;

  @Field(() => String, { description: '追加した職員（氏名・部署）' })
  addedBy!: string;

  @Field(() => Date)
  addedAt!: Date;

  @Field(() => String, { description: '最後に更新した職員（氏名・部署）' })
  updatedBy!: string;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType({ description: '組織内共有リスト（同じ自治体の職員だけが閲覧・編集できる）', simpleResolvers: true })
export class ShortlistView {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: '作成した職員（氏名・部署）' })
  createdBy!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => [ShortlistEntryView], { description: '追加の新しい順' })
  entries!: ShortlistEntryView[];
}

@InputType({ description: '共有リストへの追加' })
export class ShortlistEntryInput {
  @Field(() => ID)
  shortlistId!: string;

  @Field(() => SectionEnum)
  section!: Section;

  @Field(() => ID)
  recordId!: string;

  @Field(() => String, { nullable: true, description: 'メモ（500文字以内）' })
  note?: string | null;

  @Field(() => ShortlistStatusEnum, { nullable: true, description: '省略時は検討中' })
  status?: ShortlistStatus | null;
}

@InputType({ description: '共有リストの項目の更新（指定した項目だけ変わる）' })
export class ShortlistEntryUpdateInput {
  @Field(() => ID)
  entryId!: string;

  @Field(() => ShortlistStatusEnum, { nullable: true })
  status?: ShortlistStatus | null;

  @Field(() => String, { nullable: true })
  note?: string | null;
}
