/**
 * API keys: one row per key with the SHA-256 of the key (unique, the look-up on each use), its
 * owner, name, scope, expiry, last use and revocation. QueryRunner/Table API only (SQLite, MySQL
 * 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

export class ApiKeys1797120000000 implements MigrationInterface {
  name = 'ApiKeys1797120000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'api_keys',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'owner_uid', type: 'varchar', length: '128' },
          { name: 'name', type: 'varchar', length: '60' },
          { name: 'shown', type: 'varchar', length: '16' },
          { name: 'key_hash', type: 'varchar', length: '64' },
          { name: 'scope', type: 'varchar', length: '16' },
          { name: 'expires_at', type: 'datetime' },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'last_used_at', type: 'datetime', isNullable: true },
          { name: 'revoked_at', type: 'datetime', isNullable: true },
          { name: 'revoked_by_uid', type: 'varchar', length: '128', isNullable: true },
        ],
        indices: [
          { name: 'uq_api_keys_hash', columnNames: ['key_hash'], isUnique: true },
          { name: 'idx_api_keys_owner', columnNames: ['owner_uid'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('api_keys');
  }
}
