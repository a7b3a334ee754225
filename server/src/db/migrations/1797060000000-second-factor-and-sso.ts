/**
 * The second factor (authenticator-app keys, hashed recovery codes, sessions that passed a check)
 * and municipalities' OpenID Connect sign-in (settings with a sealed client secret, and the
 * state of each sign-in). QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

export class SecondFactorAndSso1797060000000 implements MigrationInterface {
  name = 'SecondFactorAndSso1797060000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'second_factor_enrolments',
        columns: [
          { name: 'uid', type: 'varchar', length: '128', isPrimary: true },
          { name: 'secret_sealed', type: 'varchar', length: '255' },
          { name: 'confirmed_at', type: 'datetime', isNullable: true },
          { name: 'last_used_step', type: 'integer', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'second_factor_recovery_codes',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'uid', type: 'varchar', length: '128' },
          { name: 'code_hash', type: 'varchar', length: '64' },
          { name: 'used_at', type: 'datetime', isNullable: true },
        ],
        indices: [{ name: 'idx_second_factor_recovery_codes_uid', columnNames: ['uid'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'second_factor_sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'uid', type: 'varchar', length: '128' },
          { name: 'verified_at', type: 'datetime' },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [{ name: 'idx_second_factor_sessions_uid', columnNames: ['uid'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'municipal_sso_settings',
        columns: [
          { name: 'municipality_code', type: 'varchar', length: '6', isPrimary: true },
          { name: 'issuer', type: 'varchar', length: '500' },
          { name: 'client_id', type: 'varchar', length: '255' },
          { name: 'client_secret_sealed', type: 'varchar', length: '1000' },
          { name: 'allowed_domains', type: 'varchar', length: '1000' },
          { name: 'division_claim', type: 'varchar', length: '100', isNullable: true },
          { name: 'enabled', type: 'boolean', default: true },
          { name: 'updated_by_uid', type: 'varchar', length: '128' },
          { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'sso_logins',
        columns: [
          { name: 'state_hash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'municipality_code', type: 'varchar', length: '6' },
          { name: 'code_verifier', type: 'varchar', length: '128' },
          { name: 'nonce', type: 'varchar', length: '128' },
          { name: 'consumed_at', type: 'datetime', isNullable: true },
          { name: 'handoff_hash', type: 'varchar', length: '64', isNullable: true },
          { name: 'handoff_uid', type: 'varchar', length: '128', isNullable: true },
          { name: 'redeemed_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [{ name: 'idx_sso_logins_handoff', columnNames: ['handoff_hash'], isUnique: true }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'sso_logins',
      'municipal_sso_settings',
      'second_factor_sessions',
      'second_factor_recovery_codes',
      'second_factor_enrolments',
    ]) {
      await queryRunner.dropTable(table, true);
    }
  }
}
