import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A user's API key (docs/api-keys.md): only the SHA-256 of the key is kept, with its first
 * characters to tell keys apart in lists. A key acts with its owner's rights at each use.
 */
@Entity('api_keys')
export class ApiKey {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index('idx_api_keys_owner')
  @Column({ type: 'varchar', length: 128, name: 'owner_uid' })
  ownerUid!: string;

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  /** The key's first characters (`jpk_` and 8 more), shown in lists. */
  @Column({ type: 'varchar', length: 16 })
  shown!: string;

  @Index('uq_api_keys_hash', { unique: true })
  @Column({ type: 'varchar', length: 64, name: 'key_hash' })
  keyHash!: string;

  /** 'read': queries only (the one scope there is). */
  @Column({ type: 'varchar', length: 16 })
  scope!: string;

  @Column({ type: 'datetime', name: 'expires_at' })
  expiresAt!: Date;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @Column({ type: 'datetime', name: 'last_used_at', nullable: true })
  lastUsedAt!: Date | null;

  @Column({ type: 'datetime', name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'varchar', length: 128, name: 'revoked_by_uid', nullable: true })
  revokedByUid!: string | null;
}
