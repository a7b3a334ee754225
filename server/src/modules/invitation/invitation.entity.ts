import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What an invitation makes its invitee a member of; each kind has its own accept step. */
export type OrganisationKind = 'municipality' | 'company';

/**
 * A single-use link to join an organisation, bound to one address. Only the SHA-256 of the
 * token is stored, so a read of this table cannot be replayed as a link.
 */
@Entity('invitations')
@Index('idx_invitations_organisation', ['organisationKind', 'organisationId'])
export class Invitation {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index('uq_invitations_token', { unique: true })
  @Column({ type: 'varchar', length: 64, name: 'token_hash' })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 16, name: 'organisation_kind' })
  organisationKind!: OrganisationKind;

  /** The municipality code or the company id, as text. */
  @Column({ type: 'varchar', length: 64, name: 'organisation_id' })
  organisationId!: string;

  /** Lower-case: the only address that can accept it. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** 部署: where the invitee will belong in the organisation ('' when not said). */
  @Column({ type: 'varchar', length: 128 })
  division!: string;

  @Column({ type: 'varchar', length: 128, name: 'invited_by_uid' })
  invitedByUid!: string;

  @Column({ type: 'datetime', name: 'expires_at' })
  expiresAt!: Date;

  @Column({ type: 'datetime', name: 'accepted_at', nullable: true })
  acceptedAt!: Date | null;

  @Column({ type: 'varchar', length: 128, name: 'accepted_by_uid', nullable: true })
  acceptedByUid!: string | null;

  @Column({ type: 'datetime', name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;
}
