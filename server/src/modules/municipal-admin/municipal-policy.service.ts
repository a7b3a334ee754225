/**
 * A municipality's rules for its own staff, set by its administrators: whether every member must
 * pass a second factor before their municipal rights apply. The context builder asks on every
 * signed-in request, so the municipalities that require it are held in memory and read again at
 * most every `maxAgeMs` (another process's change applies within that time; this process's at once).
 */
import type { DataSource } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit/audit.service';
import type { UserProfile } from '../profile/profile.entity';
import { SecondFactorEnrolment } from '../second-factor/second-factor.entity';
import { administeredMunicipality, membersOf } from './municipal-members';
import { MunicipalPolicy } from './municipal-policy.entity';

export interface MunicipalPolicyView {
  secondFactorRequired: boolean;
  /** Members without a confirmed authenticator app (who will be asked to register one). */
  membersWithoutSecondFactor: number;
  updatedAt: Date | null;
}

type PolicyProfile = Pick<UserProfile, 'isMunicipality' | 'municipalityCode' | 'confirmedMunicipalityCode'>;

export interface MunicipalPolicyDeps {
  stepUp(caller: Caller): Promise<void>;
  clock: Clock;
  /** How long the set of municipalities requiring a second factor is reused. */
  maxAgeMs: number;
}

export class MunicipalPolicyService {
  private required: { codes: Set<string>; loadedAt: number } | null = null;
  private loading: Promise<Set<string>> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: MunicipalPolicyDeps,
  ) {}

  /**
   * Whether the municipality this profile names (claimed or confirmed) requires a second factor.
   * A claim counts too: asking for more from someone who only claims a municipality costs nothing.
   */
  async secondFactorRequiredFor(profile: PolicyProfile | null): Promise<boolean> {
    if (!profile?.isMunicipality) return false;
    const codes = await this.requiringCodes();
    return [profile.municipalityCode, profile.confirmedMunicipalityCode].some(
      (code) => code != null && codes.has(code),
    );
  }

  async get(caller: Caller): Promise<MunicipalPolicyView> {
    const code = await administeredMunicipality(this.dataSource.manager, caller);
    return this.viewOf(code);
  }

  async save(caller: Caller, input: { secondFactorRequired: boolean }): Promise<MunicipalPolicyView> {
    const code = await administeredMunicipality(this.dataSource.manager, caller);
    await this.deps.stepUp(caller);
    const uid = caller.viewer!.uid;
    if (input.secondFactorRequired) {
      // The administrator goes first, so turning the rule on never locks out the one who set it.
      const own = await this.dataSource.getRepository(SecondFactorEnrolment).findOneBy({ uid });
      if (!own?.confirmedAt) {
        throw appError(
          'FORBIDDEN',
          '先にご自身の認証アプリを登録してください（マイページ「ログインの確認（二要素認証）」）。',
        );
      }
    }
    await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(MunicipalPolicy);
      const existing = await repository.findOneBy({ municipalityCode: code });
      if ((existing?.secondFactorRequired ?? false) === input.secondFactorRequired) return;
      await repository.save({
        ...(existing ?? {}),
        municipalityCode: code,
        secondFactorRequired: input.secondFactorRequired,
        updatedByUid: uid,
      });
      await recordAudit(manager, {
        actorUid: uid,
        action: 'municipal-policy.saved',
        entityType: 'municipality',
        entityId: code,
        data: { secondFactorRequired: input.secondFactorRequired },
      });
    });
    this.required = null;
    return this.viewOf(code);
  }

  private async viewOf(code: string): Promise<MunicipalPolicyView> {
    const policy = await this.dataSource.getRepository(MunicipalPolicy).findOneBy({ municipalityCode: code });
    const members = (await membersOf(this.dataSource.manager, code)).map((member) => member.uid);
    const enrolled =
      members.length === 0
        ? []
        : await this.dataSource
            .getRepository(SecondFactorEnrolment)
            .createQueryBuilder('e')
            .select('e.uid', 'uid')
            .where('e.uid IN (:...members) AND e.confirmed_at IS NOT NULL', { members })
            .getRawMany<{ uid: string }>();
    return {
      secondFactorRequired: policy?.secondFactorRequired ?? false,
      membersWithoutSecondFactor: members.length - enrolled.length,
      updatedAt: policy?.updatedAt ?? null,
    };
  }

  private async requiringCodes(): Promise<Set<string>> {
    const now = this.deps.clock().getTime();
    if (this.required && now - this.required.loadedAt < this.deps.maxAgeMs) return this.required.codes;
    this.loading ??= this.dataSource
      .getRepository(MunicipalPolicy)
      .find({ where: { secondFactorRequired: true }, select: { municipalityCode: true } })
      .then((rows) => {
        const codes = new Set(rows.map((row) => row.municipalityCode));
        this.required = { codes, loadedAt: now };
        return codes;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
