import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Section } from '@portal/shared';

/** A record a user keeps (お気に入り): theirs alone, follows them to any browser. */
@Entity('bookmarks')
@Index('uq_bookmarks_user_record', ['userUid', 'section', 'recordId'], { unique: true })
export class Bookmark {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 128, name: 'user_uid' })
  userUid!: string;

  @Column({ type: 'varchar', length: 16 })
  section!: Section;

  @Column({ type: 'int', name: 'record_id' })
  recordId!: number;

  @Column({ type: 'text' })
  note!: string;

  /**
   * Grants only: the last deadline reminder sent, as `<締切日>/<days before>`, so a reminder goes
   * once per stage and again if the deadline moves.
   */
  @Column({ type: 'varchar', length: 32, name: 'reminded', nullable: true })
  reminded!: string | null;

  /** Grants only: the dates (and, once grants carry it, status) last reported, to mail changes. */
  @Column({ type: 'varchar', length: 128, name: 'seen_state', nullable: true })
  seenState!: string | null;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime', name: 'updated_at' })
  updatedAt!: Date;
}
