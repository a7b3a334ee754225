import type { Section } from '@portal/shared';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { SectionEnum } from '../category/section.enum';
import { KeptRecord } from './kept-records';

@ObjectType({ description: 'お気に入り（本人だけが見る）', simpleResolvers: true })
export class BookmarkView extends KeptRecord {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: 'メモ' })
  note!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@InputType({ description: 'お気に入りへの追加（登録済みならメモを更新）' })
export class BookmarkInput {
  @Field(() => SectionEnum)
  section!: Section;

  @Field(() => ID)
  recordId!: string;

  @Field(() => String, { nullable: true, description: 'メモ（500文字以内）。省略時は登録済みのメモを残す' })
  note?: string | null;
}
