/**
 * Requests for information or quotation (docs/rfi.md): the request a municipality writes, one
 * invitation (and answer) per invited vendor, and the clarifications (質疑) asked and answered.
 * Questions and answers are JSON: their shape is the shared rules' (shared/src/rfi/rules.ts).
 */
import type { RfiAnswerValue, RfiKind, RfiQuestion } from '@portal/shared/rfi/rules';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

function json<T>() {
  return {
    to: (value: T | null | undefined) => (value == null ? null : JSON.stringify(value)),
    from: (value: string | null): T | null => (value ? (JSON.parse(value) as T) : null),
  };
}

export type RfiStatus = 'draft' | 'sent' | 'closed';
export type RfiOutcome = 'adopted' | 'declined';

@Entity('rfis')
@Index('idx_rfis_municipality', ['municipalityCode', 'updatedAt'])
@Index('idx_rfis_creator', ['createdBy', 'updatedAt'])
@Index('idx_rfis_deadline', ['status', 'deadline'])
@Index('idx_rfis_shortlist', ['shortlistId'])
export class Rfi {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 8, default: 'rfi' })
  kind!: RfiKind;

  /** The creator's confirmed municipality: its staff read the request too (null: the creator only). */
  @Column({ type: 'varchar', length: 8, name: 'municipality_code', nullable: true })
  municipalityCode!: string | null;

  @Column({ type: 'varchar', length: 128, name: 'created_by' })
  createdBy!: string;

  /** The sender as the vendors read it: 自治体名 and 部署 at sending. */
  @Column({ type: 'varchar', length: 200, default: '' })
  organization!: string;

  @Column({ type: 'varchar', length: 200, name: 'contact_name', default: '' })
  contactName!: string;

  @Column({ type: 'varchar', length: 254, name: 'contact_email', default: '' })
  contactEmail!: string;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text' })
  background!: string;

  /** Where it was made from: basket, shortlist or comparison (shown, not trusted). */
  @Column({ type: 'varchar', length: 16, default: 'basket' })
  origin!: string;

  /** The shared shortlist it was started from, checked to be the creator's municipality's (rfi-shortlist.ts). */
  @Column({ type: 'int', name: 'shortlist_id', nullable: true })
  shortlistId!: number | null;

  @Column({ type: 'varchar', length: 255, name: 'spec_key', nullable: true })
  specKey!: string | null;

  @Column({ type: 'varchar', length: 255, name: 'spec_name', nullable: true })
  specName!: string | null;

  @Column({ type: 'datetime' })
  deadline!: Date;

  @Column({ type: 'text', transformer: json<RfiQuestion[]>() })
  questions!: RfiQuestion[];

  @Column({ type: 'varchar', length: 16, default: 'draft' })
  status!: RfiStatus;

  @Column({ type: 'datetime', name: 'sent_at', nullable: true })
  sentAt!: Date | null;

  /** When the reminder a business day before the deadline was claimed (rfi-reminders.ts). */
  @Column({ type: 'datetime', name: 'reminded_at', nullable: true })
  remindedAt!: Date | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  outcome!: RfiOutcome | null;

  @Column({ type: 'int', name: 'outcome_company_id', nullable: true })
  outcomeCompanyId!: number | null;

  @Column({
    type: 'bigint',
    name: 'outcome_amount',
    nullable: true,
    transformer: { to: (v: unknown) => v, from: (v: string | number | null) => (v == null ? null : Number(v)) },
  })
  outcomeAmount!: number | null;

  @Column({ type: 'text', name: 'outcome_reason', nullable: true })
  outcomeReason!: string | null;

  @Column({ type: 'datetime', name: 'closed_at', nullable: true })
  closedAt!: Date | null;

  @Column({ type: 'varchar', length: 128, name: 'closed_by', nullable: true })
  closedBy!: string | null;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime', name: 'updated_at' })
  updatedAt!: Date;
}

/** One invited vendor and its answer. */
@Entity('rfi_invitations')
@Index('uq_rfi_invitations_company', ['rfiId', 'companyId'], { unique: true })
@Index('idx_rfi_invitations_company', ['companyId'])
export class RfiInvitation {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'int', name: 'rfi_id' })
  rfiId!: number;

  @Column({ type: 'int', name: 'company_id' })
  companyId!: number;

  @Column({ type: 'varchar', length: 128, name: 'company_name', default: '' })
  companyName!: string;

  /** The solutions of this vendor the request was made from (ids, for the screens' links). */
  @Column({ type: 'text', name: 'solution_ids', transformer: json<number[]>() })
  solutionIds!: number[];

  @Column({ type: 'datetime', name: 'opened_at', nullable: true })
  openedAt!: Date | null;

  @Column({ type: 'text', nullable: true, transformer: json<RfiAnswerValue[]>() })
  answers!: RfiAnswerValue[] | null;

  @Column({ type: 'varchar', length: 255, name: 'quote_key', nullable: true })
  quoteKey!: string | null;

  @Column({ type: 'varchar', length: 255, name: 'quote_name', nullable: true })
  quoteName!: string | null;

  @Column({ type: 'datetime', name: 'submitted_at', nullable: true })
  submittedAt!: Date | null;

  @Column({ type: 'varchar', length: 128, name: 'submitted_by', nullable: true })
  submittedBy!: string | null;

  /** Submitted after the deadline, with the municipality's leave. */
  @Column({ type: 'boolean', default: false })
  late!: boolean;

  /** The municipality allowed this vendor to answer after the deadline. */
  @Column({ type: 'boolean', name: 'late_allowed', default: false })
  lateAllowed!: boolean;
}

/** A vendor's clarifying question and the municipality's one answer to every invited vendor. */
@Entity('rfi_clarifications')
@Index('idx_rfi_clarifications_rfi', ['rfiId'])
export class RfiClarification {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'int', name: 'rfi_id' })
  rfiId!: number;

  /** Who asked: kept for the audit trail, never shown to the other vendors. */
  @Column({ type: 'int', name: 'company_id' })
  companyId!: number;

  @Column({ type: 'text' })
  question!: string;

  @Column({ type: 'text', nullable: true })
  answer!: string | null;

  @Column({ type: 'datetime', name: 'asked_at' })
  askedAt!: Date;

  @Column({ type: 'datetime', name: 'answered_at', nullable: true })
  answeredAt!: Date | null;
}
