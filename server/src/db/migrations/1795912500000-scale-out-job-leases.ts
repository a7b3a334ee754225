/** job_leases: which app process owns a scheduled job until when (upload-cleanup/job-lease.entity.ts). */
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

export class ScaleOutJobLeases1795912500000 implements MigrationInterface {
  name = 'ScaleOutJobLeases1795912500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'job_leases',
        columns: [
          { name: 'name', type: 'varchar', length: '64', isPrimary: true },
          { name: 'lease_until', type: 'bigint', isNullable: false },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('job_leases');
  }
}
