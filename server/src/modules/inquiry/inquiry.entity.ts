import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type InquiryStatus = 'open' | 'in_progress' | 'done';

/** An inquiry to the operator (/inquiry/form), from a visitor or a member. */
@Entity('inquiries')
export class Inquiry {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index('uq_inquiries_uid', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  uid!: string;

  @Column({ type: 'varchar', length: 128, name: 'user_uid', nullable: true })
  userUid!: string | null;

  @Column({ type: 'varchar', length: 128 })
  name!: string;

  @Column({ type: 'varchar', length: 128 })
  organization!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 32 })
  telephone!: string;

  @Column({ type: 'varchar', length: 32, name: 'inquiry_type' })
  inquiryType!: string;

  @Column({ type: 'text' })
  body!: string;

  /** Client-chosen key: a doubled or retried submission returns the first inquiry. */
  @Index('uq_inquiries_idempotency', { unique: true })
  @Column({ type: 'varchar', length: 64, name: 'idempotency_key', nullable: true })
  idempotencyKey!: string | null;

  /** open (未対応) → in_progress (対応中) → done (完了), set by operators in the console. */
  @Index('idx_inquiries_status')
  @Column({ type: 'varchar', length: 16, default: 'open' })
  status!: InquiryStatus;

  /** When an operator last replied from the console (the reply itself is in the outbox and audit). */
  @Column({ type: 'datetime', name: 'replied_at', nullable: true })
  repliedAt!: Date | null;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;
}
