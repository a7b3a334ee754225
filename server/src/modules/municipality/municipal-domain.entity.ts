import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * An lg.jp mail domain bound to the municipality whose staff hold its addresses
 * (city.sapporo.lg.jp → 011002). Only an operator creates or changes a binding; it then applies
 * to every verified address of the domain (municipality/municipal-membership.ts).
 */
@Entity('municipal_domains')
export class MunicipalDomain {
  /** Lower-case, the part after `@` exactly (no subdomain matching). */
  @PrimaryColumn({ type: 'varchar', length: 253 })
  domain!: string;

  @Index('idx_municipal_domains_municipality')
  @Column({ type: 'varchar', length: 6, name: 'municipality_code' })
  municipalityCode!: string;

  @Column({ type: 'varchar', length: 128, name: 'confirmed_by_uid' })
  confirmedByUid!: string;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime', name: 'updated_at' })
  updatedAt!: Date;
}
