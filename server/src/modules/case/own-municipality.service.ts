/**
 * 「自団体の事例」: whether a case is of the caller's own municipality. Only municipal staff whose
 * municipality is confirmed (municipal-membership.ts: a bound mail domain or an operator's
 * confirmation, never the typed 自治体名 alone) get a yes; everyone else, always no. The answer
 * is computed per request for the caller and never leaves with anyone else's answers: search
 * results (cached per role) do not carry it, the screens ask for it beside them.
 */
import { type DataSource, In } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { invalidInput } from '../../lib/app-error';
import { membershipFor } from '../municipality/municipal-membership';
import { Case } from './case.entity';

/** A page of results at most (search pages show 20). */
export const OWN_MUNICIPALITY_IDS_MAX = 100;

export class OwnMunicipalityService {
  constructor(private readonly dataSource: DataSource) {}

  /** The caller's confirmed municipality's code, or null. */
  async codeOf(caller: Caller): Promise<string | null> {
    if (caller.role !== 'municipal' || !caller.viewer) return null;
    const membership = await membershipFor(this.dataSource.manager, caller.profile);
    return membership.state === 'confirmed' ? membership.code : null;
  }

  async isOwn(caller: Caller, record: Pick<Case, 'municipalityCode'>): Promise<boolean> {
    if (!record.municipalityCode) return false;
    return (await this.codeOf(caller)) === record.municipalityCode;
  }

  /** Of the given case ids, those of the caller's municipality (published cases only). */
  async caseIds(caller: Caller, ids: readonly string[]): Promise<string[]> {
    if (ids.length > OWN_MUNICIPALITY_IDS_MAX) {
      throw invalidInput({ ids: `一度に確認できる導入事例は${OWN_MUNICIPALITY_IDS_MAX}件までです` });
    }
    const wanted = [...new Set(ids.filter((id) => /^\d{1,10}$/.test(id)).map(Number))];
    if (wanted.length === 0) return [];
    const code = await this.codeOf(caller);
    if (!code) return [];
    const rows = await this.dataSource.getRepository(Case).find({
      select: { id: true },
      where: { id: In(wanted), municipalityCode: code, status: 'published' },
    });
    return rows.map((row) => String(row.id));
  }
}
