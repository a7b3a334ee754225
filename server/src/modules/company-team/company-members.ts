/**
 * The users of one company as its 管理者 see them, and the checks every company-team operation
 * starts from. A user belongs to a company while their profile names it (profile.companyId); the
 * vendor role follows from that (auth/roles.ts), so a removal ends it on the next request.
 */
import type { EntityManager } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError } from '../../lib/app-error';
import { UserProfile } from '../profile/profile.entity';

export const NOT_A_VENDOR = '掲載企業として登録されたアカウントでログインしてください。';
export const ADMIN_ONLY = 'この操作は掲載企業の管理者だけが行えます。';
export const MEMBER_NOT_FOUND = 'この企業のユーザーが見つかりません。';

/** The caller's company (a vendor user now), or FORBIDDEN. */
export function callerCompany(caller: Caller): number {
  const companyId = caller.profile?.companyId;
  if (caller.role !== 'vendor' || companyId == null || !caller.viewer) throw appError('FORBIDDEN', NOT_A_VENDOR);
  return companyId;
}

/** The caller's company when they are its 管理者, read from the database (not a cached profile). */
export async function administeredCompany(manager: EntityManager, caller: Caller): Promise<number> {
  const companyId = callerCompany(caller);
  const own = await manager.getRepository(UserProfile).findOneBy({ uid: caller.viewer!.uid });
  if (own?.companyId !== companyId || own.companyRole !== 'admin') throw appError('FORBIDDEN', ADMIN_ONLY);
  return companyId;
}

/** A user of `companyId` now, or NOT_FOUND: other companies' users are invisible. */
export async function companyMemberOf(manager: EntityManager, companyId: number, uid: string): Promise<UserProfile> {
  const profile = uid ? await manager.getRepository(UserProfile).findOneBy({ uid }) : null;
  if (!profile || profile.withdrawnAt || profile.companyId !== companyId) {
    throw appError('NOT_FOUND', MEMBER_NOT_FOUND);
  }
  return profile;
}

export function companyMembers(manager: EntityManager, companyId: number): Promise<UserProfile[]> {
  return manager
    .getRepository(UserProfile)
    .createQueryBuilder('p')
    .where('p.company_id = :companyId AND p.withdrawn_at IS NULL', { companyId })
    .orderBy('p.created_at', 'ASC')
    .addOrderBy('p.uid', 'ASC')
    .getMany();
}

export function memberName(profile: Pick<UserProfile, 'lastName' | 'firstName' | 'email'>): string {
  return `${profile.lastName} ${profile.firstName}`.trim() || profile.email;
}
