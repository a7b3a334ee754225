/** The audit log as the operator console reads it. */
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: '監査ログの1件（誰が・いつ・何を・なぜ）', simpleResolvers: true })
export class AuditEventView {
  @Field(() => ID) id!: number;
  @Field(() => String, { nullable: true, description: '操作した利用者の uid（システムなら null）' })
  actorUid!: string | null;
  @Field(() => String, { nullable: true, description: '操作した利用者の現在のメールアドレス' })
  actorEmail!: string | null;
  @Field(() => String) action!: string;
  @Field(() => String) entityType!: string;
  @Field(() => String) entityId!: string;
  @Field(() => String, { nullable: true, description: '詳細（理由など）の JSON' }) data!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: '監査ログの1ページ', simpleResolvers: true })
export class AuditEventPage {
  @Field(() => Int) total!: number;
  @Field(() => [AuditEventView]) items!: AuditEventView[];
}

@InputType({ description: '監査ログの絞り込み（すべて省略可）' })
export class AuditEventFilter {
  @Field(() => String, { nullable: true, description: '操作した利用者の uid またはメールアドレス' })
  actor?: string | null;
  @Field(() => String, { nullable: true, description: '対象の種類（user_profile・inquiry・account・solution など）' })
  entityType?: string | null;
  @Field(() => String, { nullable: true, description: '対象の id' })
  entityId?: string | null;
  @Field(() => String, { nullable: true, description: '操作（前方一致。例: profile.）' })
  action?: string | null;
}
