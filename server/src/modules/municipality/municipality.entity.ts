import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A local government (地方公共団体), identified by its JIS code (全国地方公共団体コード, 6 digits). */
@ObjectType({ description: '自治体', simpleResolvers: true })
@Entity('municipalities')
export class Municipality {
  @Field(() => ID)
  @PrimaryColumn({ type: 'varchar', length: 6 })
  code!: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 64 })
  name!: string;

  @Field(() => String)
  @Index('idx_municipalities_prefecture')
  @Column({ type: 'varchar', length: 16, name: 'prefecture_id' })
  prefectureId!: string;

  /** City kind id from the shared search configuration (designated, core, city, …). */
  @Field(() => String)
  @Column({ type: 'varchar', length: 16 })
  kind!: string;

  @Field(() => Int)
  @Column({ type: 'int' })
  population!: number;
}
