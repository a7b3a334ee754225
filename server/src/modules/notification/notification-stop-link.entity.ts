import type { NotificationKind } from '@portal/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The stop link of one notification mail: the mail carries an opaque token (alert-token.ts), the
 * row its SHA-256, the user and the one kind of mail it stops.
 */
@Entity('notification_stop_links')
export class NotificationStopLink {
  @PrimaryColumn({ type: 'varchar', length: 64, name: 'token_hash' })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 128, name: 'user_uid' })
  userUid!: string;

  @Column({ type: 'varchar', length: 24 })
  kind!: NotificationKind;

  @Index('idx_notification_stop_links_expires')
  @Column({ type: 'datetime', name: 'expires_at' })
  expiresAt!: Date;

  @Column({ type: 'datetime', name: 'used_at', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;
}
