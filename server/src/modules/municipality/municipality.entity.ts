import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A local government (地方公共団体: a prefecture or a 市区町村), identified by its 全国地方公共団体コード
 * (6 digits). The rows come from the municipality master (server/reference-data/municipalities).
 */
@ObjectType({ description: '自治体', simpleResolvers: true })
@Entity('municipalities')
export class Municipality {
  @Field(() => ID)
  @PrimaryColumn({ type: 'varchar', length: 6 })
  code!: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 64 })
  name!: string;

  /** Hiragana with the kind's suffix as the name is read (おといねっぷむら); what the pickers search. */
  @Field(() => String, { description: '読み（ひらがな）' })
  @Column({ type: 'varchar', length: 64, default: '' })
  reading!: string;

  @Field(() => String)
  @Index('idx_municipalities_prefecture')
  @Column({ type: 'varchar', length: 16, name: 'prefecture_id' })
  prefectureId!: string;

  /** 'prefecture', or a city kind id from the shared search configuration (designated, core, city, …). */
  @Field(() => String)
  @Column({ type: 'varchar', length: 16 })
  kind!: string;

  @Field(() => Int)
  @Column({ type: 'int' })
  population!: number;
}
