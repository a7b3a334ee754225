import type { NotificationFrequency, NotificationKind } from '@portal/shared';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A user's chosen frequency for one kind of mail; no row: the kind's initial frequency. */
@Entity('notification_preferences')
export class NotificationPreference {
  @PrimaryColumn({ type: 'varchar', length: 128, name: 'user_uid' })
  userUid!: string;

  @PrimaryColumn({ type: 'varchar', length: 24 })
  kind!: NotificationKind;

  @Column({ type: 'varchar', length: 16 })
  frequency!: NotificationFrequency;

  @UpdateDateColumn({ type: 'datetime', name: 'updated_at' })
  updatedAt!: Date;
}
