/**
 * A vendor's case proposal (docs/requests-and-listings.md): the case's values as the vendor wrote
 * them, the version the operator last returned (what a resubmission is compared with), the
 * review's comment, and once approved the published case it became.
 */
import type { CaseProposalStatus } from '@portal/shared/cases/proposal';
import type { CaseValues } from '@portal/shared/cases/validation';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The proposal's content as stored: the case form's values with the municipality as its code. */
export type ProposalContent = CaseValues;

const json = {
  to: (v: ProposalContent | null | undefined) => (v ? JSON.stringify(v) : null),
  from: (v: string | null): ProposalContent | null => (v ? (JSON.parse(v) as ProposalContent) : null),
};

@Entity('case_proposals')
@Index('idx_case_proposals_company', ['companyId', 'updatedAt'])
@Index('idx_case_proposals_status', ['status', 'updatedAt'])
export class CaseProposal {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'int', name: 'company_id' })
  companyId!: number;

  /** The company's own listing the case used (published when submitted). */
  @Column({ type: 'int', name: 'solution_id', nullable: true })
  solutionId!: number | null;

  @Column({ type: 'varchar', length: 16 })
  status!: CaseProposalStatus;

  @Column({ type: 'text', name: 'content', transformer: json })
  content!: ProposalContent;

  /** The version the operator returned; a resubmission shows the operator the changes since. */
  @Column({ type: 'text', name: 'returned_content', nullable: true, transformer: json })
  returnedContent!: ProposalContent | null;

  /** 掲載について自治体の了承を得ています, as the vendor last stated it. */
  @Column({ type: 'boolean', name: 'municipality_consent', default: false })
  municipalityConsent!: boolean;

  @Column({ type: 'text', name: 'review_comment', nullable: true })
  reviewComment!: string | null;

  /** The case the operator published from it. */
  @Column({ type: 'int', name: 'case_id', nullable: true })
  caseId!: number | null;

  @Column({ type: 'varchar', length: 128, name: 'created_by' })
  createdBy!: string;

  @Column({ type: 'datetime', name: 'submitted_at', nullable: true })
  submittedAt!: Date | null;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime', name: 'updated_at' })
  updatedAt!: Date;
}
