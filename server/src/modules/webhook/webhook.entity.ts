import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A company's CRM webhook: where new requests are POSTed, and the secret they are signed with (sealed). */
@Entity('company_webhooks')
export class CompanyWebhook {
  @PrimaryColumn({ type: 'int', name: 'company_id' })
  companyId!: number;

  @Column({ type: 'varchar', length: 500 })
  url!: string;

  /** The signing secret, sealed with SECRET_KEY (lib/secret-box.ts): shown to the 管理者 once. */
  @Column({ type: 'varchar', length: 500, name: 'secret_sealed' })
  secretSealed!: string;

  @Column({ type: 'varchar', length: 128, name: 'updated_by_uid' })
  updatedByUid!: string;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime', name: 'updated_at' })
  updatedAt!: Date;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event to one company's webhook, with its attempts: the delivery log the 管理者 reads. */
@Entity('webhook_deliveries')
@Index('idx_webhook_deliveries_due', ['status', 'nextAttemptAt'])
@Index('idx_webhook_deliveries_company', ['companyId', 'id'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'int', name: 'company_id' })
  companyId!: number;

  @Column({ type: 'varchar', length: 32 })
  event!: string;

  /** The JSON body, exactly as signed and sent on every attempt. */
  @Column({ type: 'text' })
  payload!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: DeliveryStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'datetime', name: 'next_attempt_at' })
  nextAttemptAt!: Date;

  @Column({ type: 'int', name: 'last_status_code', nullable: true })
  lastStatusCode!: number | null;

  @Column({ type: 'varchar', length: 500, name: 'last_error', nullable: true })
  lastError!: string | null;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @Column({ type: 'datetime', name: 'finished_at', nullable: true })
  finishedAt!: Date | null;
}
