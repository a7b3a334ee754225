import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A municipality's OpenID Connect identity provider. Set by an operator or the municipality's
 * administrator; the client secret is sealed with SECRET_KEY (lib/secret-box.ts) and never read back
 * through the API.
 */
@Entity('municipal_sso_settings')
export class MunicipalSsoSetting {
  @PrimaryColumn({ type: 'varchar', length: 6, name: 'municipality_code' })
  municipalityCode!: string;

  @Column({ type: 'varchar', length: 500 })
  issuer!: string;

  @Column({ type: 'varchar', length: 255, name: 'client_id' })
  clientId!: string;

  @Column({ type: 'varchar', length: 1000, name: 'client_secret_sealed' })
  clientSecretSealed!: string;

  /** Lower-case domains, comma-separated: a signed-in address must be at one of them exactly. */
  @Column({ type: 'varchar', length: 1000, name: 'allowed_domains' })
  allowedDomains!: string;

  /** The id-token claim read as the member's section (部署); null: none. */
  @Column({ type: 'varchar', length: 100, name: 'division_claim', nullable: true })
  divisionClaim!: string | null;

  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  @Column({ type: 'varchar', length: 128, name: 'updated_by_uid' })
  updatedByUid!: string;

  @UpdateDateColumn({ type: 'datetime', name: 'updated_at' })
  updatedAt!: Date;
}

/**
 * One federated sign-in from start to the browser's Firebase sign-in: the state, nonce and PKCE
 * verifier sent to the IdP, then the one-time hand-off code the browser redeems. Every step is
 * good once (`consumedAt`, `redeemedAt`).
 */
@Entity('sso_logins')
export class SsoLogin {
  /** SHA-256 of the `state` sent to the IdP. */
  @PrimaryColumn({ type: 'varchar', length: 64, name: 'state_hash' })
  stateHash!: string;

  @Column({ type: 'varchar', length: 6, name: 'municipality_code' })
  municipalityCode!: string;

  @Column({ type: 'varchar', length: 128, name: 'code_verifier' })
  codeVerifier!: string;

  @Column({ type: 'varchar', length: 128 })
  nonce!: string;

  @Column({ type: 'datetime', name: 'consumed_at', nullable: true })
  consumedAt!: Date | null;

  /** SHA-256 of the hand-off code given to the browser after a successful callback. */
  @Index('idx_sso_logins_handoff', { unique: true })
  @Column({ type: 'varchar', length: 64, name: 'handoff_hash', nullable: true })
  handoffHash!: string | null;

  @Column({ type: 'varchar', length: 128, name: 'handoff_uid', nullable: true })
  handoffUid!: string | null;

  @Column({ type: 'datetime', name: 'redeemed_at', nullable: true })
  redeemedAt!: Date | null;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;
}
