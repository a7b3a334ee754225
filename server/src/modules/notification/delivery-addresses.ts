/**
 * A user's second delivery address: registering it mails a six-digit code to it (kept as its
 * SHA-256, valid 30 minutes, five tries); only the right code in time verifies it, and only a
 * verified address receives copies (delivery-targets.ts). Registering again replaces the address
 * and its code; a verified address stays verified until replaced or removed.
 */
import { createHash, randomInt } from 'node:crypto';
import {
  DELIVERY_ADDRESS_MESSAGES,
  DELIVERY_CODE_ATTEMPTS,
  DELIVERY_CODE_MINUTES,
  deliveryAddressError,
  deliveryCodeError,
} from '@portal/shared';
import type { EntityManager } from 'typeorm';
import { sameAddress } from '../../auth/roles';
import { invalidInput } from '../../lib/app-error';
import { SIGNATURE } from '../../mail/format';
import { enqueueMail } from '../../mail/outbox';
import { recordAudit } from '../audit/audit.service';
import { DeliveryAddress } from './delivery-address.entity';

function codeHash(uid: string, code: string): string {
  return createHash('sha256').update(`${uid}:${code.trim()}`).digest('hex');
}

export async function registerDeliveryAddress(
  manager: EntityManager,
  profile: { uid: string; email: string },
  rawAddress: string,
  publicUrl: string,
  now: Date,
): Promise<void> {
  const address = rawAddress.trim();
  const error = deliveryAddressError(address);
  if (error) throw invalidInput({ address: error });
  if (sameAddress(address, profile.email)) throw invalidInput({ address: DELIVERY_ADDRESS_MESSAGES.sameAsPrimary });
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await manager.getRepository(DeliveryAddress).save({
    userUid: profile.uid,
    address,
    codeHash: codeHash(profile.uid, code),
    codeExpiresAt: new Date(now.getTime() + DELIVERY_CODE_MINUTES * 60_000),
    codeAttempts: 0,
    verifiedAt: null,
  });
  await enqueueMail(manager, {
    kind: 'notification.address-code',
    to: address,
    subject: '【自治体ソリューションポータル】配信先アドレスの確認コード',
    text: [
      '自治体ソリューションポータルで、このアドレスを通知メールの追加の配信先にする手続きがありました。',
      '',
      `確認コード: ${code}`,
      '',
      `「メールの設定」の画面でこのコードを入力してください（${DELIVERY_CODE_MINUTES}分間有効）。`,
      `${publicUrl}/mypage/notifications`,
      '',
      'お心当たりがない場合は、このメールを破棄してください。コードを入力しない限り、このアドレスにお知らせは届きません。',
      SIGNATURE,
    ].join('\n'),
    ref: { type: 'delivery_address', id: profile.uid },
  });
  await recordAudit(manager, {
    actorUid: profile.uid,
    action: 'delivery-address.registered',
    entityType: 'user',
    entityId: profile.uid,
  });
}

/**
 * Checks the code; returns the refusal to show (null: verified). Returned, not thrown, so that a
 * wrong try's count commits with the caller's transaction before the refusal is answered.
 */
export async function verifyDeliveryAddress(
  manager: EntityManager,
  uid: string,
  rawCode: string,
  now: Date,
): Promise<string | null> {
  const formatError = deliveryCodeError(rawCode);
  if (formatError) return formatError;
  const repository = manager.getRepository(DeliveryAddress);
  const row = await repository.findOneBy({ userUid: uid });
  if (!row || !row.codeHash || row.verifiedAt) return DELIVERY_ADDRESS_MESSAGES.none;
  if (row.codeAttempts >= DELIVERY_CODE_ATTEMPTS) return DELIVERY_ADDRESS_MESSAGES.codeExhausted;
  if (!row.codeExpiresAt || row.codeExpiresAt.getTime() < now.getTime()) return DELIVERY_ADDRESS_MESSAGES.codeExpired;
  // The try is counted first, with a conditional UPDATE, so tries sent at once each take one.
  const counted = await repository.update(
    { userUid: uid, codeHash: row.codeHash, codeAttempts: row.codeAttempts },
    { codeAttempts: row.codeAttempts + 1 },
  );
  if (counted.affected !== 1) return DELIVERY_ADDRESS_MESSAGES.codeWrong;
  if (row.codeHash !== codeHash(uid, rawCode)) return DELIVERY_ADDRESS_MESSAGES.codeWrong;
  await repository.update({ userUid: uid }, { verifiedAt: now, codeHash: null, codeExpiresAt: null });
  await recordAudit(manager, {
    actorUid: uid,
    action: 'delivery-address.verified',
    entityType: 'user',
    entityId: uid,
  });
  return null;
}
