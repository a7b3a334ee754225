import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A user's second delivery address (an LGWAN mailbox, say): it receives a copy of each
 * notification mail once verified by the code mailed to it. The code is kept as its SHA-256.
 */
@Entity('delivery_addresses')
export class DeliveryAddress {
  @PrimaryColumn({ type: 'varchar', length: 128, name: 'user_uid' })
  userUid!: string;

  @Column({ type: 'varchar', length: 254 })
  address!: string;

  @Column({ type: 'varchar', length: 64, name: 'code_hash', nullable: true })
  codeHash!: string | null;

  @Column({ type: 'datetime', name: 'code_expires_at', nullable: true })
  codeExpiresAt!: Date | null;

  @Column({ type: 'int', name: 'code_attempts', default: 0 })
  codeAttempts!: number;

  @Column({ type: 'datetime', name: 'verified_at', nullable: true })
  verifiedAt!: Date | null;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;
}
