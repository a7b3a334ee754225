import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per user the alert run has looked at: a process claims the user (a token and a lease)
 * before composing their mail, and commits the mail, the advanced watermarks and the release in
 * one transaction that fails if the claim was lost, so each mail is stored once however many
 * processes run (alert.service.ts).
 */
@Entity('alert_claims')
export class AlertClaim {
  @PrimaryColumn({ type: 'varchar', length: 128, name: 'user_uid' })
  userUid!: string;

  @Column({ type: 'datetime', name: 'claimed_until', nullable: true })
  claimedUntil!: Date | null;

  @Column({ type: 'varchar', length: 32, name: 'claim_token', nullable: true })
  claimToken!: string | null;

  @Column({ type: 'datetime', name: 'last_run_at', nullable: true })
  lastRunAt!: Date | null;
}
