/**
 * Municipalities run their own staff (docs/accounts-and-roles.md): `municipal_administrators`
 * (a request, then the grant, per municipality and member), `invitations` (organisation-agnostic
 * single-use links bound to an address), `user_sessions` (a member's signed-in devices) and the
 * address an administrator removed from a municipality (`user_profiles.municipal_removed_email`).
 * QueryRunner/Table API only (SQLite, MySQL 8.4, MariaDB).
 */
import { type MigrationInterface, type QueryRunner, Table, TableColumn, type TableColumnOptions } from 'typeorm';

const str = (name: string, length: number, isNullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
});
const time = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'datetime', isNullable });
const created: TableColumnOptions = { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' };

export class MunicipalAdmin1797050000000 implements MigrationInterface {
  name = 'MunicipalAdmin1797050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'municipal_administrators',
        columns: [
          { ...str('municipality_code', 6), isPrimary: true },
          { ...str('uid', 128), isPrimary: true },
          str('state', 16),
          str('email', 254),
          str('granted_by_uid', 128, true),
          created,
          time('granted_at', true),
        ],
        indices: [{ name: 'idx_municipal_administrators_uid', columnNames: ['uid'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'invitations',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          str('token_hash', 64),
          str('organisation_kind', 16),
          str('organisation_id', 64),
          str('email', 254),
          str('division', 128),
          str('invited_by_uid', 128),
          time('expires_at'),
          time('accepted_at', true),
          str('accepted_by_uid', 128, true),
          time('revoked_at', true),
          created,
        ],
        indices: [
          { name: 'uq_invitations_token', columnNames: ['token_hash'], isUnique: true },
          { name: 'idx_invitations_organisation', columnNames: ['organisation_kind', 'organisation_id'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'user_sessions',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          str('uid', 128),
          { name: 'auth_time', type: 'bigint' },
          str('user_agent', 512),
          str('ip', 64),
          created,
          time('last_seen_at'),
          time('signed_out_at', true),
        ],
        indices: [{ name: 'uq_user_sessions_sign_in', columnNames: ['uid', 'auth_time'], isUnique: true }],
      }),
    );
    await queryRunner.addColumn(
      'user_profiles',
      new TableColumn({ name: 'municipal_removed_email', type: 'varchar', length: '254', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('user_profiles', 'municipal_removed_email');
    await queryRunner.dropTable('user_sessions', true);
    await queryRunner.dropTable('invitations', true);
    await queryRunner.dropTable('municipal_administrators', true);
  }
}
