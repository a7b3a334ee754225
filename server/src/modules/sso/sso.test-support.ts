/** Test support for single sign-on's own rows (the IdP itself: oidc-provider.test-support.ts). */
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { SsoLogin } from './sso.entity';

/**
 * A hand-off code as a finished callback leaves it, for `uid`; it stays redeemable for an hour
 * (fixtures of tests that run long, such as the access matrix).
 */
export async function issueHandoff(dataSource: DataSource, uid: string): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const hash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
  await dataSource.getRepository(SsoLogin).save({
    stateHash: hash(randomBytes(16).toString('hex')),
    municipalityCode: '011002',
    codeVerifier: 'x',
    nonce: 'x',
    consumedAt: new Date(Date.now() + 3600_000 - 120_000),
    handoffHash: hash(code),
    handoffUid: uid,
    redeemedAt: null,
  });
  return code;
}
