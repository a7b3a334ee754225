/**
 * Test support: an account whose session passed the second factor, as the browser gets one (a
 * custom token naming a checked session, exchanged at the Auth emulator for an ID token).
 */
import { randomUUID } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { Secret, TOTP } from 'otpauth';
import type { DataSource } from 'typeorm';
import { SECOND_FACTOR_CLAIM } from '../../auth/second-factor-standing';
import { createSecretBox, DEVELOPMENT_SECRET_KEY, secretKeyOf } from '../../lib/secret-box';
import { SecondFactorEnrolment, SecondFactorSession } from './second-factor.entity';

/** The emulator's exchange of a custom token for an ID token (what signInWithCustomToken calls). */
export async function signInWithCustomToken(customToken: string): Promise<string> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=test-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`custom token sign-in failed: ${body.error?.message}`);
  return body.idToken;
}

/** The current code of a base32 key (what the authenticator app shows). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp,
  });
}

/**
 * Writes a confirmed key and a checked session for `uid` and returns an ID token of that session.
 * For fixtures whose subject is not the second factor itself (operators in other modules' tests).
 */
export async function verifiedSessionToken(auth: Auth, dataSource: DataSource, uid: string): Promise<string> {
  const box = createSecretBox(secretKeyOf(process.env.SECRET_KEY ?? DEVELOPMENT_SECRET_KEY));
  const now = new Date();
  await dataSource.getRepository(SecondFactorEnrolment).save({
    uid,
    secretSealed: box.seal(new Secret({ size: 20 }).base32),
    confirmedAt: new Date(now.getTime() - 1000),
    lastUsedStep: null,
  });
  const id = randomUUID();
  await dataSource.getRepository(SecondFactorSession).save({ id, uid, verifiedAt: now });
  return signInWithCustomToken(await auth.createCustomToken(uid, { [SECOND_FACTOR_CLAIM]: id }));
}
