import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A user's authenticator-app key (TOTP). Sealed with SECRET_KEY (lib/secret-box.ts). Until the
 * first code is confirmed (`confirmedAt`) it protects nothing and may be replaced.
 */
@Entity('second_factor_enrolments')
export class SecondFactorEnrolment {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  uid!: string;

  @Column({ type: 'varchar', length: 255, name: 'secret_sealed' })
  secretSealed!: string;

  @Column({ type: 'datetime', name: 'confirmed_at', nullable: true })
  confirmedAt!: Date | null;

  /** The newest 30-second step a code was accepted for: a code is good once. */
  @Column({ type: 'integer', name: 'last_used_step', nullable: true })
  lastUsedStep!: number | null;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;
}

/** One recovery code, stored as its SHA-256 only; `usedAt` set the one time it signs in. */
@Entity('second_factor_recovery_codes')
export class SecondFactorRecoveryCode {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index('idx_second_factor_recovery_codes_uid')
  @Column({ type: 'varchar', length: 128 })
  uid!: string;

  @Column({ type: 'varchar', length: 64, name: 'code_hash' })
  codeHash!: string;

  @Column({ type: 'datetime', name: 'used_at', nullable: true })
  usedAt!: Date | null;
}

/**
 * A sign-in that passed the second factor. Its id travels as the developer claim
 * `second_factor_session` of the Firebase custom token the browser signs in with, so it belongs to
 * that session only; `verifiedAt` is the newest check (step-up reads it).
 */
@Entity('second_factor_sessions')
export class SecondFactorSession {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Index('idx_second_factor_sessions_uid')
  @Column({ type: 'varchar', length: 128 })
  uid!: string;

  @Column({ type: 'datetime', name: 'verified_at' })
  verifiedAt!: Date;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;
}
