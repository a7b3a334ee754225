/**
 * A lease on a scheduled job (the clean-up of unattached uploads), so that of several app
 * processes on any number of hosts only one runs it per period: a process takes the lease with a
 * conditional UPDATE that only one of them can win.
 */
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('job_leases')
export class JobLease {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name!: string;

  /** Milliseconds since the epoch until which the holder owns the job. */
  @Column({
    type: 'bigint',
    name: 'lease_until',
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  leaseUntil!: number;
}
