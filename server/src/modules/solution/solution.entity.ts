import type { ListingOffice } from '@portal/shared';
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
import { Company } from '../company/company.entity';
import { publicFileUrl, thumbnailKeyOf } from './file-urls';

/**
 * What a vendor edits, as one value (modules/listing/listing-content.ts): the shape of a pending
 * revision kept in the `revision` column. Files are storage keys.
 */
export interface ListingContent {
  title: string;
  description: string;
  categoryIds: string[];
  areaIds: string[];
  detailItems: string[];
  titleItems: string[];
  explainItems: string[];
  offices: ListingOffice[];
  thumbnailKey: string | null;
  imageKeys: string[];
  videoKey: string | null;
  videoUrl: string | null;
  documentKey: string | null;
  documentName: string | null;
  /** Price and certification fields; absent in revisions saved before them. */
  terms?: ListingTerms;
}

/** The price and certification fields as stored (shared/src/listings/terms.ts). */
export interface ListingTerms {
  initialCost: number | null;
  annualCost: number | null;
  pricingUnit: string | null;
  freeTrial: string;
  priceText: string | null;
  supportHours: string | null;
  deliveryPeriod: string | null;
  certifications: string[];
}

/** A listing's links to grants (with the 対象経費 note) and to the cases that used it. */
export interface ListingLinks {
  grants: { grantId: number; note: string }[];
  caseIds: number[];
}

export type ListingStatus = 'draft' | 'review' | 'published' | 'returned';
/** The state of a published listing's pending change. */
export type RevisionStatus = 'draft' | 'review' | 'returned';

@ObjectType({ description: '本社・支社', simpleResolvers: true })
export class Office {
  @Field(() => String)
  officeName!: string;

  @Field(() => String)
  address!: string;
}

/** A vendor's listing (ソリューション). */
@ObjectType({ description: 'ソリューション', simpleResolvers: true })
@Entity('solutions')
@Index('idx_solutions_status_published', ['status', 'publishedAt'])
// Start-up compares the rows with the search index on disk through MAX(updated_at).
@Index('idx_solutions_updated', ['updatedAt'])
export class Solution {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** Stable public identifier; the basket keys items by it. */
  @Field(() => String)
  @Index('uq_solutions_uid', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  uid!: string;

  @Column({ type: 'int', name: 'company_id' })
  companyId!: number;

  @Field(() => Company)
  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id' })
  company!: Company;

  @Field(() => String)
  @Column({ type: 'varchar', length: 64 })
  title!: string;

  @Field(() => String)
  @Column({ type: 'text' })
  description!: string;

  @Field(() => [Category])
  @ManyToMany(() => Category)
  @JoinTable({
    name: 'solution_categories',
    joinColumn: { name: 'solution_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'category_id', referencedColumnName: 'id' },
  })
  categories!: Category[];

  @Field(() => [Area], { description: '対象地域' })
  @ManyToMany(() => Area)
  @JoinTable({
    name: 'solution_areas',
    joinColumn: { name: 'solution_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'area_id', referencedColumnName: 'id' },
  })
  areas!: Area[];

  @Field(() => [String], { description: '対象自治体区分' })
  @Column({ type: 'simple-json', name: 'target_city_kinds' })
  targetCityKinds!: string[];

  @Field(() => [String], { description: '対象人口規模' })
  @Column({ type: 'simple-json', name: 'target_population_bands' })
  targetPopulationBands!: string[];

  @Field(() => [String])
  @Column({ type: 'simple-json', name: 'detail_items' })
  detailItems!: string[];

  @Field(() => [String])
  @Column({ type: 'simple-json', name: 'title_items' })
  titleItems!: string[];

  @Field(() => [String])
  @Column({ type: 'simple-json', name: 'explain_items' })
  explainItems!: string[];

  @Field(() => [Office])
  @Column({ type: 'simple-json' })
  offices!: Office[];

  @Field(() => String, { nullable: true, description: '価格の目安（補足）' })
  @Column({ type: 'varchar', length: 255, name: 'price_text', nullable: true })
  priceText!: string | null;

  @Field(() => Int, { nullable: true, description: '初期費用（円）' })
  @Column({ type: 'int', name: 'initial_cost', nullable: true })
  initialCost!: number | null;

  @Field(() => Int, { nullable: true, description: '年額費用（円）' })
  @Column({ type: 'int', name: 'annual_cost', nullable: true })
  annualCost!: number | null;

  @Field(() => String, { nullable: true, description: '料金の単位（per_resident など。PRICING_UNITS）' })
  @Column({ type: 'varchar', length: 24, name: 'pricing_unit', nullable: true })
  pricingUnit!: string | null;

  @Field(() => String, { description: '無料トライアル（yes・no・unknown）' })
  @Column({ type: 'varchar', length: 8, name: 'free_trial', default: 'unknown' })
  freeTrial!: string;

  @Field(() => String, { nullable: true, description: 'サポート対応時間' })
  @Column({ type: 'varchar', length: 255, name: 'support_hours', nullable: true })
  supportHours!: string | null;

  @Field(() => String, { nullable: true, description: '導入・納品までの期間' })
  @Column({ type: 'varchar', length: 255, name: 'delivery_period', nullable: true })
  deliveryPeriod!: string | null;

  /** Nullable in the table: MySQL gives TEXT columns no default for existing rows. */
  @Column({ type: 'simple-json', nullable: true })
  certifications!: string[] | null;

  @Field(() => [String], {
    name: 'certifications',
    description: 'セキュリティ認証・登録（ismap・isms・pmark・lgwan_asp）',
  })
  get certificationIds(): string[] {
    return this.certifications ?? [];
  }

  /** Storage key of the thumbnail image. */
  @Column({ type: 'varchar', length: 255, name: 'thumbnail_key', nullable: true })
  thumbnailKey!: string | null;

  @Column({ type: 'simple-json', name: 'image_keys' })
  imageKeys!: string[];

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 2048, name: 'video_url', nullable: true })
  videoUrl!: string | null;

  @Column({ type: 'varchar', length: 255, name: 'video_key', nullable: true })
  videoKey!: string | null;

  @Column({ type: 'varchar', length: 255, name: 'document_key', nullable: true })
  documentKey!: string | null;

  @Field(() => String, { nullable: true, description: '資料のファイル名' })
  @Column({ type: 'varchar', length: 255, name: 'document_name', nullable: true })
  documentName!: string | null;

  @Field(() => String)
  @Column({ type: 'varchar', length: 16, default: 'draft' })
  status!: ListingStatus;

  /**
   * A published listing's change waiting for (or returned from) review, as ListingContent JSON.
   * The live columns keep the published version until an operator approves the change.
   */
  @Column({ type: 'simple-json', nullable: true })
  revision!: ListingContent | null;

  @Column({ type: 'varchar', length: 16, name: 'revision_status', nullable: true })
  revisionStatus!: RevisionStatus | null;

  /** The operator's reason when a listing (or its change) was returned. */
  @Column({ type: 'varchar', length: 500, name: 'review_comment', nullable: true })
  reviewComment!: string | null;

  /**
   * Links the vendor edited, waiting for review like the listing's content; applied to the link
   * rows (and cases' solution_id) when the operator publishes. Null: no change pending.
   */
  @Column({ type: 'simple-json', name: 'edited_links', nullable: true })
  editedLinks!: ListingLinks | null;

  /** Not a column: the published links, attached where the editor or the review shows them. */
  publishedLinks?: ListingLinks;

  @Column({ type: 'int', name: 'download_count', default: 0 })
  downloadCount!: number;

  @Field(() => String, { nullable: true, description: 'サムネイル画像のURL（縮小版。SVG はそのまま）' })
  get thumbnailUrl(): string | null {
    return (this.thumbnailKey && publicFileUrl(thumbnailKeyOf(this.thumbnailKey))) || null;
  }

  @Field(() => [String], { description: 'その他の画像のURL' })
  get imageUrls(): string[] {
    return (this.imageKeys ?? []).map(publicFileUrl).filter(Boolean);
  }

  @Field(() => String, { nullable: true, description: '紹介動画ファイルのURL（mp4）' })
  get videoFileUrl(): string | null {
    return (this.videoKey && publicFileUrl(this.videoKey)) || null;
  }

  @Field(() => Int, { nullable: true, description: '掲載年度' })
  @Column({ type: 'int', name: 'fiscal_year', nullable: true })
  fiscalYear!: number | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'datetime', name: 'published_at', nullable: true })
  publishedAt!: Date | null;

  @Field(() => Date)
  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: 'datetime', name: 'updated_at' })
  updatedAt!: Date;
}
