/**
 * Where a user's notification mails go: their account address and, once verified, their second
 * delivery address, each unless a mail server refused it (mail_pauses). An unverified second
 * address receives nothing.
 */
import type { EntityManager } from 'typeorm';
import { MailPause } from '../../mail/mail-pause.entity';
import type { UserProfile } from '../profile/profile.entity';
import { DeliveryAddress } from './delivery-address.entity';

export function pauseKey(address: string): string {
  return address.trim().toLowerCase();
}

export async function deliveryTargets(
  manager: EntityManager,
  profile: Pick<UserProfile, 'uid' | 'email' | 'withdrawnAt'>,
): Promise<string[]> {
  // A withdrawn member's profile keeps no address to mail (withdrawal-erasure.ts).
  if (profile.withdrawnAt || !profile.email) return [];
  const second = await manager.getRepository(DeliveryAddress).findOneBy({ userUid: profile.uid });
  const addresses = [profile.email, ...(second?.verifiedAt ? [second.address] : [])];
  const unique = [...new Map(addresses.map((a) => [pauseKey(a), a])).values()];
  const paused = await manager.getRepository(MailPause).find({ where: unique.map((a) => ({ address: pauseKey(a) })) });
  const pausedKeys = new Set(paused.map((row) => row.address));
  return unique.filter((address) => !pausedKeys.has(pauseKey(address)));
}
