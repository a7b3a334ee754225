/**
 * Earned municipal membership (docs/accounts-and-roles.md): operators bind lg.jp mail domains to
 * municipalities and confirm members the bindings do not cover; members read their own state.
 * Every operator change writes an audit event in its transaction.
 */
import { In, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import type { PageRequest } from '../operator/paging';
import { profilePage } from '../operator/profile-page';
import { operatorUid } from '../operator/operator-caller';
import { UserProfile } from '../profile/profile.entity';
import { MunicipalDomain } from './municipal-domain.entity';
import { domainOf, membershipFor } from './municipal-membership';
import { MunicipalityDirectory } from './municipality-directory';
import { municipalityCodeOf } from './municipality-code';
import { Municipality } from './municipality.entity';
import type {
  MunicipalDomainView,
  MunicipalMembershipView,
  MunicipalityOption,
  UnconfirmedMember,
  UnconfirmedMemberPage,
} from './municipality.types';

const DOMAIN = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** The domain part of a stored address, in SQL both SQLite and MySQL/MariaDB read the same. */
const DOMAIN_OF_EMAIL = "LOWER(SUBSTR(p.email, INSTR(p.email, '@') + 1))";

/**
 * Municipal staff whose municipality nothing confirms yet, neither an operator for their current
 * address nor a binding of their domain to the municipality they typed (the list and its count).
 */
export function unconfirmedMembersQuery(dataSource: DataSource): SelectQueryBuilder<UserProfile> {
  return dataSource
    .getRepository(UserProfile)
    .createQueryBuilder('p')
    .leftJoin(MunicipalDomain, 'd', `d.domain = ${DOMAIN_OF_EMAIL}`)
    .where('p.is_municipality = :yes', { yes: true })
    .andWhere('p.withdrawn_at IS NULL')
    .andWhere(
      '(p.confirmed_municipality_code IS NULL OR p.municipality_confirmed_email IS NULL OR p.municipality_confirmed_email <> LOWER(p.email))',
    )
    .andWhere('(d.domain IS NULL OR p.municipality_code IS NULL OR d.municipality_code <> p.municipality_code)');
}

export interface MunicipalitySettings {
  /** The domains whose verified addresses earn municipal status (MUNICIPAL_EMAIL_DOMAINS). */
  isMunicipalDomain(domain: string): boolean;
  /** Called after a member's confirmation changed (cached profiles are stale). */
  profileChanged(): void;
}

export class MunicipalityService {
  private readonly directory: MunicipalityDirectory;

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: MunicipalitySettings,
  ) {
    this.directory = new MunicipalityDirectory(dataSource);
  }

  /** The pickers' search: any caller, by name or reading (municipality-search.ts). */
  search(text: string, limit: number | null | undefined): Promise<MunicipalityOption[]> {
    return this.directory.search(text, limit);
  }

  /** A municipality by its 6-digit code or official name (東京都府中市 where names are shared). */
  async municipality(manager: EntityManager, text: string): Promise<Municipality> {
    const wanted = text.normalize('NFKC').trim();
    const code = /^\d{6}$/.test(wanted) ? wanted : await municipalityCodeOf(manager, wanted);
    const found = code ? await manager.getRepository(Municipality).findOneBy({ code }) : null;
    if (!found) {
      throw invalidInput({
        municipality:
          '自治体が見つかりません。正式名称（例: 札幌市、同名があれば 東京都府中市）か6桁の自治体コードで指定してください',
      });
    }
    return found;
  }

  private domain(raw: string): string {
    const domain = domainOf(raw.normalize('NFKC'));
    if (!DOMAIN.test(domain))
      throw invalidInput({ domain: 'ドメインの形式が正しくありません（例: city.sapporo.lg.jp）' });
    if (!this.settings.isMunicipalDomain(domain)) {
      throw invalidInput({ domain: '自治体のメールドメイン（lg.jp など）だけを結び付けられます' });
    }
    return domain;
  }

  async bindings(caller: Caller): Promise<MunicipalDomainView[]> {
    operatorUid(caller);
    const rows = await this.dataSource.getRepository(MunicipalDomain).find({ order: { domain: 'ASC' } });
    const municipalities = rows.length
      ? await this.dataSource.getRepository(Municipality).findBy({ code: In(rows.map((r) => r.municipalityCode)) })
      : [];
    const byCode = new Map(municipalities.map((m) => [m.code, m]));
    const counts = (await this.dataSource
      .getRepository(UserProfile)
      .createQueryBuilder('p')
      .select(DOMAIN_OF_EMAIL, 'domain')
      .addSelect('COUNT(*)', 'count')
      .where('p.is_municipality = :yes', { yes: true })
      .groupBy(DOMAIN_OF_EMAIL)
      .getRawMany()) as { domain: string; count: string | number }[];
    const countOf = new Map(counts.map((c) => [c.domain, Number(c.count)]));
    return rows.map((row) => ({
      domain: row.domain,
      municipality:
        byCode.get(row.municipalityCode) ??
        Object.assign(new Municipality(), {
          code: row.municipalityCode,
          name: row.municipalityCode,
          reading: '',
          prefectureId: '',
          kind: '',
          population: 0,
        }),
      memberCount: countOf.get(row.domain) ?? 0,
      confirmedAt: row.updatedAt,
    }));
  }

  /** Binds (or rebinds) a domain: every verified municipal address of it belongs there from now on. */
  async bind(caller: Caller, rawDomain: string, municipalityText: string): Promise<MunicipalDomainView> {
    const actor = operatorUid(caller);
    const domain = this.domain(rawDomain);
    await this.dataSource.transaction(async (manager) => {
      const municipality = await this.municipality(manager, municipalityText);
      const repository = manager.getRepository(MunicipalDomain);
      const before = await repository.findOneBy({ domain });
      if (before?.municipalityCode === municipality.code) return;
      await repository.save(
        repository.create({ ...before, domain, municipalityCode: municipality.code, confirmedByUid: actor }),
      );
      await recordAudit(manager, {
        actorUid: actor,
        action: 'municipal-domain.bound',
        entityType: 'municipal_domain',
        entityId: domain.slice(0, 64),
        data: { domain, municipalityCode: municipality.code, before: before?.municipalityCode ?? null },
      });
    });
    return (await this.bindings(caller)).find((b) => b.domain === domain)!;
  }

  async unbind(caller: Caller, rawDomain: string): Promise<boolean> {
    const actor = operatorUid(caller);
    const domain = domainOf(rawDomain.normalize('NFKC'));
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(MunicipalDomain);
      const before = await repository.findOneBy({ domain });
      if (!before) throw appError('NOT_FOUND', 'このドメインは自治体に結び付けられていません。');
      await repository.delete({ domain });
      await recordAudit(manager, {
        actorUid: actor,
        action: 'municipal-domain.unbound',
        entityType: 'municipal_domain',
        entityId: domain.slice(0, 64),
        data: { domain, municipalityCode: before.municipalityCode },
      });
      return true;
    });
  }

  /** Municipal staff whose municipality nothing confirms: no binding agrees and no operator said so. */
  async unconfirmed(caller: Caller, search: string | null, page: PageRequest): Promise<UnconfirmedMemberPage> {
    operatorUid(caller);
    const [rows, total] = await profilePage(unconfirmedMembersQuery(this.dataSource), search, page);
    const domains = [...new Set(rows.map((row) => domainOf(row.email)))];
    const bindings = domains.length
      ? await this.dataSource.getRepository(MunicipalDomain).findBy({ domain: In(domains) })
      : [];
    const boundTo = new Map(bindings.map((b) => [b.domain, b.municipalityCode]));
    const codes = [...new Set([...rows.map((r) => r.municipalityCode), ...boundTo.values()].filter((c) => c != null))];
    const municipalities = codes.length
      ? await this.dataSource.getRepository(Municipality).findBy({ code: In(codes) })
      : [];
    const byCode = new Map(municipalities.map((m) => [m.code, m]));
    const items = rows.map((profile): UnconfirmedMember => {
      const domain = domainOf(profile.email);
      const bound = boundTo.get(domain);
      return {
        uid: profile.uid,
        name: `${profile.lastName} ${profile.firstName}`,
        email: profile.email,
        emailDomain: domain,
        organization: profile.organization,
        division: profile.division,
        position: profile.position,
        claimedMunicipality: (profile.municipalityCode && byCode.get(profile.municipalityCode)) || null,
        domainMunicipality: (bound && byCode.get(bound)) || null,
        domainBindable: this.settings.isMunicipalDomain(domain),
      };
    });
    return { total, items };
  }

  /** Confirms one member's municipality for the address they hold now; it lapses if they move. */
  async confirmMember(caller: Caller, uid: string, municipalityText: string): Promise<boolean> {
    const actor = operatorUid(caller);
    await this.dataSource.transaction(async (manager) => {
      const municipality = await this.municipality(manager, municipalityText);
      const repository = manager.getRepository(UserProfile);
      const profile = await repository.findOneBy({ uid });
      if (!profile || profile.withdrawnAt) throw appError('NOT_FOUND', '会員情報が見つかりません。');
      if (!profile.isMunicipality) {
        throw appError('CONFLICT', 'この会員は自治体職員として承認されていません。先に承認してください。');
      }
      const address = profile.email.trim().toLowerCase();
      profile.confirmedMunicipalityCode = municipality.code;
      profile.municipalityConfirmedEmail = address;
      await repository.save(profile);
      await recordAudit(manager, {
        actorUid: actor,
        action: 'profile.municipality-confirmed',
        entityType: 'user_profile',
        entityId: uid,
        data: { municipalityCode: municipality.code, address, claimed: profile.municipalityCode },
      });
    });
    this.settings.profileChanged();
    return true;
  }

  /** Whether the caller is municipal staff of a confirmed municipality (what the shortlists ask). */
  async confirmed(caller: Caller): Promise<boolean> {
    if (caller.role !== 'municipal') return false;
    return (await membershipFor(this.dataSource.manager, caller.profile ?? null)).state === 'confirmed';
  }

  /** The caller's own state, for the shortlist page's explanation. */
  async membership(caller: Caller): Promise<MunicipalMembershipView> {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    const profile = caller.role === 'municipal' ? (caller.profile ?? null) : null;
    const membership = await membershipFor(this.dataSource.manager, profile);
    const municipality = membership.code
      ? await this.dataSource.getRepository(Municipality).findOneBy({ code: membership.code })
      : null;
    return { state: membership.state, municipality, organization: caller.profile?.organization ?? '' };
  }
}
