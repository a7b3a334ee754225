import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

const seconds = { to: (v: unknown) => v, from: (v: unknown) => Number(v) };

/**
 * One signed-in device: a Firebase sign-in (its `auth_time`, which every token refreshed from
 * that sign-in repeats) seen by the server. Signing it out refuses its tokens on the server.
 */
@Entity('user_sessions')
@Index('uq_user_sessions_sign_in', ['uid', 'authTime'], { unique: true })
export class UserSession {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 128 })
  uid!: string;

  /** The ID token's auth_time (seconds since the epoch). */
  @Column({ type: 'bigint', name: 'auth_time', transformer: seconds })
  authTime!: number;

  @Column({ type: 'varchar', length: 512, name: 'user_agent' })
  userAgent!: string;

  @Column({ type: 'varchar', length: 64 })
  ip!: string;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @Column({ type: 'datetime', name: 'last_seen_at' })
  lastSeenAt!: Date;

  @Column({ type: 'datetime', name: 'signed_out_at', nullable: true })
  signedOutAt!: Date | null;
}
