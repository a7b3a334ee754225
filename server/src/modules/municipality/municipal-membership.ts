/**
 * The municipality a member is CONFIRMED to belong to, the only one the shared shortlists trust.
 * The typed 自治体名 (profile.municipalityCode) is a claim; it counts only where something earned
 * agrees with it:
 *  1. an operator confirmed this member's municipality for their current address, or
 *  2. an operator bound the current address's domain to a municipality, and the claim names it.
 * Computed on every use from the profile as it is now, so an address change (which the profile
 * follows on the server) or a changed binding takes effect on the next request, and a changed
 * 自治体名 can never move anyone into another municipality: at most it matches or stops matching
 * the binding of the address they proved.
 */
import type { EntityManager } from 'typeorm';
import type { UserProfile } from '../profile/profile.entity';
import { MunicipalDomain } from './municipal-domain.entity';

export type MembershipState =
  /** Confirmed: by the domain's binding, or by an operator for this address. */
  | 'confirmed'
  /** The address's domain is bound to no municipality yet. */
  | 'domain-unbound'
  /** The domain is bound to another municipality than the one typed (or the name is unknown). */
  | 'claim-mismatch'
  /** Not municipal staff (the role decides; kept here so the answer is total). */
  | 'not-municipal';

export interface Membership {
  state: MembershipState;
  /** The confirmed municipality's code, only when `state` is confirmed. */
  code: string | null;
  via: 'domain' | 'operator' | null;
}

type MembershipProfile = Pick<
  UserProfile,
  'email' | 'isMunicipality' | 'municipalityCode' | 'confirmedMunicipalityCode' | 'municipalityConfirmedEmail'
>;

export function domainOf(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

export function membershipOf(
  profile: MembershipProfile | null,
  binding: Pick<MunicipalDomain, 'municipalityCode'> | null,
): Membership {
  if (!profile?.isMunicipality) return { state: 'not-municipal', code: null, via: null };
  const address = profile.email.trim().toLowerCase();
  if (profile.confirmedMunicipalityCode && profile.municipalityConfirmedEmail === address) {
    return { state: 'confirmed', code: profile.confirmedMunicipalityCode, via: 'operator' };
  }
  if (!binding) return { state: 'domain-unbound', code: null, via: null };
  if (binding.municipalityCode !== profile.municipalityCode) return { state: 'claim-mismatch', code: null, via: null };
  return { state: 'confirmed', code: binding.municipalityCode, via: 'domain' };
}

export async function membershipFor(manager: EntityManager, profile: MembershipProfile | null): Promise<Membership> {
  if (!profile?.isMunicipality) return membershipOf(profile, null);
  const binding = await manager.getRepository(MunicipalDomain).findOneBy({ domain: domainOf(profile.email) });
  return membershipOf(profile, binding);
}
