/** What the operator's editorial screens read of grants and cases alike: states, revisions, list paging. */
import {
  PUBLICATION_LABELS,
  PUBLICATION_STATES,
  REVISION_ACTION_LABELS,
  type PublicationState,
} from '@portal/shared/editorial/publication';
import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { RevisionWithActor } from './revision-history';

export const PublicationStateEnum = Object.fromEntries(PUBLICATION_STATES.map((s) => [s, s])) as {
  [K in PublicationState]: K;
};
registerEnumType(PublicationStateEnum, {
  name: 'PublicationState',
  description: '公開状態',
  valuesConfig: Object.fromEntries(PUBLICATION_STATES.map((s) => [s, { description: PUBLICATION_LABELS[s] }])),
});

@ArgsType()
export class EditorialListArgs {
  @Field(() => PublicationStateEnum, { nullable: true, description: '公開状態で絞り込む（省略時はすべて）' })
  status?: PublicationState | null;

  @Field(() => String, { nullable: true, description: 'タイトルなどに含まれる語' })
  search?: string | null;

  @Field(() => Int, { nullable: true })
  offset?: number | null;

  @Field(() => Int, { nullable: true, description: '件数（1〜200、既定 20）' })
  limit?: number | null;
}

@ObjectType({ description: '変更された項目（値は JSON）', simpleResolvers: true })
export class RevisionChange {
  @Field(() => String, { description: '項目名（title、applicationEnd など）' })
  field!: string;

  @Field(() => String, { nullable: true, description: '変更前の値（JSON）' })
  before!: string | null;

  @Field(() => String, { nullable: true, description: '変更後の値（JSON）' })
  after!: string | null;
}

@ObjectType({ description: '変更履歴の1件', simpleResolvers: true })
export class RecordRevisionView {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: `操作（${Object.keys(REVISION_ACTION_LABELS).join('・')}）` })
  action!: string;

  @Field(() => String, { description: '操作した人（運営者の氏名、取り込み元、自動公開）' })
  actorName!: string;

  @Field(() => String, { nullable: true, description: '理由（公開停止など）' })
  reason!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => [RevisionChange])
  changes!: RevisionChange[];
}

const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

export function revisionView({ revision, actorName }: RevisionWithActor): RecordRevisionView {
  return {
    id: revision.id,
    action: revision.action,
    actorName,
    reason: revision.reason,
    createdAt: revision.createdAt,
    changes: Object.entries(revision.changes).map(([field, [before, after]]) => ({
      field,
      before: json(before),
      after: json(after),
    })),
  };
}
