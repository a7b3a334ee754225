/**
 * The caller's own municipality as 類似団体 needs it: kind, population and prefecture, from the
 * profile's municipality code. Municipalities are reference data (a few thousand rows at most,
 * changed only by a seed), so one read is kept per code instead of a query per search.
 */
import { type MunicipalitySize, sameSizeClasses } from '@portal/shared';
import type { DataSource } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { Municipality } from './municipality.entity';

export class MunicipalitySizes {
  private readonly known = new Map<string, MunicipalitySize | null>();

  constructor(private readonly dataSource: DataSource) {}

  /** The caller's municipality, or null for a caller without one (not signed in, not a municipality). */
  async of(caller: Pick<Caller, 'profile'>): Promise<MunicipalitySize | null> {
    const code = caller.profile?.municipalityCode;
    if (!code) return null;
    if (!this.known.has(code)) {
      const row = await this.dataSource.getRepository(Municipality).findOneBy({ code });
      if (this.known.size >= 5_000) this.known.clear();
      this.known.set(code, row && { ...row });
    }
    return this.known.get(code) ?? null;
  }

  /** The 同規模 classes of the caller's municipality (search filter `sameSize`), or null. */
  async classesOf(caller: Pick<Caller, 'profile'>): Promise<string[] | null> {
    const size = await this.of(caller);
    return size ? sameSizeClasses(size) : null;
  }
}
