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
import type { CaseKpi as StoredKpi } from '@portal/shared/cases/figures';
import type { ListingFileKind } from '@portal/shared';
import { Municipality } from '../municipality/municipality.entity';
import { publicFileUrl, thumbnailKeyOf } from '../solution/file-urls';
import { CaseCosts, CaseKpi } from './case-figures.types';
import { CaseImage } from './case-image.types';

const yen = { to: (v: unknown) => v, from: (v: unknown) => (v == null ? null : Number(v)) };
/** An image of a case as stored (the uploaded file and what it shows). */
export interface StoredCaseImage {
  key: string;
  name: string;
  kind: ListingFileKind;
  alt: string;
}

const imageList = {
  to: (v: StoredCaseImage[] | null | undefined) => (v && v.length > 0 ? JSON.stringify(v) : null),
  from: (v: string | null): StoredCaseImage[] => (v ? (JSON.parse(v) as StoredCaseImage[]) : []),
};
const kpiList = {
  to: (v: StoredKpi[] | null | undefined) => (v && v.length > 0 ? JSON.stringify(v) : null),
  from: (v: string | null): StoredKpi[] => (v ? (JSON.parse(v) as StoredKpi[]) : []),
};

/** A case study (導入事例) of a municipality introducing a solution. */
@ObjectType({ description: '導入事例', simpleResolvers: true })
@Entity('cases')
@Index('idx_cases_status_published', ['status', 'publishedAt'])
// Start-up compares the rows with the search index on disk through MAX(updated_at).
@Index('idx_cases_updated', ['updatedAt'])
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

  @Column({ type: 'bigint', name: 'initial_cost', nullable: true, transformer: yen })
  initialCost!: number | null;

  @Column({ type: 'bigint', name: 'annual_cost', nullable: true, transformer: yen })
  annualCost!: number | null;

  @Column({ type: 'bigint', name: 'subsidy_amount', nullable: true, transformer: yen })
  subsidyAmount!: number | null;

  @Column({ type: 'int', name: 'period_months', nullable: true })
  periodMonths!: number | null;

  @Field(() => [CaseKpi], { description: '導入効果の指標（導入前・導入後）。未公表なら空' })
  @Column({ type: 'text', nullable: true, transformer: kpiList })
  kpis!: CaseKpi[];

  /** Null when none of the four figures is published. */
  @Field(() => CaseCosts, { nullable: true, description: '導入費用・年間費用・補助金充当額・導入期間' })
  get costs(): CaseCosts | null {
    const { initialCost, annualCost, subsidyAmount, periodMonths } = this;
    if ([initialCost, annualCost, subsidyAmount, periodMonths].every((v) => v == null)) return null;
    return { initialCost, annualCost, subsidyAmount, periodMonths };
  }

  /** The images as stored: uploaded files (POST /api/uploads?purpose=image) with their alt text. */
  @Column({ type: 'text', name: 'images', nullable: true, transformer: imageList })
  imageList!: StoredCaseImage[];

  @Field(() => [CaseImage], { description: '画像（代替テキスト付き）' })
  get images(): CaseImage[] {
    return (this.imageList ?? []).map((image) => ({
      url: publicFileUrl(image.key),
      thumbnailUrl: publicFileUrl(thumbnailKeyOf(image.key)),
      alt: image.alt,
    }));
  }

  @Field(() => String, { description: '出典（portal: ポータル編集部、csv: 一括取り込み など）' })
  @Column({ type: 'varchar', length: 16, default: 'portal' })
  source!: string;

  /** The record's id in its source; unique per source (an import upserts by it). */
  @Column({ type: 'varchar', length: 128, name: 'source_id', nullable: true })
  sourceId!: string | null;

  @Field(() => String, { nullable: true, description: '出典のページ' })
  @Column({ type: 'varchar', length: 2048, name: 'source_url', nullable: true })
  sourceUrl!: string | null;

  @Column({ type: 'text', name: 'withdrawn_reason', nullable: true })
  withdrawnReason!: string | null;

  /** Publication: 'draft' | 'scheduled' | 'published' | 'withdrawn' (shared/src/editorial/publication.ts). */
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
