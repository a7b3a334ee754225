import { ALERT_FREQUENCIES, type AlertFrequency, type Section } from '@portal/shared';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SectionEnum } from '../category/section.enum';

export const AlertFrequencyEnum = Object.fromEntries(ALERT_FREQUENCIES.map((f) => [f.id, f.id])) as {
  [K in AlertFrequency]: K;
};
registerEnumType(AlertFrequencyEnum, {
  name: 'AlertFrequency',
  description: '保存した検索条件の新着メール',
  valuesConfig: Object.fromEntries(ALERT_FREQUENCIES.map((f) => [f.id, { description: f.label }])),
});

@ObjectType({ description: '保存した検索条件', simpleResolvers: true })
export class SavedSearchView {
  @Field(() => ID)
  id!: number;

  @Field(() => SectionEnum)
  section!: Section;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: '検索結果ページのURLのクエリ文字列（? なし・ページ番号なし）' })
  query!: string;

  @Field(() => AlertFrequencyEnum)
  alert!: AlertFrequency;

  @Field(() => Int, { description: '現在の該当件数' })
  count!: number;

  @Field(() => Int, { description: '前回見たあとに掲載・更新された該当件数' })
  newCount!: number;

  @Field(() => Date)
  lastViewedAt!: Date;

  @Field(() => Date)
  createdAt!: Date;
}

@InputType({ description: '検索条件の保存。新着メールの有無は必ず選ぶ' })
export class SavedSearchInput {
  @Field(() => SectionEnum)
  section!: Section;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: '検索結果ページのURLのクエリ文字列' })
  query!: string;

  @Field(() => AlertFrequencyEnum)
  alert!: AlertFrequency;
}
