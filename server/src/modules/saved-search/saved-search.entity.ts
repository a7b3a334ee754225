import type { AlertFrequency, Section } from '@portal/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A named search a user keeps: the criteria exactly as the results page's URL holds them. */
@Entity('saved_searches')
@Index('idx_saved_searches_alert_due', ['alert', 'nextAlertAt'])
export class SavedSearch {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index('idx_saved_searches_user')
  @Column({ type: 'varchar', length: 128, name: 'user_uid' })
  userUid!: string;

  @Column({ type: 'varchar', length: 16 })
  section!: Section;

  @Column({ type: 'varchar', length: 64 })
  name!: string;

  /** The URL's query string without `?` and without the page. */
  @Column({ type: 'varchar', length: 2000 })
  query!: string;

  @Column({ type: 'varchar', length: 16 })
  alert!: AlertFrequency;

  /** Records published or changed after this count as new on the list screen. */
  @Column({ type: 'datetime', name: 'last_viewed_at' })
  lastViewedAt!: Date;

  /** Records published or changed after this go into the next alert. */
  @Column({ type: 'datetime', name: 'alert_since' })
  alertSince!: Date;

  /** When the alert run looks at this search next; null while alerts are off. */
  @Column({ type: 'datetime', name: 'next_alert_at', nullable: true })
  nextAlertAt!: Date | null;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime', name: 'updated_at' })
  updatedAt!: Date;
}
