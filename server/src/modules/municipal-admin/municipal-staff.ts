/**
 * Who runs a municipality's staff, and the one way anything but an operator makes a user a member
 * of a municipality (an accepted invitation, a federated sign-in). Membership itself stays on the
 * profile (municipality/municipal-membership.ts), so the role and the shared lists follow it.
 */
import type { EntityManager } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { membershipFor } from '../municipality/municipal-membership';
import { Municipality } from '../municipality/municipality.entity';
import { UserProfile } from '../profile/profile.entity';
import { MunicipalAdministrator } from './municipal-administrator.entity';

/** The municipality the caller is a confirmed member of now, or null. */
export async function callerMunicipality(manager: EntityManager, caller: Caller): Promise<string | null> {
  if (caller.role !== 'municipal' || !caller.profile) return null;
  return (await membershipFor(manager, caller.profile)).code;
}

/**
 * True when the caller administers `municipalityCode`: a granted row for them, and they are a
 * confirmed member of that municipality right now (a moved address or a removal ends it).
 */
export async function isMunicipalAdministrator(
  manager: EntityManager,
  caller: Caller,
  municipalityCode: string,
): Promise<boolean> {
  if (!caller.viewer || (await callerMunicipality(manager, caller)) !== municipalityCode) return false;
  const row = await manager
    .getRepository(MunicipalAdministrator)
    .findOneBy({ municipalityCode, uid: caller.viewer.uid, state: 'granted' });
  return row != null;
}

export async function assertMunicipalAdministrator(
  manager: EntityManager,
  caller: Caller,
  municipalityCode: string,
): Promise<string> {
  if (!caller.viewer) throw appError('UNAUTHENTICATED');
  if (!(await isMunicipalAdministrator(manager, caller, municipalityCode))) {
    throw appError('FORBIDDEN', 'この自治体の管理者だけが行えます。');
  }
  return caller.viewer.uid;
}

export interface JoinMunicipality {
  uid: string;
  /** The address the joining user holds as verified now (an invitation's, or the IdP's). */
  email: string;
  municipalityCode: string;
  /** 部署: kept as it is when not given. */
  division?: string | null;
  via: 'invitation' | 'sso';
  actorUid: string | null;
  /** For a user with no profile yet (a first federated sign-in). */
  names?: Partial<Pick<UserProfile, 'lastName' | 'firstName' | 'lastNameKana' | 'firstNameKana' | 'position'>>;
}

/**
 * Makes `uid` a confirmed municipal member of the municipality for `email`, as an operator's
 * confirmation would, inside the caller's transaction; audited. The caller forgets cached
 * profiles after commit (ProfileService.forgetRecent).
 */
export async function joinMunicipality(manager: EntityManager, join: JoinMunicipality): Promise<UserProfile> {
  const municipality = await manager.getRepository(Municipality).findOneBy({ code: join.municipalityCode });
  if (!municipality) throw appError('NOT_FOUND', '自治体が見つかりません。');
  const address = join.email.trim().toLowerCase();
  const repository = manager.getRepository(UserProfile);
  const existing = await repository.findOneBy({ uid: join.uid });
  if (existing?.withdrawnAt) throw appError('NOT_FOUND', 'このアカウントは退会済みです。');
  const profile =
    existing ??
    repository.create({
      uid: join.uid,
      telephone: '',
      lastName: join.names?.lastName ?? '',
      firstName: join.names?.firstName ?? '',
      lastNameKana: join.names?.lastNameKana ?? '',
      firstNameKana: join.names?.firstNameKana ?? '',
      division: '',
      position: join.names?.position ?? '',
      organization: municipality.name,
      municipalityCode: municipality.code,
      companyId: null,
    });
  Object.assign(profile, {
    email: address,
    isMunicipality: true,
    municipalStatus: 'approved',
    municipalEmail: address,
    confirmedMunicipalityCode: municipality.code,
    municipalityConfirmedEmail: address,
    municipalRemovedEmail: null,
  });
  if (join.division != null && join.division !== '') profile.division = join.division;
  const saved = await repository.save(profile);
  await recordAudit(manager, {
    actorUid: join.actorUid,
    action: 'municipal-member.joined',
    entityType: 'user_profile',
    entityId: join.uid,
    data: { municipalityCode: municipality.code, via: join.via, address },
  });
  return saved;
}
