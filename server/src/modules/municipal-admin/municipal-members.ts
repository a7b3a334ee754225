/**
 * The members of one municipality as its administrators see them: who is a confirmed member now
 * (membershipFor decides, as for the shared lists), who administers, and the checks every
 * administrator operation starts from.
 */
import { validateDivision } from '@portal/shared';
import type { EntityManager } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput } from '../../lib/app-error';
import { membershipFor } from '../municipality/municipal-membership';
import { UserProfile } from '../profile/profile.entity';
import { MunicipalAdministrator } from './municipal-administrator.entity';
import { assertMunicipalAdministrator, callerMunicipality } from './municipal-staff';

/** A 部署 as the shared form validator accepts it (NFKC, trimmed). */
export function divisionOf(raw: string): string {
  const division = raw.normalize('NFKC').trim();
  const errors = validateDivision({ division });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return division;
}

export function nameOf(profile: UserProfile): string {
  return `${profile.lastName} ${profile.firstName}`.trim() || profile.email;
}

/** The administrator's municipality: the one their confirmed membership names, checked as administrator. */
export async function administeredMunicipality(manager: EntityManager, caller: Caller): Promise<string> {
  const code = await callerMunicipality(manager, caller);
  if (!code) throw appError('FORBIDDEN', 'この自治体の管理者だけが行えます。');
  await assertMunicipalAdministrator(manager, caller, code);
  return code;
}

/** A member of `code` as of now (their profile confirms it), or NOT_FOUND: other municipalities' staff are invisible. */
export async function memberOf(manager: EntityManager, code: string, uid: string): Promise<UserProfile> {
  const profile = await manager.getRepository(UserProfile).findOneBy({ uid });
  if (!profile || profile.withdrawnAt || (await membershipFor(manager, profile)).code !== code) {
    throw appError('NOT_FOUND', 'この自治体の職員が見つかりません。');
  }
  return profile;
}

/** Profiles that may be confirmed members of `code`; membershipFor decides each. */
async function candidates(manager: EntityManager, code: string): Promise<UserProfile[]> {
  return manager
    .getRepository(UserProfile)
    .createQueryBuilder('p')
    .where('p.is_municipality = :yes AND p.withdrawn_at IS NULL', { yes: true })
    .andWhere('(p.confirmed_municipality_code = :code OR p.municipality_code = :code)', { code })
    .orderBy('p.created_at', 'ASC')
    .addOrderBy('p.uid', 'ASC')
    .getMany();
}

export async function membersOf(manager: EntityManager, code: string): Promise<UserProfile[]> {
  const rows = await candidates(manager, code);
  const members: UserProfile[] = [];
  for (const row of rows) if ((await membershipFor(manager, row)).code === code) members.push(row);
  return members;
}

export async function grantedUids(manager: EntityManager, code: string): Promise<Set<string>> {
  const rows = await manager.getRepository(MunicipalAdministrator).findBy({ municipalityCode: code, state: 'granted' });
  return new Set(rows.map((row) => row.uid));
}

/** The administrators who still count: granted, and members of the municipality now. */
export async function activeAdministrators(manager: EntityManager, code: string): Promise<string[]> {
  const granted = await grantedUids(manager, code);
  const members = await membersOf(manager, code);
  return members.filter((member) => granted.has(member.uid)).map((member) => member.uid);
}
