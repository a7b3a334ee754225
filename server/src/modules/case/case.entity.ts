import { Field, ID, Int, ObjectType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Area } from '../area/area.entity';
import { Category } from '../category/category.entity';
import { Municipality } from '../municipality/municipality.entity';

/** A case study (導入事例) of a municipality introducing a solution. */
@ObjectType({ description: '導入事例' })
@Entity('cases')
@Index('idx_cases_status_published', ['status', 'publishedAt'])
export class Case {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Field(() => String)
  @Index('uq_cases_uid', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  uid!: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 128 })
  title!: string;

  @Field(() => String)
  @Column({ type: 'text' })
  summary!: string;

  @Column({ type: 'varchar', length: 6, name: 'municipality_code', nullable: true })
  municipalityCode!: string | null;

  @Field(() => Municipality, { nullable: true })
  @ManyToOne(() => Municipality, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'municipality_code' })
  municipality!: Municipality | null;

  /** Implementing body: organization id from the shared search configuration. */
  @Field(() => String)
  @Column({ type: 'varchar', length: 32 })
  organization!: string;

  @Field(() => String, { description: '実施主体名（例: 〇〇市 総務部）' })
  @Column({ type: 'varchar', length: 128, name: 'organization_name' })
  organizationName!: string;

  @Field(() => [Category])
  @ManyToMany(() => Category)
  @JoinTable({
    name: 'case_categories',
    joinColumn: { name: 'case_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'category_id', referencedColumnName: 'id' },
  })
  categories!: Category[];

  @Field(() => [Area])
  @ManyToMany(() => Area)
  @JoinTable({
    name: 'case_areas',
    joinColumn: { name: 'case_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'area_id', referencedColumnName: 'id' },
  })
  areas!: Area[];

  @Field(() => Int)
  @Column({ type: 'int', name: 'fiscal_year' })
  fiscalYear!: number;

  @Column({ type: 'int', name: 'solution_id', nullable: true })
  solutionId!: number | null;

  @Field(() => String, { nullable: true, description: '導入したソリューション・製品名' })
  @Column({ type: 'varchar', length: 128, name: 'solution_name', nullable: true })
  solutionName!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 128, name: 'vendor_name', nullable: true })
  vendorName!: string | null;

  @Field(() => String, { description: '導入前の課題' })
  @Column({ type: 'text' })
  background!: string;

  @Field(() => String, { description: '取り組み内容' })
  @Column({ type: 'text' })
  approach!: string;

  @Field(() => String, { description: '導入の効果' })
  @Column({ type: 'text' })
  outcome!: string;

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
