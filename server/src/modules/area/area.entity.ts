import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';

export type AreaKind = 'nationwide' | 'prefecture' | 'group';

/** The nationwide entry, a prefecture (101–147) or a regional group (`101_subnames`, …). */
@ObjectType({ description: '地域（全国・都道府県・地方）', simpleResolvers: true })
@Entity('areas')
export class Area {
  @Field(() => ID)
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id!: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 32 })
  name!: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 16 })
  kind!: AreaKind;

  /** For a prefecture: the regional group it belongs to. */
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 16, name: 'group_id', nullable: true })
  groupId!: string | null;

  @Column({ type: 'int', name: 'sort_order' })
  sortOrder!: number;
}
