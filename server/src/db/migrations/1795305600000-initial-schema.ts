/**
 * The initial schema, written with TypeORM's QueryRunner/Table API so that the same migration
 * runs on SQLite, MySQL 8.4 and MariaDB 10.11. Plain column types only: varchar, int, text,
 * boolean, datetime; JSON is stored as text.
 */
import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions, TableIndex } from 'typeorm';

const id = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
const str = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const text = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'text', isNullable: nullable });
const int = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'int', isNullable: nullable });
const bool = (name: string): TableColumnOptions => ({ name, type: 'boolean', default: false });
const datetime = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  isNullable: nullable,
});
const timestamps = (): TableColumnOptions[] => [
  { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
  { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
];

/** A join table between a section and categories or areas. */
function joinTable(section: string, ownerColumn: string, target: 'categories' | 'areas'): Table {
  const targetColumn = target === 'categories' ? 'category_id' : 'area_id';
  return new Table({
    name: `${section}_${target}`,
    columns: [
      { ...int(ownerColumn), isPrimary: true },
      { ...str(targetColumn, target === 'categories' ? 2 : 16), isPrimary: true },
    ],
    foreignKeys: [
      {
        columnNames: [ownerColumn],
        referencedTableName: section === 'case' ? 'cases' : `${section}s`,
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      },
      { columnNames: [targetColumn], referencedTableName: target, referencedColumnNames: ['id'], onDelete: 'RESTRICT' },
    ],
    indices: [{ name: `idx_${section}_${target}_${targetColumn}`, columnNames: [targetColumn] }],
  });
}

export class InitialSchema1795305600000 implements MigrationInterface {
  name = 'InitialSchema1795305600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') {
      // MariaDB still defaults to latin1; Japanese text and emoji need utf8mb4 on every table.
      const [{ name }] = (await queryRunner.query('SELECT DATABASE() AS name')) as [{ name: string }];
      await queryRunner.query(`ALTER DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    }

    await queryRunner.createTable(
      new Table({
        name: 'categories',
        columns: [{ ...str('id', 2), isPrimary: true }, str('name', 64), text('subnames'), int('sort_order')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'areas',
        columns: [
          { ...str('id', 16), isPrimary: true },
          str('name', 32),
          str('kind', 16),
          str('group_id', 16, true),
          int('sort_order'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'municipalities',
        columns: [
          { ...str('code', 6), isPrimary: true },
          str('name', 64),
          str('prefecture_id', 16),
          str('kind', 16),
          int('population'),
        ],
        indices: [{ name: 'idx_municipalities_prefecture', columnNames: ['prefecture_id'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'companies',
        columns: [
          id(),
          str('name', 128),
          str('corporate_number', 13, true),
          str('address', 255),
          str('url', 255, true),
          text('description', true),
          { ...str('status', 16), default: "'pending'" },
          ...timestamps(),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'solutions',
        columns: [
          id(),
          str('uid', 32),
          int('company_id'),
          str('title', 64),
          text('description'),
          text('target_city_kinds'),
          text('target_population_bands'),
          text('detail_items'),
          text('title_items'),
          text('explain_items'),
          text('offices'),
          str('price_text', 255, true),
          str('thumbnail_key', 255, true),
          text('image_keys'),
          str('video_url', 2048, true),
          str('video_key', 255, true),
          str('document_key', 255, true),
          str('document_name', 255, true),
          { ...str('status', 16), default: "'draft'" },
          int('fiscal_year', true),
          datetime('published_at', true),
          ...timestamps(),
        ],
        foreignKeys: [
          {
            columnNames: ['company_id'],
            referencedTableName: 'companies',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
          },
        ],
        indices: [
          { name: 'uq_solutions_uid', columnNames: ['uid'], isUnique: true },
          { name: 'idx_solutions_status_published', columnNames: ['status', 'published_at'] },
          { name: 'idx_solutions_company', columnNames: ['company_id'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'grants',
        columns: [
          id(),
          str('uid', 32),
          str('title', 128),
          text('description'),
          str('issuer', 128),
          str('organization', 32),
          text('target_city_kinds'),
          int('fiscal_year'),
          str('amount_text', 255, true),
          str('subsidy_rate_text', 255, true),
          text('target_text', true),
          str('application_start', 10, true),
          str('application_end', 10, true),
          str('url', 2048, true),
          { ...str('status', 16), default: "'published'" },
          datetime('published_at'),
          ...timestamps(),
        ],
        indices: [
          { name: 'uq_grants_uid', columnNames: ['uid'], isUnique: true },
          { name: 'idx_grants_status_published', columnNames: ['status', 'published_at'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'cases',
        columns: [
          id(),
          str('uid', 32),
          str('title', 128),
          text('summary'),
          str('municipality_code', 6, true),
          str('organization', 32),
          str('organization_name', 128),
          int('fiscal_year'),
          int('solution_id', true),
          str('solution_name', 128, true),
          str('vendor_name', 128, true),
          text('background'),
          text('approach'),
          text('outcome'),
          { ...str('status', 16), default: "'published'" },
          datetime('published_at'),
          ...timestamps(),
        ],
        foreignKeys: [
          {
            columnNames: ['municipality_code'],
            referencedTableName: 'municipalities',
            referencedColumnNames: ['code'],
            onDelete: 'SET NULL',
          },
        ],
        indices: [
          { name: 'uq_cases_uid', columnNames: ['uid'], isUnique: true },
          { name: 'idx_cases_status_published', columnNames: ['status', 'published_at'] },
        ],
      }),
    );
    for (const [section, owner] of [
      ['solution', 'solution_id'],
      ['grant', 'grant_id'],
      ['case', 'case_id'],
    ] as const) {
      await queryRunner.createTable(joinTable(section, owner, 'categories'));
      await queryRunner.createTable(joinTable(section, owner, 'areas'));
    }

    await queryRunner.createTable(
      new Table({
        name: 'user_profiles',
        columns: [
          { ...str('uid', 128), isPrimary: true },
          str('email', 254),
          str('telephone', 32),
          str('last_name', 64),
          str('first_name', 64),
          str('last_name_kana', 64),
          str('first_name_kana', 64),
          str('division', 128),
          str('position', 128),
          str('organization', 128),
          str('municipality_code', 6, true),
          bool('is_municipality'),
          { ...str('municipal_status', 16), default: "'none'" },
          int('company_id', true),
          bool('is_operator_business'),
          ...timestamps(),
        ],
        foreignKeys: [
          {
            columnNames: ['company_id'],
            referencedTableName: 'companies',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          },
        ],
        indices: [
          { name: 'idx_user_profiles_email', columnNames: ['email'] },
          { name: 'idx_user_profiles_company', columnNames: ['company_id'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'document_requests',
        columns: [
          id(),
          str('uid', 32),
          str('requester_uid', 128),
          int('company_id'),
          text('requester_snapshot'),
          str('idempotency_key', 64),
          { ...str('status', 16), default: "'received'" },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [
          {
            columnNames: ['company_id'],
            referencedTableName: 'companies',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
          },
        ],
        indices: [
          { name: 'uq_document_requests_uid', columnNames: ['uid'], isUnique: true },
          { name: 'idx_document_requests_requester', columnNames: ['requester_uid'] },
          {
            name: 'uq_document_requests_idempotency',
            columnNames: ['requester_uid', 'idempotency_key', 'company_id'],
            isUnique: true,
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'document_request_items',
        columns: [
          id(),
          int('request_id'),
          int('solution_id'),
          text('inquiry_types'),
          text('contact_means'),
          text('contents'),
        ],
        foreignKeys: [
          {
            columnNames: ['request_id'],
            referencedTableName: 'document_requests',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          {
            columnNames: ['solution_id'],
            referencedTableName: 'solutions',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
          },
        ],
        indices: [{ name: 'idx_document_request_items_request', columnNames: ['request_id'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'inquiries',
        columns: [
          id(),
          str('uid', 32),
          str('user_uid', 128, true),
          str('name', 128),
          str('organization', 128),
          str('email', 254),
          str('telephone', 32),
          str('inquiry_type', 32),
          text('body'),
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [{ name: 'uq_inquiries_uid', columnNames: ['uid'], isUnique: true }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'audit_events',
        columns: [
          id(),
          str('actor_uid', 128, true),
          str('action', 64),
          str('entity_type', 64),
          str('entity_id', 64),
          text('data', true),
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'audit_events',
      new TableIndex({ name: 'idx_audit_events_entity', columnNames: ['entity_type', 'entity_id'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'audit_events',
      'inquiries',
      'document_request_items',
      'document_requests',
      'user_profiles',
      'case_areas',
      'case_categories',
      'grant_areas',
      'grant_categories',
      'solution_areas',
      'solution_categories',
      'cases',
      'grants',
      'solutions',
      'companies',
      'municipalities',
      'areas',
      'categories',
    ]) {
      await queryRunner.dropTable(table, true);
    }
  }
}
