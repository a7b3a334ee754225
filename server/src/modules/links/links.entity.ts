/** The link rows. Plain columns: the records they join are read through the search index. */
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A grant a listing is eligible for, as the vendor stated it and the operator approved it. */
@Entity('solution_grants')
@Index('idx_solution_grants_grant', ['grantId'])
export class SolutionGrant {
  @PrimaryColumn({ type: 'int', name: 'solution_id' })
  solutionId!: number;

  @PrimaryColumn({ type: 'int', name: 'grant_id' })
  grantId!: number;

  /** Which 対象経費 of the grant the listing fits (the vendor's words). */
  @Column({ type: 'varchar', length: 200 })
  note!: string;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;
}

/** A grant that funded a case (kept by the operator). */
@Entity('case_grants')
@Index('idx_case_grants_grant', ['grantId'])
export class CaseGrant {
  @PrimaryColumn({ type: 'int', name: 'case_id' })
  caseId!: number;

  @PrimaryColumn({ type: 'int', name: 'grant_id' })
  grantId!: number;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;
}
