import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A municipality's rules for its own staff, kept by its administrators (no row: none set). */
@Entity('municipal_policies')
export class MunicipalPolicy {
  @PrimaryColumn({ type: 'varchar', length: 6, name: 'municipality_code' })
  municipalityCode!: string;

  /** Every member signs in with an authenticator app before their municipal rights apply. */
  @Column({ type: 'boolean', name: 'second_factor_required', default: false })
  secondFactorRequired!: boolean;

  @Column({ type: 'varchar', length: 128, name: 'updated_by_uid' })
  updatedByUid!: string;

  @UpdateDateColumn({ type: 'datetime', name: 'updated_at' })
  updatedAt!: Date;
}
