import { Field, ID, Int, ObjectType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinTable,
  ManyToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Area } from '../area/area.entity';
import { Category } from '../category/category.entity';

/** A subsidy or grant programme (補助金・交付金). */
@ObjectType({ description: '補助金・交付金' })
@Entity('grants')
@Index('idx_grants_status_published', ['status', 'publishedAt'])
export class Grant {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Field(() => String)
  @Index('uq_grants_uid', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  uid!: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 128 })
  title!: string;

  @Field(() => String)
  @Column({ type: 'text' })
  description!: string;

  @Field(() => String, { description: '実施機関名（例: 総務省）' })
  @Column({ type: 'varchar', length: 128 })
  issuer!: string;

  /** Organization id from the shared search configuration. */
  @Field(() => String)
  @Column({ type: 'varchar', length: 32 })
  organization!: string;

  @Field(() => [Category])
  @ManyToMany(() => Category)
  @JoinTable({
    name: 'grant_categories',
    joinColumn: { name: 'grant_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'category_id', referencedColumnName: 'id' },
  })
  categories!: Category[];

  @Field(() => [Area])
  @ManyToMany(() => Area)
  @JoinTable({
    name: 'grant_areas',
    joinColumn: { name: 'grant_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'area_id', referencedColumnName: 'id' },
  })
  areas!: Area[];

  @Field(() => [String], { description: '対象自治体区分' })
  @Column({ type: 'simple-json', name: 'target_city_kinds' })
  targetCityKinds!: string[];

  @Field(() => Int)
  @Column({ type: 'int', name: 'fiscal_year' })
  fiscalYear!: number;

  @Field(() => String, { nullable: true, description: '補助上限額' })
  @Column({ type: 'varchar', length: 255, name: 'amount_text', nullable: true })
  amountText!: string | null;

  @Field(() => String, { nullable: true, description: '補助率' })
  @Column({ type: 'varchar', length: 255, name: 'subsidy_rate_text', nullable: true })
  subsidyRateText!: string | null;

  @Field(() => String, { nullable: true, description: '対象事業・対象者' })
  @Column({ type: 'text', name: 'target_text', nullable: true })
  targetText!: string | null;

  @Field(() => String, { nullable: true, description: '公募開始日 (YYYY-MM-DD)' })
  @Column({ type: 'varchar', length: 10, name: 'application_start', nullable: true })
  applicationStart!: string | null;

  @Field(() => String, { nullable: true, description: '公募締切日 (YYYY-MM-DD)' })
  @Column({ type: 'varchar', length: 10, name: 'application_end', nullable: true })
  applicationEnd!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 2048, nullable: true })
  url!: string | null;

  @Column({ type: 'varchar', length: 16, default: 'published' })
  status!: string;

  @Field(() => Date)
  @Column({ type: 'datetime', name: 'published_at' })
  publishedAt!: Date;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: 'datetime', name: 'updated_at' })
  updatedAt!: Date;
}
