import type { NotificationFrequency, NotificationKind } from '@portal/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** `dropped`: the user chose 「受け取らない」 before its digest was due. */
export type NotificationItemStatus = 'pending' | 'mailed' | 'dropped';

/**
 * One event for one user: unique on the pair, so however many processes fan an event out, a user
 * gets it once. Mailed at once (stored `mailed` with its mail), or `pending` until its digest is
 * due (`dueAt`), when the digest run stores one mail for the user's pending items of that kind.
 */
@Entity('notification_items')
@Index('uq_notification_items_event_user', ['eventId', 'userUid'], { unique: true })
@Index('idx_notification_items_due', ['status', 'dueAt'])
export class NotificationItem {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'int', name: 'event_id' })
  eventId!: number;

  @Column({ type: 'varchar', length: 128, name: 'user_uid' })
  userUid!: string;

  @Column({ type: 'varchar', length: 24 })
  kind!: NotificationKind;

  @Column({ type: 'varchar', length: 16 })
  frequency!: NotificationFrequency;

  @Column({ type: 'varchar', length: 16 })
  status!: NotificationItemStatus;

  @Column({ type: 'datetime', name: 'due_at' })
  dueAt!: Date;

  @Column({ type: 'datetime', name: 'mailed_at', nullable: true })
  mailedAt!: Date | null;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;
}
