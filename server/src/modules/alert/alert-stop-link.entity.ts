import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The stop links of one alert mail (alert-stop-links.ts): the mail carries an opaque random token,
 * the row its SHA-256, so neither the mail nor a copy of the table names the user or can be turned
 * into the other. Each search the mail was about is stopped once (`stoppedIds`).
 */
@Entity('alert_stop_links')
export class AlertStopLink {
  @PrimaryColumn({ type: 'varchar', length: 64, name: 'token_hash' })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 128, name: 'user_uid' })
  userUid!: string;

  /** The saved searches the mail was about. */
  @Column({ type: 'simple-json', name: 'search_ids' })
  searchIds!: number[];

  /** Those the mail's links have stopped already. */
  @Column({ type: 'simple-json', name: 'stopped_ids' })
  stoppedIds!: number[];

  @Index('idx_alert_stop_links_expires')
  @Column({ type: 'datetime', name: 'expires_at' })
  expiresAt!: Date;

  /** The last time one of the mail's links stopped something. */
  @Column({ type: 'datetime', name: 'used_at', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;
}
