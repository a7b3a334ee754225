import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * An address the mail server refused for good (a permanent 5xx, a complaint): notification mails
 * to it pause until its owner resumes it on the notification settings page. Stored lower-cased.
 */
@Entity('mail_pauses')
export class MailPause {
  @PrimaryColumn({ type: 'varchar', length: 254 })
  address!: string;

  @Column({ type: 'varchar', length: 500 })
  reason!: string;

  @CreateDateColumn({ type: 'datetime', name: 'paused_at' })
  pausedAt!: Date;
}
