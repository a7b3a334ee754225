import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** requested: the first confirmed member asked the operator; granted: administrator. */
export type AdministratorState = 'requested' | 'granted';

/**
 * 自治体管理者 of one municipality. A row is the request or the grant; it counts only while its
 * member is still a confirmed member of that municipality (municipal-staff.ts), so an address
 * change or a removal ends it without touching this row.
 */
@Entity('municipal_administrators')
export class MunicipalAdministrator {
  @PrimaryColumn({ type: 'varchar', length: 6, name: 'municipality_code' })
  municipalityCode!: string;

  @Index('idx_municipal_administrators_uid')
  @PrimaryColumn({ type: 'varchar', length: 128 })
  uid!: string;

  @Column({ type: 'varchar', length: 16 })
  state!: AdministratorState;

  /** The (lower-case) address the member held when they asked or were appointed. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** The operator who granted it once, or the administrator who appointed this one. */
  @Column({ type: 'varchar', length: 128, name: 'granted_by_uid', nullable: true })
  grantedByUid!: string | null;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @Column({ type: 'datetime', name: 'granted_at', nullable: true })
  grantedAt!: Date | null;
}
