/**
 * One revision of a grant or a case: what an action changed (`{ field: [before, after] }`), who
 * did it (an operator's uid, or `import:jgrants` and the like), when and why. Written in the
 * transaction of the change, beside its audit event (revisions.ts).
 */
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type RecordKind = 'grant' | 'case';
export type RevisionChanges = Record<string, [unknown, unknown]>;

const json = {
  to: (v: RevisionChanges) => JSON.stringify(v),
  from: (v: string | null): RevisionChanges => (v ? (JSON.parse(v) as RevisionChanges) : {}),
};

@Entity('record_revisions')
@Index('idx_record_revisions_record', ['recordKind', 'recordId'])
export class RecordRevision {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 16, name: 'record_kind' })
  recordKind!: RecordKind;

  @Column({ type: 'int', name: 'record_id' })
  recordId!: number;

  @Column({ type: 'varchar', length: 16 })
  action!: string;

  @Column({ type: 'text', transformer: json })
  changes!: RevisionChanges;

  @Column({ type: 'varchar', length: 128 })
  actor!: string;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;
}
