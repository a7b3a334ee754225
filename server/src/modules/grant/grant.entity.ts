import type { GrantStatus } from '@portal/shared';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
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
import { GrantAttachment } from './grant-attachment.entity';
import { GrantApplicationStatus } from './grant-status.types';

const jsonList = { to: (v: unknown) => v, from: (v: unknown) => v ?? [] };

/** A subsidy or grant programme (補助金・交付金). */
@ObjectType({ description: '補助金・交付金', simpleResolvers: true })
@Entity('grants')
@Index('idx_grants_status_published', ['status', 'publishedAt'])
// Start-up compares the rows with the search index on disk through MAX(updated_at).
@Index('idx_grants_updated', ['updatedAt'])
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

  @Field(() => Float, { nullable: true, description: '上限額（円）。原文（amountText）に金額があるときのみ' })
  @Column({
    type: 'bigint',
    name: 'amount_max',
    nullable: true,
    transformer: { to: (v: unknown) => v, from: (v: unknown) => (v == null ? null : Number(v)) },
  })
  amountMax!: number | null;

  @Field(() => Float, { nullable: true, description: '補助率（0〜1、例: 2/3 → 0.6667）。原文に比率があるときのみ' })
  @Column({
    type: 'double',
    name: 'subsidy_rate',
    nullable: true,
    transformer: { to: (v: unknown) => v, from: (v: unknown) => (v == null ? null : Number(v)) },
  })
  subsidyRate!: number | null;

  @Field(() => String, { nullable: true, description: '所管省庁ID（shared の MINISTRIES）' })
  @Column({ type: 'varchar', length: 32, nullable: true })
  ministry!: string | null;

  @Field(() => [String], { description: '対象団体ID（prefecture・municipality・regional-union）' })
  @Column({
    type: 'simple-json',
    name: 'target_bodies',
    nullable: true,
    transformer: jsonList,
  })
  targetBodies!: string[];

  @Field(() => String, { nullable: true, description: '対象経費' })
  @Column({ type: 'text', name: 'eligible_costs', nullable: true })
  eligibleCosts!: string | null;

  @Field(() => String, { nullable: true, description: '公募要領のURL' })
  @Column({ type: 'varchar', length: 2048, name: 'guideline_url', nullable: true })
  guidelineUrl!: string | null;

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

  @Field(() => [String], { description: '対象（local-government・business・individual・other、複数可）' })
  @Column({ type: 'simple-json', name: 'applicant_kinds', nullable: true, transformer: jsonList })
  applicantKinds!: string[];

  @Field(() => String, { nullable: true, description: '予算区分（initial: 当初、supplementary: 補正）' })
  @Column({ type: 'varchar', length: 16, name: 'budget_kind', nullable: true })
  budgetKind!: string | null;

  @Field(() => String, { nullable: true, description: '公募開始時刻（HH:MM、日本時間）' })
  @Column({ type: 'varchar', length: 5, name: 'application_start_time', nullable: true })
  applicationStartTime!: string | null;

  @Field(() => String, { nullable: true, description: '公募締切時刻（HH:MM、日本時間）' })
  @Column({ type: 'varchar', length: 5, name: 'application_end_time', nullable: true })
  applicationEndTime!: string | null;

  @Field(() => String, { nullable: true, description: '問い合わせ先' })
  @Column({ type: 'text', nullable: true })
  contact!: string | null;

  @Field(() => String, { description: '出典（portal: ポータル編集部、jgrants: jGrants、csv: 一括取り込み）' })
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

  /** Not a column: read with the grant by the services that answer it (attachments of one grant). */
  @Field(() => [GrantAttachment], { description: '公募要領などの添付資料（PDF）' })
  attachments!: GrantAttachment[];

  /** Not stored: computed from the dates when the grant is read (GrantService). */
  @Field(() => GrantApplicationStatus, { description: '受付状況（日本時間の今日で判定）' })
  applicationStatus!: GrantStatus;

  @Field(() => Int, { nullable: true, description: '締切までの日数（締切日当日は0）。受付終了・締切なしは null' })
  daysLeft!: number | null;

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
