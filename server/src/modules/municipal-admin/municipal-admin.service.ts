/**
 * 自治体管理者 (docs/accounts-and-roles.md): the first confirmed member of a municipality asks,
 * an operator grants once, and from then on the municipality's administrators run its members:
 * they list them, change their 部署, appoint other administrators and step down (never leaving
 * the municipality without one). An administrator acts only on their own municipality, the one
 * their confirmed membership names; a member of another municipality is not found. Every change
 * writes an audit event in its transaction.
 */
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { AccountDirectory } from '../../auth/accounts';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { membershipFor } from '../municipality/municipal-membership';
import { Municipality } from '../municipality/municipality.entity';
import { operatorUid } from '../operator/operator-caller';
import { UserProfile } from '../profile/profile.entity';
import { MunicipalAdministrator } from './municipal-administrator.entity';
import type {
  MunicipalAdministratorRequest,
  MunicipalMember,
  MyMunicipalAdministration,
} from './municipal-admin.types';
import {
  activeAdministrators,
  administeredMunicipality,
  divisionOf,
  grantedUids,
  memberOf,
  membersOf,
  nameOf,
} from './municipal-members';
import { callerMunicipality } from './municipal-staff';

/** Re-asks for the caller's second factor when its last check is too old (role changes, removals). */
export type StepUp = (caller: Caller) => Promise<void>;

export class MunicipalAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountDirectory,
    private readonly stepUp: StepUp,
    private readonly profileChanged: () => void,
  ) {}

  async mine(caller: Caller): Promise<MyMunicipalAdministration> {
    const manager = this.dataSource.manager;
    const code = await callerMunicipality(manager, caller);
    if (!code || !caller.viewer) {
      return { municipality: null, isAdministrator: false, requested: false, hasAdministrator: false };
    }
    const own = await manager
      .getRepository(MunicipalAdministrator)
      .findOneBy({ municipalityCode: code, uid: caller.viewer.uid });
    return {
      municipality: await manager.getRepository(Municipality).findOneBy({ code }),
      isAdministrator: own?.state === 'granted',
      requested: own?.state === 'requested',
      hasAdministrator: (await activeAdministrators(manager, code)).length > 0,
    };
  }

  /** A confirmed member asks to become their municipality's first administrator. */
  async request(caller: Caller): Promise<MyMunicipalAdministration> {
    await this.dataSource.transaction(async (manager) => {
      const code = await callerMunicipality(manager, caller);
      if (!code || !caller.viewer) {
        throw appError('FORBIDDEN', '所属自治体が確認された職員だけが申請できます。');
      }
      if ((await activeAdministrators(manager, code)).length > 0) {
        throw appError('CONFLICT', 'この自治体にはすでに管理者がいます。管理者に依頼してください。');
      }
      const repository = manager.getRepository(MunicipalAdministrator);
      if (await repository.findOneBy({ municipalityCode: code, uid: caller.viewer.uid })) return;
      await repository.insert({
        municipalityCode: code,
        uid: caller.viewer.uid,
        state: 'requested',
        email: (caller.viewer.email ?? '').toLowerCase(),
        grantedByUid: null,
        grantedAt: null,
      });
      await recordAudit(manager, {
        actorUid: caller.viewer.uid,
        action: 'municipal-administrator.requested',
        entityType: 'municipality',
        entityId: code,
        data: { uid: caller.viewer.uid },
      });
    });
    return this.mine(caller);
  }

  /** Operators: the requests of municipalities that have no administrator yet. */
  async requests(caller: Caller): Promise<MunicipalAdministratorRequest[]> {
    operatorUid(caller);
    const manager = this.dataSource.manager;
    const rows = await manager
      .getRepository(MunicipalAdministrator)
      .find({ where: { state: 'requested' }, order: { createdAt: 'ASC' } });
    const profiles = rows.length
      ? await manager.getRepository(UserProfile).findBy({ uid: In(rows.map((r) => r.uid)) })
      : [];
    const byUid = new Map(profiles.map((p) => [p.uid, p]));
    const municipalities = rows.length
      ? await manager.getRepository(Municipality).findBy({ code: In(rows.map((r) => r.municipalityCode)) })
      : [];
    const byCode = new Map(municipalities.map((m) => [m.code, m]));
    const out: MunicipalAdministratorRequest[] = [];
    for (const row of rows) {
      const profile = byUid.get(row.uid);
      const municipality = byCode.get(row.municipalityCode);
      if (!profile || !municipality || (await membershipFor(manager, profile)).code !== row.municipalityCode) continue;
      out.push({
        municipality,
        uid: row.uid,
        name: nameOf(profile),
        email: profile.email,
        division: profile.division,
        requestedAt: row.createdAt,
      });
    }
    return out;
  }

  /**
   * Operators grant a municipality its first administrator, once: a municipality that has one
   * runs itself, and the operator's part ends there.
   */
  async grant(caller: Caller, municipalityCode: string, uid: string): Promise<boolean> {
    const actor = operatorUid(caller);
    await this.stepUp(caller);
    await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(MunicipalAdministrator);
      const row = await repository.findOneBy({ municipalityCode, uid, state: 'requested' });
      if (!row) throw appError('NOT_FOUND', 'この申請は見つかりません。');
      if ((await activeAdministrators(manager, municipalityCode)).length > 0) {
        throw appError('CONFLICT', 'この自治体にはすでに管理者がいます。以後の任命は自治体の管理者が行います。');
      }
      const profile = await memberOf(manager, municipalityCode, uid);
      await repository.delete({ municipalityCode, state: 'requested' });
      await repository.insert({
        municipalityCode,
        uid,
        state: 'granted',
        email: profile.email.toLowerCase(),
        grantedByUid: actor,
        grantedAt: new Date(),
      });
      await recordAudit(manager, {
        actorUid: actor,
        action: 'municipal-administrator.granted',
        entityType: 'municipality',
        entityId: municipalityCode,
        data: { uid, by: 'operator' },
      });
    });
    return true;
  }

  async members(caller: Caller): Promise<{ municipality: Municipality; members: MunicipalMember[] }> {
    const manager = this.dataSource.manager;
    const code = await administeredMunicipality(manager, caller);
    const profiles = await membersOf(manager, code);
    const granted = await grantedUids(manager, code);
    const accounts = new Map<string, Date | null>();
    for (let at = 0; at < profiles.length; at += 100) {
      const batch = await this.accounts.byUids(profiles.slice(at, at + 100).map((p) => p.uid));
      for (const [uid, account] of batch) accounts.set(uid, account.lastSignInAt);
    }
    return {
      municipality: (await manager.getRepository(Municipality).findOneBy({ code }))!,
      members: profiles.map((profile) => ({
        uid: profile.uid,
        name: nameOf(profile),
        email: profile.email,
        division: profile.division,
        position: profile.position,
        isAdministrator: granted.has(profile.uid),
        lastSignInAt: accounts.get(profile.uid) ?? null,
      })),
    };
  }

  /** Moves a member to another 部署 (人事異動 within the municipality). */
  async changeDivision(caller: Caller, uid: string, rawDivision: string): Promise<boolean> {
    const division = divisionOf(rawDivision);
    await this.dataSource.transaction(async (manager) => {
      const code = await administeredMunicipality(manager, caller);
      const profile = await memberOf(manager, code, uid);
      const before = profile.division;
      if (before === division) return;
      profile.division = division;
      await manager.getRepository(UserProfile).save(profile);
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'municipal-member.division-changed',
        entityType: 'user_profile',
        entityId: uid,
        data: { municipalityCode: code, before, division },
      });
    });
    this.profileChanged();
    return true;
  }

  /** An administrator appoints another member as administrator. */
  async appoint(caller: Caller, uid: string): Promise<boolean> {
    await this.stepUp(caller);
    await this.dataSource.transaction(async (manager) => {
      const code = await administeredMunicipality(manager, caller);
      await this.appointIn(manager, caller, code, uid);
    });
    return true;
  }

  private async appointIn(manager: EntityManager, caller: Caller, code: string, uid: string): Promise<void> {
    const profile = await memberOf(manager, code, uid);
    const repository = manager.getRepository(MunicipalAdministrator);
    if ((await repository.findOneBy({ municipalityCode: code, uid }))?.state === 'granted') return;
    await repository.delete({ municipalityCode: code, uid });
    await repository.insert({
      municipalityCode: code,
      uid,
      state: 'granted',
      email: profile.email.toLowerCase(),
      grantedByUid: caller.viewer!.uid,
      grantedAt: new Date(),
    });
    await recordAudit(manager, {
      actorUid: caller.viewer!.uid,
      action: 'municipal-administrator.appointed',
      entityType: 'municipality',
      entityId: code,
      data: { uid },
    });
  }

  /**
   * The caller steps down; `successorUid` is appointed in the same step. The last administrator
   * must name one: a municipality is never left without an administrator by its own hand.
   */
  async stepDown(caller: Caller, successorUid: string | null): Promise<boolean> {
    await this.stepUp(caller);
    await this.dataSource.transaction(async (manager) => {
      const code = await administeredMunicipality(manager, caller);
      const self = caller.viewer!.uid;
      if (successorUid === self) throw invalidInput({ successorUid: 'ご自身以外の職員を後任に選んでください' });
      if (successorUid) await this.appointIn(manager, caller, code, successorUid);
      const others = (await activeAdministrators(manager, code)).filter((uid) => uid !== self);
      if (others.length === 0) {
        throw appError('CONFLICT', '最後の管理者は、後任の管理者を指名しないと管理者をやめられません。');
      }
      await manager.getRepository(MunicipalAdministrator).delete({ municipalityCode: code, uid: self });
      await recordAudit(manager, {
        actorUid: self,
        action: 'municipal-administrator.stepped-down',
        entityType: 'municipality',
        entityId: code,
        data: { uid: self, successorUid },
      });
    });
    return true;
  }
}
