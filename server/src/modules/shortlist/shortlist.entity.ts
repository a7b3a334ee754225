import type { Section, ShortlistStatus } from '@portal/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A list shared by every verified municipal user of one municipality (組織内共有リスト), keyed by
 * the municipality code, never by e-mail domain: two municipalities may share a domain.
 */
@Entity('shortlists')
export class Shortlist {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index('idx_shortlists_municipality')
  @Column({ type: 'varchar', length: 6, name: 'municipality_code' })
  municipalityCode!: string;

  @Column({ type: 'varchar', length: 64 })
  name!: string;

  @Column({ type: 'varchar', length: 128, name: 'created_by_uid' })
  createdByUid!: string;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime', name: 'updated_at' })
  updatedAt!: Date;
}

/** One record on a shortlist, with the section's verdict on it and who put it there. */
@Entity('shortlist_entries')
@Index('uq_shortlist_entries_record', ['shortlistId', 'section', 'recordId'], { unique: true })
export class ShortlistEntry {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'int', name: 'shortlist_id' })
  shortlistId!: number;

  @Column({ type: 'varchar', length: 16 })
  section!: Section;

  @Column({ type: 'int', name: 'record_id' })
  recordId!: number;

  @Column({ type: 'varchar', length: 16 })
  status!: ShortlistStatus;

  @Column({ type: 'text' })
  note!: string;

  @Column({ type: 'varchar', length: 128, name: 'added_by_uid' })
  addedByUid!: string;

  @Column({ type: 'varchar', length: 128, name: 'updated_by_uid' })
  updatedByUid!: string;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime', name: 'updated_at' })
  updatedAt!: Date;
}
