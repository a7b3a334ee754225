/**
 * Who may read or act on a request. The municipality side: the creator, and staff whose CONFIRMED
 * municipality (municipal-membership.ts) is the one the creator had when writing it, read it; only
 * the creator acts on it. The vendor side: users of an invited company, once it was sent, and only
 * their own invitation. Anyone else gets the answer an unknown id gets, so a refusal reveals nothing.
 */
import { isRecordId } from '@portal/shared';
import type { EntityManager } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError } from '../../lib/app-error';
import { membershipFor } from '../municipality/municipal-membership';
import type { UserProfile } from '../profile/profile.entity';
import { Rfi, RfiInvitation } from './rfi.entity';

export const RFI_ACCESS_MESSAGES = {
  notMunicipal: '情報提供依頼・見積依頼は、自治体職員として登録された会員のみご利用いただけます。',
  notVendor: '掲載企業として登録されたアカウントでログインしてください。',
  notFound: '情報提供依頼・見積依頼が見つかりません。',
  notMine: 'この依頼を操作できるのは作成した職員のみです。',
} as const;
const M = RFI_ACCESS_MESSAGES;

export interface MunicipalMember {
  uid: string;
  email: string;
  profile: UserProfile;
  /** The confirmed municipality (null: not confirmed; the member sees only their own requests). */
  code: string | null;
}

/** Municipal staff only: a trial account answers TRIAL_ACCOUNT, anyone else FORBIDDEN. */
export async function municipalMember(manager: EntityManager, caller: Caller): Promise<MunicipalMember> {
  if (!caller.viewer) throw appError('UNAUTHENTICATED');
  if (caller.role === 'trial') throw appError('TRIAL_ACCOUNT');
  if (caller.role !== 'municipal' || !caller.profile) throw appError('FORBIDDEN', M.notMunicipal);
  const membership = await membershipFor(manager, caller.profile);
  return {
    uid: caller.viewer.uid,
    email: caller.viewer.email ?? caller.profile.email,
    profile: caller.profile,
    code: membership.code,
  };
}

export function rfiIdOf(id: string): number | null {
  return isRecordId(id) ? Number(id) : null;
}

export function canRead(member: MunicipalMember, rfi: Rfi): boolean {
  return rfi.createdBy === member.uid || (rfi.municipalityCode !== null && rfi.municipalityCode === member.code);
}

/** A request the member may read; `act` also needs them to be its creator. */
export async function memberRfi(
  manager: EntityManager,
  member: MunicipalMember,
  id: string,
  act = false,
): Promise<Rfi> {
  const key = rfiIdOf(id);
  const rfi = key === null ? null : await manager.getRepository(Rfi).findOneBy({ id: key });
  if (!rfi || !canRead(member, rfi)) throw appError('NOT_FOUND', M.notFound);
  if (act && rfi.createdBy !== member.uid) throw appError('FORBIDDEN', M.notMine);
  return rfi;
}

export interface VendorMember {
  uid: string;
  companyId: number;
}

export function vendorMember(caller: Caller): VendorMember {
  if (!caller.viewer) throw appError('UNAUTHENTICATED');
  const companyId = caller.profile?.companyId;
  if (caller.role !== 'vendor' || companyId == null) throw appError('FORBIDDEN', M.notVendor);
  return { uid: caller.viewer.uid, companyId };
}

/** The vendor's own invitation to a sent request, or NOT_FOUND. */
export async function vendorInvitation(
  manager: EntityManager,
  vendor: VendorMember,
  id: string,
): Promise<{ rfi: Rfi; invitation: RfiInvitation }> {
  const key = rfiIdOf(id);
  const rfi = key === null ? null : await manager.getRepository(Rfi).findOneBy({ id: key });
  const invitation =
    rfi && rfi.status !== 'draft'
      ? await manager.getRepository(RfiInvitation).findOneBy({ rfiId: rfi.id, companyId: vendor.companyId })
      : null;
  if (!rfi || !invitation) throw appError('NOT_FOUND', M.notFound);
  return { rfi, invitation };
}
