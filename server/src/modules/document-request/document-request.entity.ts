import { Field, ID, ObjectType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { Relation } from 'typeorm';
import { Company } from '../company/company.entity';
import { Solution } from '../solution/solution.entity';

/** Who asked, as they were at the moment of asking (a later profile edit does not rewrite it). */
@ObjectType('RequesterSnapshot', { description: '請求時点の請求者情報', simpleResolvers: true })
export class RequesterSnapshot {
  @Field(() => String) email!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastNameKana!: string;
  @Field(() => String) firstNameKana!: string;
  @Field(() => String) telephone!: string;
  @Field(() => String) division!: string;
  @Field(() => String) position!: string;
  @Field(() => String) organization!: string;
}

/** One submission to one vendor (資料請求・お問い合わせ); a basket becomes one per vendor. */
@ObjectType({ description: '資料請求・お問い合わせ（掲載企業ごと）', simpleResolvers: true })
@Entity('document_requests')
@Index('uq_document_requests_idempotency', ['requesterUid', 'idempotencyKey', 'companyId'], { unique: true })
export class DocumentRequest {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Field(() => ID)
  @Index('uq_document_requests_uid', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  uid!: string;

  /** Read over the phone (lib/receipt-number.ts); the uid stays the key in URLs and REST. */
  @Field(() => String, { description: '受付番号（電話で読み上げられる形式、例 R-20261124-4F7K）' })
  @Index('uq_document_requests_receipt_number', { unique: true })
  @Column({ type: 'varchar', length: 16, name: 'receipt_number', default: '' })
  receiptNumber!: string;

  @Index('idx_document_requests_requester')
  @Column({ type: 'varchar', length: 128, name: 'requester_uid' })
  requesterUid!: string;

  @Column({ type: 'int', name: 'company_id' })
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id' })
  company!: Relation<Company>;

  /** The vendor's name when the request was sent. */
  @Field(() => String, { description: '送信先の掲載企業名' })
  @Column({ type: 'varchar', length: 128, name: 'company_name', default: '' })
  companyName!: string;

  /** Where the vendor notification went (null: to the operator, who forwards it). */
  @Column({ type: 'varchar', length: 254, name: 'recipient_email', nullable: true })
  recipientEmail!: string | null;

  @Field(() => RequesterSnapshot, { description: '請求時点の請求者情報' })
  @Column({ type: 'simple-json', name: 'requester_snapshot' })
  requesterSnapshot!: RequesterSnapshot;

  /** Client-chosen key: a retried or doubled submission finds the first one instead of adding one. */
  @Column({ type: 'varchar', length: 64, name: 'idempotency_key' })
  idempotencyKey!: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 16, default: 'received' })
  status!: string;

  @Field(() => [DocumentRequestItem])
  @OneToMany(() => DocumentRequestItem, (item) => item.request, { cascade: ['insert'] })
  items!: Relation<DocumentRequestItem>[];

  @Field(() => Date, { description: '請求日時' })
  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  /** When the one reminder to an unopened request's vendor was claimed (request-reminders.ts). */
  @Column({ type: 'datetime', name: 'reminded_at', nullable: true })
  remindedAt!: Date | null;

  /** The vendor's colleague handling it (company-team/request-handling.ts); never shown to the requester. */
  @Column({ type: 'varchar', length: 128, name: 'assigned_uid', nullable: true })
  assignedUid!: string | null;
}

/** One solution within a request, with what the requester wants and how to be contacted. */
@ObjectType({ description: '資料請求・お問い合わせの対象ソリューション', simpleResolvers: true })
@Entity('document_request_items')
export class DocumentRequestItem {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'int', name: 'request_id' })
  requestId!: number;

  @ManyToOne(() => DocumentRequest, (request) => request.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'request_id' })
  request!: Relation<DocumentRequest>;

  @Field(() => ID)
  @Column({ type: 'int', name: 'solution_id' })
  solutionId!: number;

  @ManyToOne(() => Solution, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'solution_id' })
  solution!: Relation<Solution>;

  /** The listing's title when it was requested. */
  @Field(() => String, { description: '請求時点のソリューション名' })
  @Column({ type: 'varchar', length: 64, name: 'solution_title', default: '' })
  solutionTitle!: string;

  /** Inquiry type codes: "0" 資料請求, "1" 詳しい説明, "2" 見積依頼, "3" その他. */
  @Field(() => [String], { description: 'お問い合わせの種別コード' })
  @Column({ type: 'simple-json', name: 'inquiry_types' })
  inquiryTypes!: string[];

  /** Contact means codes: "0" 電話, "1" メール, "2" Web会議. */
  @Field(() => [String], { description: 'ご希望の連絡方法コード' })
  @Column({ type: 'simple-json', name: 'contact_means' })
  contactMeans!: string[];

  @Field(() => String, { description: 'お問い合わせ内容' })
  @Column({ type: 'text' })
  contents!: string;

  /** Storage key of the listing's document when it was requested (files are never rewritten). */
  @Column({ type: 'varchar', length: 255, name: 'document_key', nullable: true })
  documentKey!: string | null;

  @Field(() => String, { nullable: true, description: '資料のファイル名（資料がなければ null）' })
  @Column({ type: 'varchar', length: 255, name: 'document_name', nullable: true })
  documentName!: string | null;

  /** The vendor's progress (shared/src/requests/lifecycle.ts). */
  @Field(() => String, { description: '対応状況（received 受付、in_progress 対応中、answered 回答済、declined 辞退）' })
  @Column({ type: 'varchar', length: 16, default: 'received' })
  status!: string;

  @Field(() => Date, { nullable: true, description: '掲載企業が初めて開いた日時（未開封なら null）' })
  @Column({ type: 'datetime', name: 'opened_at', nullable: true })
  openedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: '対応状況が最後に変わった日時（回答済・辞退なら回答日時）' })
  @Column({ type: 'datetime', name: 'status_changed_at', nullable: true })
  statusChangedAt!: Date | null;

  /** The vendor user who last changed the status (kept for the audit trail, not shown). */
  @Column({ type: 'varchar', length: 128, name: 'status_changed_by', nullable: true })
  statusChangedBy!: string | null;

  /** The requester's first download of `documentKey`: a later replacement is pointed out to them. */
  @Column({ type: 'datetime', name: 'downloaded_at', nullable: true })
  downloadedAt!: Date | null;
}
