import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** A mail waiting to be sent, or its record once sent (or given up after the last attempt). */
@Entity('mail_outbox')
@Index('idx_mail_outbox_due', ['status', 'nextAttemptAt'])
@Index('idx_mail_outbox_ref', ['refType', 'refId'])
export class MailOutbox {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 48 })
  kind!: string;

  @Column({ type: 'varchar', length: 254, name: 'to_address' })
  toAddress!: string;

  @Column({ type: 'varchar', length: 254, name: 'reply_to', nullable: true })
  replyTo!: string | null;

  @Column({ type: 'varchar', length: 255 })
  subject!: string;

  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'varchar', length: 48, name: 'ref_type' })
  refType!: string;

  @Column({ type: 'varchar', length: 64, name: 'ref_id' })
  refId!: string;

  /** Extra headers of the mail (List-Unsubscribe of an alert), or null. */
  @Column({ type: 'simple-json', nullable: true })
  headers!: Record<string, string> | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: OutboxStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'datetime', name: 'next_attempt_at' })
  nextAttemptAt!: Date;

  /** A worker's claim: another process leaves the row alone until then. */
  @Column({ type: 'datetime', name: 'locked_until', nullable: true })
  lockedUntil!: Date | null;

  @Column({ type: 'varchar', length: 500, name: 'last_error', nullable: true })
  lastError!: string | null;

  @Column({ type: 'varchar', length: 255, name: 'message_id', nullable: true })
  messageId!: string | null;

  @Column({ type: 'datetime', name: 'sent_at', nullable: true })
  sentAt!: Date | null;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;
}
